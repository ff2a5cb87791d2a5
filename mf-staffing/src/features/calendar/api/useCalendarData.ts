/** Calendar data of one tutor or employee for a visible range, kept live (STF-28, STF-29, STF-33). */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { listQueryFailed, queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Availability, Attendance, Event, Session } from '@tutoring/contract';
import { visibleAvailabilities, type ViewerType } from '../../../shared/lib/availability';
import { useLiveScheduleLists, type ScheduleListKind } from '../../../shared/lib/liveSchedule';
import { type CalendarView, viewRange } from '../../../shared/lib/time';

/** Whose calendar. */
export interface CalendarPerson {
  id: number;
  kind: 'tutor' | 'employee';
}

/** Query keys of the calendar lists (one per kind and range). */
export const calendarKeys = {
  all: (kind: ScheduleListKind) => queryKeys.call(kind, 'calendar'),
  range: (kind: ScheduleListKind, personId: number, startsAt: string, endsAt: string) =>
    queryKeys.call(kind, 'calendar', personId, startsAt, endsAt),
};

/**
 * A calendar list that could not be loaded: its query failed, or its page resolved to the empty page 1 with its error
 * (API-07). Its items are missing from the calendar, which must say so rather than look empty.
 */
export interface FailedCalendarList {
  kind: ScheduleListKind;
  /** Asks for this list again. */
  refetch: () => Promise<unknown>;
}

/** The list of `kind` when its query ran and failed, else null (the calendars of `/calendar`, `/availability`, `/schedule`). */
export const failedCalendarList = (kind: ScheduleListKind, query: UseQueryResult): FailedCalendarList | null =>
  listQueryFailed(query) ? { kind, refetch: () => query.refetch() } : null;

/** The lists a staff or tutor calendar keeps, each kept live. */
const CALENDAR_LISTS: readonly ScheduleListKind[] = ['sessions', 'attendances', 'events', 'availabilities'];

/** Query options of the calendar lists of one person and range (STF-28), and the prime hours (STF-33). */
export const calendarQueries = {
  /** API-47: the person's sessions in the range. */
  sessions: (personId: number, startsAt: string, endsAt: string) =>
    queryOptions({
      queryKey: calendarKeys.range('sessions', personId, startsAt, endsAt),
      queryFn: ({ signal }) => api.sessions.calendar({ employeeId: personId, startsAt, endsAt }, { signal }),
    }),
  /** API-48: the person's attendances in the range. */
  attendances: (personId: number, startsAt: string, endsAt: string) =>
    queryOptions({
      queryKey: calendarKeys.range('attendances', personId, startsAt, endsAt),
      queryFn: ({ signal }) => api.attendances.calendar({ employeeId: personId, startsAt, endsAt }, { signal }),
    }),
  /** API-49: the person's events in the range, whole (the api-client's calendar call: noPagination). */
  events: (personId: number, startsAt: string, endsAt: string) =>
    queryOptions({
      queryKey: calendarKeys.range('events', personId, startsAt, endsAt),
      queryFn: ({ signal }) => api.events.calendar({ startsAt, endsAt, employeeId: personId }, { signal }),
    }),
  /** API-49: a tutor's availabilities in the range, all of them (STF-28: a month holds more than a page). */
  availabilities: (tutorId: number, startsAt: string, endsAt: string) =>
    queryOptions({
      queryKey: calendarKeys.range('availabilities', tutorId, startsAt, endsAt),
      queryFn: ({ signal }) => api.availabilities.calendar({ tutorId, startsAt, endsAt }, { signal }),
    }),
  /** `GET sessions/prime_hours` (STF-33). */
  primeHours: () =>
    queryOptions({
      queryKey: queryKeys.call('sessions', 'prime_hours'),
      queryFn: ({ signal }) => api.sessions.primeHours({ signal }),
      staleTime: 10 * 60_000,
    }),
};

/**
 * STF-28: loads sessions (API-47), attendances (API-48), events (API-49, noPagination) and, for a tutor,
 * availabilities (API-49) for the visible range. STF-29: a schedule change updates the items in place (a deleted
 * one is removed, a maxed-out availability disappears for students and parents) and the availability list refreshes
 * 250 ms later. `failures` are the lists that could not be loaded (in the order sessions, attendances, events,
 * availabilities), so a page shows that its calendar is incomplete, with Retry, instead of an empty calendar.
 */
export function useCalendarData(
  person: CalendarPerson | null,
  view: CalendarView,
  date: string,
  timeZone: string | null | undefined,
  viewer: ViewerType,
) {
  const { startsAt, endsAt } = viewRange(view, date, timeZone);
  const s = startsAt.toISOString();
  const e = endsAt.toISOString();
  const id = person?.id ?? 0;
  const enabled = person !== null;
  const sessions = useQuery({ ...calendarQueries.sessions(id, s, e), enabled });
  const attendances = useQuery({ ...calendarQueries.attendances(id, s, e), enabled });
  const events = useQuery({ ...calendarQueries.events(id, s, e), enabled });
  const availabilities = useQuery({
    ...calendarQueries.availabilities(id, s, e),
    enabled: enabled && person?.kind === 'tutor',
  });

  useLiveScheduleLists(CALENDAR_LISTS, calendarKeys.all, viewer);

  return {
    sessions: (sessions.data?.results ?? []) as Session[],
    attendances: (attendances.data?.results ?? []) as Attendance[],
    events: (events.data?.results ?? []) as Event[],
    availabilities: visibleAvailabilities((availabilities.data?.results ?? []) as Availability[], viewer),
    loading: sessions.isLoading || attendances.isLoading || events.isLoading,
    failures: [
      failedCalendarList('sessions', sessions),
      failedCalendarList('attendances', attendances),
      failedCalendarList('events', events),
      failedCalendarList('availabilities', availabilities),
    ].filter((failure) => failure !== null),
    range: { startsAt: s, endsAt: e },
  };
}
