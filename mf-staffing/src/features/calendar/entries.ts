/** Calendar items of the loaded records (STF-28), for the design system's Calendar. */
import type { Attendance, Availability, Event, Session } from '@tutoring/contract';
import type { CalendarItem } from '@tutoring/design-system';

/** The item id of an availability (the availability page opens it on click). */
export const availabilityItemId = (availability: Pick<Availability, 'id'>): string => `availability-${availability.id}`;

const sessionTitle = (s: Partial<Session> | null | undefined) =>
  s?.title || s?.name || s?.sessionType?.name || 'Session';

/**
 * Items for sessions and attendances (primary), events (info) and availabilities (success). An item without an end
 * lasts 30 minutes.
 */
export function calendarItems(data: {
  sessions?: readonly Session[];
  attendances?: readonly Attendance[];
  events?: readonly Event[];
  availabilities?: readonly Availability[];
}): CalendarItem[] {
  const out: CalendarItem[] = [];
  const item = (
    id: string,
    tone: CalendarItem['tone'],
    title: string,
    startsAt: string,
    endsAt?: string | null,
    allDay?: boolean | null,
  ): CalendarItem => ({
    id,
    tone,
    title,
    start: startsAt,
    end: endsAt ?? new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    ...(allDay ? { allDay: true } : {}),
  });
  for (const s of data.sessions ?? [])
    if (s.startsAt) out.push(item(`session-${s.id}`, 'primary', sessionTitle(s), s.startsAt, s.endsAt));
  const sessionIds = new Set((data.sessions ?? []).map((s) => s.id));
  for (const a of data.attendances ?? []) {
    const startsAt = a.startsAt ?? a.session?.startsAt;
    // An attendance of a session already shown is not drawn twice.
    if (!startsAt || (a.sessionId && sessionIds.has(a.sessionId))) continue;
    const who = [a.firstName, a.lastName].filter(Boolean).join(' ');
    out.push(
      item(
        `attendance-${a.id}`,
        'primary',
        `${sessionTitle(a.session)}${who ? ` (${who})` : ''}`,
        startsAt,
        a.endsAt ?? a.session?.endsAt,
      ),
    );
  }
  for (const e of data.events ?? [])
    if (e.startsAt) out.push(item(`event-${e.id}`, 'info', e.name ?? 'Event', e.startsAt, e.endsAt, e.allDay));
  for (const a of data.availabilities ?? []) {
    if (!a.startsAt) continue;
    out.push(
      item(
        availabilityItemId(a),
        'success',
        a.locked ? 'Available (locked)' : a.maxedOut ? 'Available (full)' : 'Available',
        a.startsAt,
        a.endsAt,
      ),
    );
  }
  return out;
}
