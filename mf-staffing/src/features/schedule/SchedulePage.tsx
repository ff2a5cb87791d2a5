import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Calendar, type CalendarItem } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { type ScheduleRange, useFamilySchedule } from './api/useFamilySchedule';
import { CalendarLoadFailure } from '../calendar/components/CalendarLoadFailure';
import { SessionDetails } from '../calendar/components/SessionDetails';
import { sessionIdOf } from '../calendar/entries';
import { isFamilyViewer } from './familyViewer';
import { scheduleItems } from './items';

/** The lists the family's schedule draws. */
const SCHEDULE_SHOWS = ['sessions', 'events', 'availabilities'] as const;

/**
 * Gap 6 of issue 25: a student's or parent's schedule (their sessions, their events, the tutors' open times) in the
 * design system's calendar, kept live by the realtime channel (STF-29). A session opens its details (mf-sessions'
 * dialog, with the join link when it is time, SES-18). Staff and tutors use the Calendar page. A list that could not be
 * loaded is named above the calendar with Retry (a failed sessions list is not an empty week), while the others show.
 */
export function SchedulePage() {
  const user = useCurrentUser();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const viewer = user?.spoofing ? 'Student' : user?.type;
  const data = useFamilySchedule(range, viewer);
  const [openSession, setOpenSession] = useState<number | null>(null);
  if (!isFamilyViewer(user)) return <Navigate to="/calendar" replace />;
  const { events, availabilities } = scheduleItems(data);
  return (
    <section aria-labelledby="schedule-heading" aria-busy={data.loading || undefined}>
      <h1 id="schedule-heading">Schedule</h1>
      <CalendarLoadFailure failures={data.failures} shown={SCHEDULE_SHOWS} />
      <Calendar
        events={events}
        availabilities={availabilities}
        timeZone={user?.timeZone ?? undefined}
        onEventClick={(item) => setOpenSession(sessionIdOf(item))}
        onRangeChange={(next) =>
          setRange((previous) =>
            previous && previous.start === next.start && previous.end === next.end ? previous : next,
          )
        }
      />
      {openSession !== null ? <SessionDetails sessionId={openSession} onClose={() => setOpenSession(null)} /> : null}
    </section>
  );
}

export type { CalendarItem };
