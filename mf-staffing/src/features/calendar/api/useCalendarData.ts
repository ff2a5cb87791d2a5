/** Calendar data of one tutor or employee for a visible range, kept live (STF-28, STF-29, STF-33). */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, queryKeys, type ListResult } from '@tutoring/api-client';
import type { Availability, Attendance, Event, Session } from '@tutoring/contract';
import { AVAILABILITY_REFRESH_DELAY_MS } from '@tutoring/domain';
import { applyScheduleChange, visibleAvailabilities, type ViewerType } from '../../../shared/lib/availability';
import { useScheduleChanges, type ScheduleChangeEvent } from '../../../shared/lib/realtime';
import { type CalendarView, viewRange } from '../../../shared/lib/time';

/** Whose calendar. */
export interface CalendarPerson {
  id: number;
  kind: 'tutor' | 'employee';
}

/** Query keys of the calendar lists (one per kind and range). */
export const calendarKeys = {
  all: (kind: string) => queryKeys.call(kind, 'calendar'),
  range: (kind: string, personId: number, startsAt: string, endsAt: string) =>
    queryKeys.call(kind, 'calendar', personId, startsAt, endsAt),
};

type Changeable = { id: number };

/** Applies a realtime change in place to every cached calendar list of `kind`. */
function patchLists(
  client: ReturnType<typeof useQueryClient>,
  kind: string,
  change: ScheduleChangeEvent,
  viewer: ViewerType,
): boolean {
  if (change.id === null || !change.item) return false;
  const lists = client.getQueriesData<ListResult<Changeable>>({ queryKey: calendarKeys.all(kind) });
  for (const [key, data] of lists) {
    if (!data) continue;
    const item = { ...change.item, id: change.id } as Changeable;
    client.setQueryData<ListResult<Changeable>>(key as QueryKey, {
      ...data,
      results: applyScheduleChange(data.results, { id: change.id, deleted: change.deleted, item }, viewer, {
        availability: kind === 'availabilities',
      }),
    });
  }
  return true;
}

/**
 * STF-28: loads sessions (API-47), attendances (API-48), events (API-49, noPagination) and, for a tutor,
 * availabilities (API-49) for the visible range. STF-29: a schedule change updates the items in place (a deleted
 * one is removed, a maxed-out availability disappears for students and parents) and the availability list refreshes
 * 250 ms later.
 */
export function useCalendarData(
  person: CalendarPerson | null,
  view: CalendarView,
  date: string,
  timeZone: string | null | undefined,
  viewer: ViewerType,
) {
  const client = useQueryClient();
  const { startsAt, endsAt } = viewRange(view, date, timeZone);
  const s = startsAt.toISOString();
  const e = endsAt.toISOString();
  const id = person?.id ?? 0;
  const enabled = person !== null;
  const sessions = useQuery({
    queryKey: calendarKeys.range('sessions', id, s, e),
    queryFn: ({ signal }) => api.sessions.calendar({ employeeId: id, startsAt: s, endsAt: e }, { signal }),
    enabled,
  });
  const attendances = useQuery({
    queryKey: calendarKeys.range('attendances', id, s, e),
    queryFn: ({ signal }) => api.attendances.calendar({ employeeId: id, startsAt: s, endsAt: e }, { signal }),
    enabled,
  });
  const events = useQuery({
    queryKey: calendarKeys.range('events', id, s, e),
    queryFn: ({ signal }) => api.events.calendar({ startsAt: s, endsAt: e, employeeId: id }, { signal }),
    enabled,
  });
  const availabilities = useQuery({
    queryKey: calendarKeys.range('availabilities', id, s, e),
    queryFn: ({ signal }) => api.availabilities.calendar({ tutorId: id, startsAt: s, endsAt: e }, { signal }),
    enabled: enabled && person?.kind === 'tutor',
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useScheduleChanges((change) => {
    const kinds =
      change.kind === 'unknown'
        ? ['sessions', 'attendances', 'events', 'availabilities']
        : [`${change.kind === 'availability' ? 'availabilities' : `${change.kind}s`}`];
    for (const kind of kinds) {
      if (change.kind === 'unknown' || !patchLists(client, kind, change, viewer))
        void client.invalidateQueries({ queryKey: calendarKeys.all(kind) });
    }
    // STF-29: the availability list (and its repeat options) refresh 250 ms after the change.
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void client.invalidateQueries({ queryKey: calendarKeys.all('availabilities') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('availabilities') });
    }, AVAILABILITY_REFRESH_DELAY_MS);
  });

  return {
    sessions: (sessions.data?.results ?? []) as Session[],
    attendances: (attendances.data?.results ?? []) as Attendance[],
    events: (events.data?.results ?? []) as Event[],
    availabilities: visibleAvailabilities((availabilities.data?.results ?? []) as Availability[], viewer),
    loading: sessions.isLoading || attendances.isLoading || events.isLoading,
    range: { startsAt: s, endsAt: e },
  };
}

/** `GET sessions/prime_hours` (STF-33). */
export function usePrimeHours() {
  return useQuery({
    queryKey: queryKeys.call('sessions', 'prime_hours'),
    queryFn: ({ signal }) => api.sessions.primeHours({ signal }),
    staleTime: 10 * 60_000,
  });
}
