// Reference lists of the tutor package transcript forms (issue 23.3: keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** Query options of the tiers and subjects the transcript form chooses from (DOM-71). */
export const referenceQueries = {
  /** `GET tiers`. */
  tiers: () =>
    queryOptions({
      queryKey: queryKeys.call('tiers', 'all'),
      queryFn: ({ signal }) => api.reference.tiers({ signal }),
      staleTime: Infinity,
    }),
  /** `GET subjects`. */
  subjects: () =>
    queryOptions({
      queryKey: queryKeys.call('subjects', 'all'),
      queryFn: ({ signal }) => api.reference.subjects({}, { signal }),
      staleTime: Infinity,
    }),
};
