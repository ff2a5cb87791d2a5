// Student queries of the payments screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Subscription } from '@tutoring/contract';

/** Query options of students. */
export const studentQueries = {
  /**
   * The student's parent's subscription, read through `GET students/{id}?include=parent` (quietly, not retried): a
   * student may not read `GET parents/{id}`, but the api-server embeds the parent's subscription there for the
   * student themself (PAY-17, PAY-18).
   */
  parentSubscription: (studentId: number) =>
    queryOptions<Subscription | null>({
      queryKey: queryKeys.detail('students', studentId, 'parent'),
      queryFn: async ({ signal }) => {
        const student = await api.students.get(studentId, { include: 'parent', signal });
        const parent = student.parent as { subscription?: Subscription | null } | null | undefined;
        return parent?.subscription ?? null;
      },
      meta: { errorToast: 'none' },
      retry: false,
    }),
};
