// Session and course queries of the staffing modals (issue 23.3: one module per resource, keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of the sessions the staffing screens show. */
export const sessionQueries = {
  /** The sessions of the assignment modal, with their assignments and course (STF-10, STF-15). */
  staffing: (sessionIds: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.call('sessions', 'staffing', [...sessionIds]),
      queryFn: ({ signal }) =>
        Promise.all(sessionIds.map((id) => api.sessions.get(id, { include: ['assignments', 'course'], signal }))),
      enabled: sessionIds.length > 0,
    }),
  /** The upcoming sessions that still need a tutor (the session picker, staffing filter). */
  needingTutor: () =>
    queryOptions({
      queryKey: queryKeys.list('sessions', { staffing: true, schedule: 'upcoming', picker: true }),
      queryFn: ({ signal }) =>
        api.sessions.list(
          {
            staffing: true,
            schedule: 'upcoming',
            include: 'assignments,course',
            orderBy: 'starts_at',
            orderSort: 'asc',
            per: 100,
          },
          { signal },
        ),
    }),
};

/** Query options of courses. */
export const courseQueries = {
  /** STF-19: the course, its department and its sessions with assignments. */
  staffing: (courseId: number) =>
    queryOptions({
      queryKey: queryKeys.call('courses', 'staffing', courseId),
      queryFn: async ({ signal }) => {
        const [course, sessions] = await Promise.all([
          api.courses.get(courseId, { include: 'brand', signal }),
          api.sessions.list(
            { courseId, include: 'assignments', orderBy: 'starts_at', orderSort: 'asc', per: 100 },
            { signal },
          ),
        ]);
        const departmentId = course.brand?.departmentId ?? course.brand?.department?.id;
        const department =
          typeof departmentId === 'number'
            ? await api.departments.get(departmentId, { signal }).catch(() => null)
            : null;
        return { course, department, sessions: sessions.results };
      },
    }),
};
