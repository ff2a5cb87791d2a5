import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { Button, type TableColumn } from '@tutoring/design-system';
import { ListTable, useCurrentUser, useListQuery } from '@tutoring/platform';
import { EVENT_TYPE_OPTIONS, EventFormModal } from './components/EventFormModal';

/** Texts of the events list (the documents name the event form only). */
export const EVENTS_TEXTS = {
  heading: 'Events',
  newEvent: 'New event',
  empty: 'There are no events.',
  allDay: 'All day',
  back: 'Back to sessions',
} as const;

const typeLabel = (type: string | null | undefined): string =>
  EVENT_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type ?? '';
const refName = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const ref = value as { id?: number; name?: string | null } | null | undefined;
  return ref?.name ?? (ref?.id ? `#${ref.id}` : '');
};

/**
 * SES-30: `/sessions/events`, the list the event form edits from. Generic `events` list (URL-kept sort and page,
 * X-01); the name opens the event form on that event (edit, with "delete"); "New event" creates one.
 */
export function EventsPage() {
  const zone = useCurrentUser()?.timeZone;
  const list = useListQuery<Event>({
    routeName: 'events',
    resource: 'events',
    filters: [],
    defaults: { orderBy: 'starts_at', orderSort: 'asc', per: 25 },
    fixed: { include: 'student' },
  });
  const [open, setOpen] = useState<null | { eventId?: number }>(null);
  const columns: TableColumn<Event>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (e) => (
        <Button variant="link" onClick={() => setOpen({ eventId: e.id })}>
          {e.name ?? `Event ${e.id}`}
        </Button>
      ),
    },
    { key: 'starts_at', header: 'Date', sortable: true, render: (e) => formatDate(e.startsAt, zone) },
    {
      key: 'time',
      header: 'Time',
      render: (e) =>
        e.allDay ? EVENTS_TEXTS.allDay : `${formatTime(e.startsAt, zone)} - ${formatTime(e.endsAt, zone)}`,
    },
    { key: 'type', header: 'Type', render: (e) => typeLabel(e.type) },
    { key: 'subject', header: 'Subject', render: (e) => refName(e.subject) },
    { key: 'student', header: 'Student', render: (e) => refName(e.student) },
  ];
  return (
    <section aria-labelledby="events-heading">
      <h1 id="events-heading">{EVENTS_TEXTS.heading}</h1>
      <p>
        <RouterLink to="/sessions">{EVENTS_TEXTS.back}</RouterLink>
      </p>
      <div role="toolbar" aria-label="Event actions">
        <Button variant="primary" onClick={() => setOpen({})}>
          {EVENTS_TEXTS.newEvent}
        </Button>
      </div>
      <ListTable<Event>
        list={list}
        caption={EVENTS_TEXTS.heading}
        hideCaption
        columns={columns}
        getRowId={(e) => String(e.id)}
        empty={EVENTS_TEXTS.empty}
      />
      {open ? <EventFormModal open eventId={open.eventId} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
