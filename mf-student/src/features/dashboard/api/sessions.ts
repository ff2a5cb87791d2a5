// The student's sessions (STU-09, STU-11).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { DASHBOARD_UPCOMING_SESSIONS } from '@tutoring/domain/areas';

/** Query options of the student's sessions. */
export const sessionQueries = {
  /** STU-09, OP-38: the next five upcoming sessions (starts_at asc), with the tutor and the meeting. */
  upcoming: (studentId: number | null) => {
    const params = {
      studentId,
      schedule: 'upcoming',
      orderBy: 'starts_at',
      orderSort: 'asc' as const,
      page: 1,
      per: DASHBOARD_UPCOMING_SESSIONS,
      include: 'supervisor,zoom_meeting',
    };
    return queryOptions({
      queryKey: queryKeys.list('sessions', { ...params, view: 'dashboard' }),
      queryFn: () => api.sessions.list(params),
      enabled: studentId !== null,
    });
  },
  /** STU-11, API-46: one page of the sessions list modal (6 per page over the next six weeks). */
  studentList: (studentId: number | null, page: number) =>
    queryOptions({
      queryKey: queryKeys.list('sessions', { studentId, page, view: 'student-list' }),
      queryFn: () => api.sessions.studentList({ studentId: studentId!, page }),
      enabled: studentId !== null,
    }),
};

/** STU-09, OP-38: the next five upcoming sessions. */
export function useUpcomingSessions(studentId: number | null) {
  return useQuery(sessionQueries.upcoming(studentId));
}

/** STU-11, API-46: one page of the sessions list modal. */
export function useStudentSessionList(studentId: number | null, page: number, enabled: boolean) {
  return useQuery({ ...sessionQueries.studentList(studentId, page), enabled: enabled && studentId !== null });
}
