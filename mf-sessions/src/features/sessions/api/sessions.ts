// Session queries and mutations of the session screens (issue 23.3: keys from `queryKeys`, each mutation names what
// it invalidates; failures toast through the query client's error policy or show in the form).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, queryKeys, recordVersion, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Session } from '@tutoring/contract';
import type { AttendanceUpdate } from '@tutoring/contract/writes';
import { STALE_UPDATE } from '@tutoring/domain/areas';
import type { ListOptions } from '@tutoring/platform';

/** What the session modals include when loading one session. */
export const SESSION_INCLUDE = 'course,attendances,supervisor,assignments,place,session_type';

/** Query options of sessions. */
export const sessionQueries = {
  /** `GET sessions/{id}` with the modals' include. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('sessions', id, SESSION_INCLUDE),
      queryFn: ({ signal }) => api.sessions.get(id, { include: SESSION_INCLUDE, signal }),
    }),
  /** SES-07: `GET sessions/{id}/potential_hubs`. */
  potentialHubs: (id: number) =>
    queryOptions({
      queryKey: queryKeys.call('sessions', 'potential_hubs', id),
      queryFn: ({ signal }) => api.sessions.potentialHubs(id, { signal }),
    }),
  /** SES-06: `GET sessions/{id}/recordings`. */
  recordings: (id: number) =>
    queryOptions({
      queryKey: queryKeys.call('sessions', 'recordings', id),
      queryFn: ({ signal }) => api.sessions.recordings(id, { signal }),
    }),
};

/** Re-queries every session (records, lists, calendars). */
export const invalidateSessions = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.resource('sessions') });

type SessionBody = Parameters<typeof api.sessions.create>[0];

/** SES-21: `PUT sessions/{id}` from the editor on the version it was opened on; the form shows a failure. */
export function useUpdateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: number; body: SessionBody; ifMatch?: string }) =>
      api.sessions.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void invalidateSessions(client),
  });
}

/**
 * SES-21..SES-27: creates the editor's rows one after the other (`POST sessions` each), pushing each saved session
 * into `saved` (the rows saved before a failure must leave the editor); stops at the first failure, which the form
 * shows. The sessions are invalidated once any was saved.
 */
export function useCreateSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bodies, saved }: { bodies: readonly SessionBody[]; saved: Session[] }) => {
      for (const body of bodies) saved.push(await api.sessions.create(body));
      return saved;
    },
    meta: { errorToast: 'none' },
    onSettled: (_data, _error, { saved }) => {
      if (saved.length > 0) void invalidateSessions(client);
    },
  });
}

/**
 * SES-09: saves the attendance (`PUT attendances/{id}` `{joinedAt}` per attendee), then marks it taken
 * (`PUT sessions/{id}` `{attendanceTakenAt}`) on the session version the modal was opened on. That version is checked
 * first, before any attendance is written (the session read again): a modal opened before someone else took the
 * attendance is refused with 409 and writes nothing (checked only at the end, it overwrote the other person's marks,
 * then said nothing was saved). The form shows a failure; a success invalidates the sessions and attendances. The
 * bodies come checked by the modal (`AttendanceUpdateSchema`): this module is on the sessions list's first page, and
 * the write schemas load with the first form (`@tutoring/contract/writes`, issue 26).
 */
export function useTakeAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      sessionId,
      attendances,
      ifMatch,
    }: {
      sessionId: number;
      attendances: readonly { attendanceId: number; body: AttendanceUpdate }[];
      ifMatch?: string;
    }) => {
      if (ifMatch !== undefined) {
        await api.sessions.get(sessionId);
        if (recordVersion('sessions', sessionId) !== ifMatch)
          throw new ApiError({ status: 409, data: { errors: [STALE_UPDATE] } });
      }
      for (const { attendanceId, body } of attendances) await api.attendances.update(attendanceId, body);
      await api.sessions.update(sessionId, { attendanceTakenAt: new Date().toISOString() }, { ifMatch });
    },
    meta: { errorToast: 'none' },
    onSuccess: () => {
      void invalidateSessions(client);
      void client.invalidateQueries({ queryKey: queryKeys.resource('attendances') });
    },
  });
}

/** SES-08: `PUT sessions/{id}/substitute_joint_session` `{hubSessionId}`; the form shows a failure. */
export function useSubstituteJointSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hubSessionId }: { id: number; hubSessionId: number }) =>
      api.sessions.substituteJointSession(id, { hubSessionId }),
    meta: { errorToast: 'none' },
    onSuccess: () => void invalidateSessions(client),
  });
}

/**
 * SES-04: cancels a session (`PUT sessions/{id}` `{canceledAt}`) on the version shown (issue 20: a session someone
 * changed since answers 409 instead of being canceled blind); invalidates the sessions.
 */
export function useCancelSession(sessionId: number, onSuccess?: () => void) {
  return useResourceMutation<void, unknown>({
    mutationFn: (_v, call) =>
      api.sessions.update(
        sessionId,
        { canceledAt: new Date().toISOString() },
        { ...call, ifMatch: recordVersion('sessions', sessionId) },
      ),
    invalidate: [queryKeys.resource('sessions')],
    onSuccess: () => onSuccess?.(),
  });
}

/** SES-10, OP-70: `POST sessions/{id}/reset_subject`; invalidates the sessions. */
export function useResetSessionSubject(sessionId: number, onSuccess?: () => void) {
  return useResourceMutation<void, unknown>({
    mutationFn: (_v, call) => api.sessions.resetSubject(sessionId, call),
    invalidate: [queryKeys.resource('sessions')],
    onSuccess: () => onSuccess?.(),
  });
}

/** API-45 filters kept in the URL (X-01). */
export const SESSION_FILTERS = [
  'quickFilter',
  'employeeId',
  'schedule',
  'brandName',
  'excludeBrandName',
  'availableDay',
  'startsAt',
  'endsAt',
  'studentId',
  'enrollments',
  'browse',
  'excludeSessionId',
  'gradeLevel',
  'staffing',
  'published',
  'limit',
  'query',
] as const;

/**
 * SES-01: the sessions list (API-45 filters, sort, page and per from the URL, X-01): what the sessions page lists and
 * what the area prefetches before it opens (issue 26, src/app/prefetch.ts).
 */
export const sessionListOptions: ListOptions<Session> = {
  routeName: 'sessions',
  resource: 'sessions',
  filters: SESSION_FILTERS,
  defaults: { orderBy: 'starts_at', orderSort: 'asc', per: 25 },
  fixed: { include: 'course,supervisor,session_type' },
};

/**
 * The sessions list showing one student's sessions: its filters live in the URL under the list's route name (X-01,
 * `sessions.studentId`), so a bare `?studentId=` would not filter it.
 */
export const studentSessionsPath = (studentId: number): string =>
  `/sessions?${new URLSearchParams({ [`${sessionListOptions.routeName}.studentId`]: String(studentId) }).toString()}`;
