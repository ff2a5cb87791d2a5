import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Calendar, Checkbox, EmptyState } from '@tutoring/design-system';
import { CHOOSE_PERSON_FOR_CALENDAR, MANAGE_YOUR_AVAILABILITY } from '@tutoring/domain/areas';
import { useCalendarData } from './api/useCalendarData';
import { CalendarLoadFailure } from './components/CalendarLoadFailure';
import { PersonPicker } from './components/PersonPicker';
import { SessionDetails } from './components/SessionDetails';
import { calendarItems, sessionIdOf } from './entries';
import { useCalendarUrlState } from './useCalendarUrlState';

/** The lists this calendar draws: all of them. */
const CALENDAR_SHOWS = ['sessions', 'attendances', 'events', 'availabilities'] as const;

/**
 * STF-28..STF-30: week / day / month calendar of sessions, attendances, events and availabilities for a tutor (their
 * own calendar) or, for staff, any tutor or employee; updated live on schedule changes. A session (or an attendance)
 * opens the session's details (mf-sessions' dialog); events and availabilities are shown, not opened. A list that could
 * not be loaded is named above the calendar with Retry, while the others show.
 */
export function CalendarPage() {
  const state = useCalendarUrlState();
  const [force24h, setForce24h] = useState(false);
  const data = useCalendarData(state.person, state.view, state.date, state.timeZone, state.viewer);
  const [openSession, setOpenSession] = useState<number | null>(null);
  return (
    <section aria-labelledby="calendar-heading">
      <h1 id="calendar-heading">Calendar{state.person?.name ? `: ${state.person.name}` : ''}</h1>
      {/* STF-26: tutors manage their availability; the tutor portal's nav has one Staffing link, this page. */}
      {state.isTutor ? (
        <Link to="/availability">{MANAGE_YOUR_AVAILABILITY}</Link>
      ) : (
        <PersonPicker value={state.person} onChange={state.setPerson} />
      )}
      {state.person ? (
        <>
          <CalendarLoadFailure failures={data.failures} shown={CALENDAR_SHOWS} />
          <Calendar
            label={`Calendar of ${state.person.name || 'the selected person'}`}
            view={state.view}
            date={state.date}
            timeZone={state.timeZone ?? undefined}
            events={calendarItems(data, { sessions: true })}
            onEventClick={(item) => setOpenSession(sessionIdOf(item, data.attendances))}
            onViewChange={state.setView}
            onDateChange={state.setDate}
            force24h={force24h}
            toolbar={
              <Checkbox label="24-hour view" checked={force24h} onChange={(e) => setForce24h(e.target.checked)} />
            }
          />
        </>
      ) : (
        <EmptyState title={CHOOSE_PERSON_FOR_CALENDAR} />
      )}
      {openSession !== null ? <SessionDetails sessionId={openSession} onClose={() => setOpenSession(null)} /> : null}
    </section>
  );
}
