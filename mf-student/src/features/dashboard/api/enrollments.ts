// The student's enrollments (STU-13, STU-24).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Enrollment } from '@tutoring/contract';

/** Query options of enrollments. */
export const enrollmentQueries = {
  /** STU-13, STU-24: the student's enrollments with their course. */
  ofStudent: (studentId: number | null) =>
    queryOptions({
      queryKey: queryKeys.list('enrollments', { studentId, include: 'course' }),
      queryFn: () => api.enrollments.list({ studentId: studentId!, include: 'course', per: 100 }),
      enabled: studentId !== null,
    }),
};

/** STU-13, STU-24: the student's enrollments with their course. */
export function useEnrollments(studentId: number | null) {
  return useQuery(enrollmentQueries.ofStudent(studentId));
}

/** STU-24 (b): some enrollment has recurring pricing with more than one attended session. */
export function hasRecurringWithAttendance(enrollments: readonly Enrollment[]): boolean {
  return enrollments.some((e) => e.pricing?.recurring === true && (e.attendancesAttendedCount ?? 0) > 1);
}
