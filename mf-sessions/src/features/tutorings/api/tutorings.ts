// Tutoring queries and mutations of the tutorings screen (issue 23.3: keys from `queryKeys`, each mutation names
// what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of tutorings. */
export const tutoringQueries = {
  /** SES-47: `GET tutorings/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('tutorings', id),
      queryFn: ({ signal }) => api.tutorings.get(id, { signal }),
    }),
  /**
   * SES-47, API-52: the weeks after an availability on offer for a repeat, each with its tutor's open availability of
   * that week, from `GET availabilities/repeat_options?id` (the server takes the availability's own tutor; a week the
   * tutor cannot be booked in is left out). Read when a tutoring of several weeks is requested on an availability; the
   * form shows a failure.
   */
  repeatOptions: (availabilityId: number) =>
    queryOptions({
      queryKey: queryKeys.call('availabilities', 'repeat_options', availabilityId),
      queryFn: ({ signal }) => api.availabilities.repeatOptions({ id: availabilityId }, { signal }),
      meta: { errorToast: 'none' },
    }),
};

/** SES-47: `POST tutorings` `{tutoring}` (schedule or edit); the form shows a failure; invalidates tutorings. */
export function useRequestTutoring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tutoring: Parameters<typeof api.tutorings.create>[0]) => api.tutorings.create(tutoring),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('tutorings') }),
  });
}
