// Brand queries of the enrollment screens (issue 23.3).
import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** Query options of brands. */
export const brandQueries = {
  /** `GET brands/{id}`; a failure shows nothing (the panel falls back to the course's own flags). */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('brands', id),
      queryFn: ({ signal }) => api.brands.get(id, { signal }),
      meta: { errorToast: 'none' },
    }),
};
