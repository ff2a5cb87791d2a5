/**
 * The one way a calendar's cached lists follow live schedule changes (STF-29): both calendars (the staff and tutor
 * calendar, the family schedule) call {@link useLiveScheduleLists} with their own list keys.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys, type ListResult } from '@tutoring/api-client';
import { AVAILABILITY_REFRESH_DELAY_MS } from '@tutoring/domain/areas';
import { applyScheduleChange, type ChangeableItem, type ScheduleChange, type ViewerType } from './availability';
import { useScheduleChanges, type ScheduleChangeEvent } from './realtime';

/** The cached lists of a calendar. */
export type ScheduleListKind = 'sessions' | 'attendances' | 'events' | 'availabilities';

/** Where a live change goes: the lists it touches and the item to merge into them, or null to re-read them. */
export interface ScheduleListChange {
  kinds: ScheduleListKind[];
  patch: ScheduleChange | null;
}

/**
 * Routes a change to the lists a calendar keeps (`lists`). A change of an unknown kind (a student's points, their
 * new tutorings) re-reads every list, and one that names no item re-reads its kind's lists: neither is merged. Where the
 * calendar keeps no attendances (the family's), an attendance change belongs to its session: a deleted attendance
 * removes that session, any other re-reads the sessions.
 */
export function routeScheduleChange(
  change: ScheduleChangeEvent,
  lists: readonly ScheduleListKind[],
): ScheduleListChange {
  if (change.kind === 'unknown') return { kinds: [...lists], patch: null };
  const own: ScheduleListKind =
    change.kind === 'availability' ? 'availabilities' : (`${change.kind}s` as ScheduleListKind);
  const target = lists.includes(own)
    ? own
    : change.kind === 'attendance' && lists.includes('sessions')
      ? 'sessions'
      : null;
  if (!target) return { kinds: [], patch: null };
  if (change.id === null || !change.item) return { kinds: [target], patch: null };
  if (target === own)
    return { kinds: [own], patch: { id: change.id, deleted: change.deleted, item: { ...change.item, id: change.id } } };
  const sessionId = Number(change.item.sessionId);
  if (!change.deleted || !Number.isInteger(sessionId) || sessionId <= 0) return { kinds: ['sessions'], patch: null };
  return { kinds: ['sessions'], patch: { id: sessionId, deleted: true, item: { ...change.item, id: sessionId } } };
}

/**
 * Keeps a calendar's cached lists live: every change is routed ({@link routeScheduleChange}) and merged in place
 * into every cached list of its kind (`listKey(kind)` is the prefix of that kind's lists) or those lists are
 * re-read; 250 ms after the last change the availabilities (and their repeat options) are read again (STF-29).
 */
export function useLiveScheduleLists(
  lists: readonly ScheduleListKind[],
  listKey: (kind: ScheduleListKind) => QueryKey,
  viewer: ViewerType,
): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useScheduleChanges((change) => {
    const { kinds, patch } = routeScheduleChange(change, lists);
    for (const kind of kinds) {
      if (!patch) {
        void client.invalidateQueries({ queryKey: listKey(kind) });
        continue;
      }
      for (const [key, data] of client.getQueriesData<ListResult<ChangeableItem>>({ queryKey: listKey(kind) })) {
        if (!data) continue;
        client.setQueryData<ListResult<ChangeableItem>>(key, {
          ...data,
          results: applyScheduleChange(data.results, patch, viewer, { availability: kind === 'availabilities' }),
        });
      }
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void client.invalidateQueries({ queryKey: listKey('availabilities') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('availabilities') });
    }, AVAILABILITY_REFRESH_DELAY_MS);
  });
}
