// Reference lists several staffing features use (issue 23.3: one module, keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Reference lists change rarely: five minutes fresh. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** Query options of the reference lists. */
export const referenceQueries = {
  /** `GET tiers` (STF-02 filter, STF-04 form). */
  tiers: () =>
    queryOptions({
      queryKey: queryKeys.call('tiers', 'all'),
      queryFn: ({ signal }) => api.reference.tiers({ signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** `GET degree_levels` (STF-04). */
  degreeLevels: () =>
    queryOptions({
      queryKey: queryKeys.call('degree_levels', 'all'),
      queryFn: ({ signal }) => api.reference.degreeLevels({ signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** `GET tutors/tutor_types` (STF-04). */
  tutorTypes: () =>
    queryOptions({
      queryKey: queryKeys.call('tutors', 'tutor_types'),
      queryFn: ({ signal }) => api.tutors.tutorTypes({ signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** `GET subjects` (STF-04). */
  subjects: () =>
    queryOptions({
      queryKey: queryKeys.call('subjects', 'all'),
      queryFn: ({ signal }) => api.reference.subjects({}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
};
