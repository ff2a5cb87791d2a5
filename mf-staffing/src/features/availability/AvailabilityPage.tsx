import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Availability } from '@tutoring/contract';
import { ActionRow, Button, Calendar, Checkbox, EmptyState, confirm, toast } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import {
  CHOOSE_TUTOR_FOR_AVAILABILITY,
  CLEAR_UPCOMING_AVAILABILITIES_CONFIRM,
  CLEAR_UPCOMING_AVAILABILITIES_DETAILS,
  NO_AVAILABILITIES_IN_RANGE,
  UPCOMING_AVAILABILITIES_CLEARED,
} from '@tutoring/domain/areas';
import { primeHourBands } from '../../shared/lib/primeHours';
import { calendarQueries, useCalendarData } from '../calendar/api/useCalendarData';
import { CalendarLoadFailure } from '../calendar/components/CalendarLoadFailure';
import { useClearUpcomingAvailabilities } from './api/availabilities';
import { PersonPicker } from '../calendar/components/PersonPicker';
import { SessionDetails } from '../calendar/components/SessionDetails';
import { availabilityItemId, calendarItems, sessionIdOf } from '../calendar/entries';
import { useCalendarUrlState } from '../calendar/useCalendarUrlState';
import { AvailabilityFormModal } from './components/AvailabilityFormModal';
import { RepeatModal } from './components/RepeatModal';

type Dialog =
  | { kind: 'form'; availability: Availability | null; initial?: { date: string; hour: number } }
  | { kind: 'repeat'; availability: Availability }
  | { kind: 'session'; sessionId: number }
  | null;

/** The lists this page draws: sessions and availabilities. */
const AVAILABILITY_PAGE_SHOWS = ['sessions', 'availabilities'] as const;

/**
 * STF-26, STF-27, STF-29, STF-33: availability management for a tutor (their own, or any tutor for staff): a week /
 * day / month calendar of availabilities and sessions with prime hours highlighted; click an hour to add an
 * availability, click one to edit, delete or repeat it; clear upcoming availabilities. A session opens its details.
 * A list that could not be loaded is named above the calendar with Retry; the availabilities in view are not listed
 * then (an empty list would tell the tutor they have none, and they would enter them again).
 */
export function AvailabilityPage() {
  const state = useCalendarUrlState();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The focus once the dialogs are done (Repeat and Delete replace or remove the control that opened the last one, and
  // the browser left the focus on the page's body): back on what opened the first dialog, else on the same
  // availability in the list, else on the one that took its place (a deleted one's), else on "New availability".
  const opener = useRef<{ element: Element | null; availabilityId: number | null; index: number } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [closings, setClosings] = useState(0);
  const [force24h, setForce24h] = useState(false);
  const person = state.person?.kind === 'tutor' ? state.person : null;
  const data = useCalendarData(person, state.view, state.date, state.timeZone, state.viewer);
  const prime = useQuery(calendarQueries.primeHours());
  const clearUpcomingMutation = useClearUpcomingAvailabilities();
  // A clear under way, from the click to the reply: a second click before `loading` has disabled the button (a double
  // click, or one while the confirmation closes) asks nothing and sends nothing more.
  const clearing = useRef(false);
  const clearUpcoming = async () => {
    if (!person || clearing.current || clearUpcomingMutation.isPending) return;
    clearing.current = true;
    try {
      const ok = await confirm({
        title: CLEAR_UPCOMING_AVAILABILITIES_CONFIRM,
        message: CLEAR_UPCOMING_AVAILABILITIES_DETAILS,
        confirmLabel: 'Clear upcoming',
        variant: 'danger',
      });
      if (!ok) return;
      await clearUpcomingMutation.mutateAsync(person.id);
      toast.success(UPCOMING_AVAILABILITIES_CLEARED);
    } catch {
      // Shown by the query client's error policy.
    } finally {
      clearing.current = false;
    }
  };
  const availabilitiesFailed = data.failures.some((failure) => failure.kind === 'availabilities');
  const upcoming = [...data.availabilities]
    .filter((a) => a.startsAt)
    .sort((a, b) => String(a.startsAt).localeCompare(String(b.startsAt)));
  const openDialog = (next: Exclude<Dialog, null>, availability: Availability | null = null) => {
    if (dialog === null)
      opener.current = {
        element: document.activeElement,
        availabilityId: availability?.id ?? null,
        index: availability ? upcoming.findIndex((a) => a.id === availability.id) : -1,
      };
    setDialog(next);
  };
  const closeDialog = () => {
    setDialog(null);
    setClosings((n) => n + 1);
  };
  useEffect(() => {
    if (closings === 0) return;
    const from = opener.current;
    opener.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement && active.isConnected) return;
    if (from?.element instanceof HTMLElement && from.element.isConnected) {
      from.element.focus();
      return;
    }
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('button[data-availability-id]') ?? []);
    const same = items.find((item) => item.dataset.availabilityId === String(from?.availabilityId));
    const near = from && from.index >= 0 ? items[Math.min(from.index, items.length - 1)] : undefined;
    (same ?? near ?? newButton.current)?.focus();
  }, [closings]);
  return (
    <section aria-labelledby="availability-heading">
      <h1 id="availability-heading">Availability{person?.name && !state.isTutor ? `: ${person.name}` : ''}</h1>
      {state.isTutor ? null : <PersonPicker kinds={['tutor']} value={person} onChange={state.setPerson} />}
      {person ? (
        <>
          <ActionRow>
            <Button variant="primary" ref={newButton} onClick={() => openDialog({ kind: 'form', availability: null })}>
              New availability
            </Button>
            <Button variant="danger" loading={clearUpcomingMutation.isPending} onClick={() => void clearUpcoming()}>
              Clear upcoming
            </Button>
          </ActionRow>
          <CalendarLoadFailure failures={data.failures} shown={AVAILABILITY_PAGE_SHOWS} />
          <Calendar
            label="Availability calendar"
            view={state.view}
            date={state.date}
            timeZone={state.timeZone ?? undefined}
            events={calendarItems(
              { sessions: data.sessions, availabilities: data.availabilities },
              { sessions: true, availabilities: true },
            )}
            onEventClick={(item) => {
              const availability = data.availabilities.find((a) => availabilityItemId(a) === item.id);
              if (availability) openDialog({ kind: 'form', availability }, availability);
              const sessionId = sessionIdOf(item);
              if (sessionId !== null) openDialog({ kind: 'session', sessionId });
            }}
            onViewChange={state.setView}
            onDateChange={state.setDate}
            bands={primeHourBands(
              prime.data?.filter(
                (d): d is { date: string; hour: number; duration: number } => typeof d.date === 'string',
              ) ?? [],
              state.timeZone,
            )}
            force24h={force24h}
            onSlotClick={(slot) =>
              openDialog({ kind: 'form', availability: null, initial: { date: slot.date, hour: slot.hour } })
            }
            slotLabel={(slot) => `Add availability ${slot.label}`}
            toolbar={
              <Checkbox label="24-hour view" checked={force24h} onChange={(e) => setForce24h(e.target.checked)} />
            }
          />
          {/* Not when they failed to load: the failure above says so; an empty list would say there are none. */}
          {availabilitiesFailed ? null : (
            <>
              <h2>Availabilities in view</h2>
              {upcoming.length ? (
                <ul aria-label="Availabilities in view" ref={list}>
                  {upcoming.map((a) => (
                    <li key={a.id}>
                      <Button
                        variant="link"
                        size="sm"
                        data-availability-id={a.id}
                        onClick={() => openDialog({ kind: 'form', availability: a }, a)}
                      >
                        {`${formatDate(a.startsAt ?? null, state.timeZone)} ${formatTime(a.startsAt ?? null, state.timeZone)} - ${formatTime(a.endsAt ?? null, state.timeZone)}`}
                      </Button>
                      {a.locked ? ' (locked)' : ''}
                      {a.maxedOut ? ' (full)' : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{NO_AVAILABILITIES_IN_RANGE}</p>
              )}
            </>
          )}
        </>
      ) : (
        <EmptyState title={CHOOSE_TUTOR_FOR_AVAILABILITY} />
      )}
      {dialog?.kind === 'form' && person ? (
        <AvailabilityFormModal
          open
          tutorId={person.id}
          timeZone={state.timeZone}
          availability={dialog.availability}
          initial={dialog.initial}
          onClose={closeDialog}
          onRepeat={(availability) => setDialog({ kind: 'repeat', availability })}
        />
      ) : null}
      {dialog?.kind === 'repeat' && person ? (
        <RepeatModal
          open
          availability={dialog.availability}
          tutorId={person.id}
          timeZone={state.timeZone}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'session' ? <SessionDetails sessionId={dialog.sessionId} onClose={closeDialog} /> : null}
    </section>
  );
}
