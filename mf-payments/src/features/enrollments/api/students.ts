// Student queries of the enrollment screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of students. */
export const studentQueries = {
  /**
   * The enrolled student, for its `parentId`: whose card pays for added hours (PAY-20). Quiet and not retried: without
   * it the add hours form asks as before and the server still refuses a charge without a card.
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('students', id),
      queryFn: ({ signal }) => api.students.get(id, { signal }),
      meta: { errorToast: 'none' },
      retry: false,
    }),
};
