/** The schedule of a student or a parent's children for a visible range, kept live (gap 6 of issue 25, STF-29). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Availability, Event as CalendarEvent, Session } from '@tutoring/contract';
import { CALENDAR_FETCH_PER } from '@tutoring/domain';
import { useRealtimeEvent } from '@tutoring/platform';
import { visibleAvailabilities, type ViewerType } from '../../../shared/lib/availability';
import { useLiveScheduleLists, type ScheduleListKind } from '../../../shared/lib/liveSchedule';
import { failedCalendarList } from '../../calendar/api/useCalendarData';

/** The visible range, ISO instants as the calendar reports it. */
export interface ScheduleRange {
  start: string;
  end: string;
}

/** Query keys of the schedule lists (one per kind and range). */
export const scheduleKeys = {
  all: (kind: ScheduleListKind) => queryKeys.call(kind, 'family-schedule'),
  range: (kind: ScheduleListKind, range: ScheduleRange) =>
    queryKeys.call(kind, 'family-schedule', range.start, range.end),
};

/** The family's calendar keeps no attendances: an attendance change goes to its session. */
const FAMILY_LISTS: readonly ScheduleListKind[] = ['sessions', 'events', 'availabilities'];

/** Query options of the family's schedule lists in a range (API scope: the family's own). */
export const scheduleQueries = {
  /** The family's sessions in the range. */
  sessions: (range: ScheduleRange) =>
    queryOptions({
      queryKey: scheduleKeys.range('sessions', range),
      queryFn: ({ signal }) =>
        api.sessions.list(
          { startsAt: range.start, endsAt: range.end, per: CALENDAR_FETCH_PER, orderBy: 'starts_at' },
          { signal },
        ),
    }),
  /** The family's events in the range. */
  events: (range: ScheduleRange) =>
    queryOptions({
      queryKey: scheduleKeys.range('events', range),
      queryFn: ({ signal }) => api.events.calendar({ startsAt: range.start, endsAt: range.end }, { signal }),
    }),
  /** The availabilities in the range (their tutors' open times), all of them (noPagination, as the staff calendar). */
  availabilities: (range: ScheduleRange) =>
    queryOptions({
      queryKey: scheduleKeys.range('availabilities', range),
      queryFn: ({ signal }) =>
        api.availabilities.list(
          { startsAt: range.start, endsAt: range.end, noPagination: true, per: CALENDAR_FETCH_PER },
          { signal },
        ),
    }),
};

/** A family never books a maxed-out (or locked) availability, so it is not shown to them at all (STF-27, STF-29). */
const bookable = (items: readonly Availability[], viewer: ViewerType) =>
  visibleAvailabilities(items, viewer).filter((item) => !item.maxedOut);

/**
 * Sessions (the family's own, API scope), events (their own) and the bookable availabilities in `range`. STF-29: a
 * schedule change from the shell's realtime channel updates the items in place (a deleted item is removed, a
 * maxed-out availability disappears), and the availability list refreshes 250 ms after the change. `failures` are the
 * lists that could not be loaded (sessions, events, availabilities, in that order), so the page says its schedule is
 * incomplete, with Retry, instead of showing an empty week.
 */
export function useFamilySchedule(range: ScheduleRange | null, viewer: ViewerType) {
  const client = useQueryClient();
  const enabled = range !== null;
  const r = range ?? { start: '', end: '' };
  const sessions = useQuery({ ...scheduleQueries.sessions(r), enabled });
  const events = useQuery({ ...scheduleQueries.events(r), enabled });
  const availabilities = useQuery({ ...scheduleQueries.availabilities(r), enabled });

  // SRV-12: a moved or canceled session arrives as `heads-up` (the shell toasts it); the sessions are re-read.
  useRealtimeEvent(['heads-up'], () => {
    void client.invalidateQueries({ queryKey: scheduleKeys.all('sessions') });
  });
  useLiveScheduleLists(FAMILY_LISTS, scheduleKeys.all, viewer);

  return {
    sessions: (sessions.data?.results ?? []) as Session[],
    events: (events.data?.results ?? []) as CalendarEvent[],
    availabilities: bookable((availabilities.data?.results ?? []) as Availability[], viewer),
    /** Until the calendar has named its range and the three lists have arrived (a disabled query is pending too). */
    loading: sessions.isPending || events.isPending || availabilities.isPending,
    failures: [
      failedCalendarList('sessions', sessions),
      failedCalendarList('events', events),
      failedCalendarList('availabilities', availabilities),
    ].filter((failure) => failure !== null),
  };
}
