/** Calendar items of the loaded records (STF-28), for the design system's Calendar. */
import type { Attendance, Availability, Event, Session } from '@tutoring/contract';
import type { CalendarItem } from '@tutoring/design-system';
import { CANCELED_MARK } from '@tutoring/domain/areas';

/** The item id of an availability (the availability page opens it on click). */
export const availabilityItemId = (availability: Pick<Availability, 'id'>): string => `availability-${availability.id}`;

const sessionTitle = (s: Partial<Session> | null | undefined) =>
  s?.title || s?.name || s?.sessionType?.name || 'Session';
/** A canceled session says so after its name ("Algebra (canceled)"), as a locked availability does. */
const canceledMark = (s: Partial<Session> | null | undefined) => (s?.canceledAt ? ` ${CANCELED_MARK}` : '');

/** The session a calendar item stands for: a session's own, or an attendance's (null for the other kinds). */
export function sessionIdOf(item: Pick<CalendarItem, 'id'>, attendances: readonly Attendance[] = []): number | null {
  const [kind, id] = item.id.split('-');
  if (kind === 'session') return Number(id);
  if (kind !== 'attendance') return null;
  const attendance = attendances.find((a) => String(a.id) === id);
  return attendance?.sessionId ?? attendance?.session?.id ?? null;
}

/** Which kinds of items a page opens on a click or Enter; the others are shown as text (no button, no Tab stop). */
export interface ItemsThatOpen {
  /** Sessions and attendances (the session's details). */
  sessions?: boolean;
  /** Availabilities (the availability form). */
  availabilities?: boolean;
}

/**
 * Items for sessions and attendances (primary), events (info) and availabilities (success). An item without an end
 * lasts 30 minutes. Only the kinds in `opens` are interactive.
 */
export function calendarItems(
  data: {
    sessions?: readonly Session[];
    attendances?: readonly Attendance[];
    events?: readonly Event[];
    availabilities?: readonly Availability[];
  },
  opens: ItemsThatOpen = {},
): CalendarItem[] {
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
    interactive: tone === 'primary' ? !!opens.sessions : tone === 'success' ? !!opens.availabilities : false,
  });
  for (const s of data.sessions ?? [])
    if (s.startsAt)
      out.push(item(`session-${s.id}`, 'primary', `${sessionTitle(s)}${canceledMark(s)}`, s.startsAt, s.endsAt));
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
        `${sessionTitle(a.session)}${who ? ` (${who})` : ''}${canceledMark(a.session)}`,
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
