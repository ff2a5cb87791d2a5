// Student queries of the enrollment screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of students. */
export const studentQueries = {
  /**
   * The enrolled student with its parent (`include=parent`): whose card pays for added hours and installments (PAY-20,
   * PAY-30), named in the installment's confirmation. Quiet and not retried: without it the add hours form asks as
   * before, the confirmation names "the family", and the server still refuses a charge without a card. Its key's
   * include is a list: the payments area's `'parent'` key holds only the parent's subscription.
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('students', id, ['parent']),
      queryFn: ({ signal }) => api.students.get(id, { include: 'parent', signal }),
      meta: { errorToast: 'none' },
      retry: false,
    }),
};
