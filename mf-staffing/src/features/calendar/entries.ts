/** Calendar entries of the loaded records (STF-28). */
import type { Attendance, Availability, Event, Session } from '@tutoring/contract';
import type { CalendarEntry } from '../../shared/components/ScheduleCalendar';

const sessionTitle = (s: Partial<Session> | null | undefined) =>
  s?.title || s?.name || s?.sessionType?.name || 'Session';

/** Entries for sessions, attendances, events and availabilities; `onAvailability` makes availabilities clickable. */
export function calendarEntries(
  data: {
    sessions?: readonly Session[];
    attendances?: readonly Attendance[];
    events?: readonly Event[];
    availabilities?: readonly Availability[];
  },
  onAvailability?: (availability: Availability) => void,
): CalendarEntry[] {
  const out: CalendarEntry[] = [];
  for (const s of data.sessions ?? [])
    if (s.startsAt)
      out.push({
        key: `session-${s.id}`,
        kind: 'session',
        title: sessionTitle(s),
        startsAt: s.startsAt,
        endsAt: s.endsAt,
      });
  const sessionIds = new Set((data.sessions ?? []).map((s) => s.id));
  for (const a of data.attendances ?? []) {
    const startsAt = a.startsAt ?? a.session?.startsAt;
    // An attendance of a session already shown is not drawn twice.
    if (!startsAt || (a.sessionId && sessionIds.has(a.sessionId))) continue;
    const who = [a.firstName, a.lastName].filter(Boolean).join(' ');
    out.push({
      key: `attendance-${a.id}`,
      kind: 'attendance',
      title: `${sessionTitle(a.session)}${who ? ` (${who})` : ''}`,
      startsAt,
      endsAt: a.endsAt ?? a.session?.endsAt,
    });
  }
  for (const e of data.events ?? [])
    if (e.startsAt)
      out.push({
        key: `event-${e.id}`,
        kind: 'event',
        title: e.name ?? 'Event',
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        allDay: e.allDay,
      });
  for (const a of data.availabilities ?? []) {
    if (!a.startsAt) continue;
    out.push({
      key: `availability-${a.id}`,
      kind: 'availability',
      title: a.locked ? 'Available (locked)' : a.maxedOut ? 'Available (full)' : 'Available',
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      ...(onAvailability ? { onSelect: () => onAvailability(a) } : {}),
    });
  }
  return out;
}
