/** The family schedule's records as calendar items (gap 6 of issue 25). */
import type { CalendarItem } from '@tutoring/design-system';
import type { Availability, Event, Session } from '@tutoring/contract';

const sessionTitle = (s: Session) => s.title || s.name || s.sessionType?.name || 'Session';

/**
 * Sessions and events as calendar events (a session opens its details; an event is shown, not opened); bookable
 * availabilities as background blocks titled "Available".
 */
export function scheduleItems(data: {
  sessions: readonly Session[];
  events: readonly Event[];
  availabilities: readonly Availability[];
}): { events: CalendarItem[]; availabilities: CalendarItem[] } {
  const events: CalendarItem[] = [];
  for (const s of data.sessions)
    if (s.startsAt && s.endsAt && !s.canceledAt)
      events.push({ id: `session-${s.id}`, title: sessionTitle(s), start: s.startsAt, end: s.endsAt, editable: false });
  for (const e of data.events)
    if (e.startsAt && e.endsAt)
      events.push({
        id: `event-${e.id}`,
        title: e.name ?? 'Event',
        start: e.startsAt,
        end: e.endsAt,
        allDay: !!e.allDay,
        editable: false,
        interactive: false,
      });
  const availabilities: CalendarItem[] = [];
  for (const a of data.availabilities)
    if (a.startsAt && a.endsAt)
      availabilities.push({ id: `availability-${a.id}`, title: 'Available', start: a.startsAt, end: a.endsAt });
  return { events, availabilities };
}
