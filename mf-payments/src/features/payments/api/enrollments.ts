// Enrollment queries of the payments screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions, useQueries } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Enrollment } from '@tutoring/contract';

/** Query options of enrollments. */
export const enrollmentQueries = {
  /** A student's enrollments with their course (first 100). */
  byStudent: (studentId: number) =>
    queryOptions({
      queryKey: queryKeys.list('enrollments', { studentId, per: 100, include: 'course' }),
      queryFn: ({ signal }) => api.enrollments.list({ studentId, per: 100, include: 'course' }, { signal }),
    }),
  /** The enrollments the signed-in user can see (the server scopes them to the family), first page; quietly. */
  own: () =>
    queryOptions({
      queryKey: queryKeys.list('enrollments', { per: 25 }),
      queryFn: ({ signal }) => api.enrollments.list({ per: 25 }, { signal }),
      meta: { errorToast: 'none' },
    }),
};

/** Every enrollment of the given students (one list call per student). */
export function useStudentsEnrollments(studentIds: readonly number[]) {
  const results = useQueries({ queries: studentIds.map((studentId) => enrollmentQueries.byStudent(studentId)) });
  const enrollments: Enrollment[] = results.flatMap((r) => r.data?.results ?? []);
  return { enrollments, isLoading: results.some((r) => r.isLoading) };
}
