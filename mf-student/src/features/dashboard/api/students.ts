// The student record of the dashboard (STU-14, STU-26) and the realtime refresh of everything it shows.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type CallOptions } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { useRealtimeEvent } from '@tutoring/platform';

/** Query options of students. */
export const studentQueries = {
  /** The student record with its parent: points, level, k12User (STU-14, STU-26). */
  detail: (studentId: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('students', studentId ?? 0, 'parent'),
      queryFn: () => api.students.get(studentId!, { include: 'parent' }),
      enabled: studentId !== null,
    }),
};

/** The student record: points, level, k12User, parent (STU-14, STU-26). */
export function useStudent(studentId: number | null) {
  return useQuery(studentQueries.detail(studentId));
}

/** STU-26, OP-38: fetches the K12 login ticket. */
export function fetchK12Ticket(call?: CallOptions) {
  return api.students.k12LoginTicket(call);
}

/** What the realtime `student-change` event makes stale: points, gems, badges, prizes, sessions, reviews. */
const CHANGED_BY_STUDENT = [
  'students',
  'quests/student_badges',
  'quests/student_prizes',
  'quests/prizes',
  'sessions',
  'enrollments',
  'reviews',
] as const;

/**
 * STU-14, OP-34, X-04: on the realtime `student-change` event (dispatched by the shell as a window event), refetch the
 * student's points, gems, badges, prizes and sessions.
 */
export function useStudentChangeRefresh(): void {
  const client = useQueryClient();
  useRealtimeEvent(['student-change'], () => {
    for (const name of CHANGED_BY_STUDENT) void client.invalidateQueries({ queryKey: queryKeys.resource(name) });
  });
}
