// Course queries of the enrollment screens (issue 23.3: keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of courses. */
export const courseQueries = {
  /** PAY-26: the published courses an enrollment may transfer to (first 100). */
  published: () =>
    queryOptions({
      queryKey: queryKeys.list('courses', { status: 'published', per: 100 }),
      queryFn: ({ signal }) => api.courses.list({ status: 'published', per: 100 }, { signal }),
    }),
};
