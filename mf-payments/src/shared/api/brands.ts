// Brand queries of the payments screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of brands. */
export const brandQueries = {
  /** `GET brands/{id}`; a failure shows nothing (the enrollment panel falls back to the course's own flags). */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('brands', id),
      queryFn: ({ signal }) => api.brands.get(id, { signal }),
      meta: { errorToast: 'none' },
    }),
  /** The first 100 brands (the transcript form's brand select). */
  list: () =>
    queryOptions({
      queryKey: queryKeys.list('brands', { per: 100 }),
      queryFn: ({ signal }) => api.brands.list({ per: 100 }, { signal }),
      staleTime: Infinity,
    }),
};
