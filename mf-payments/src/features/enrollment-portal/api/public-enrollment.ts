// Data of the public enrollment portal: the open courses and the enrollment call (issue 25; issue 23.3: keys from
// `queryKeys`, the call a mutation).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { publicEnrollmentApi, queryKeys } from '@tutoring/api-client';

/** Query options of the courses open for enrollment (signed out; no generic error toast, the page says it). */
export const publicCourseQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.call('public', 'courses'),
      queryFn: ({ signal }) => publicEnrollmentApi.courses({ signal }),
      meta: { errorToast: 'none' },
    }),
};

/** The public enrollment (family, course and card); the page shows a refusal itself; nothing cached changes. */
export function usePublicEnrollment() {
  return useMutation({
    mutationFn: (body: Parameters<typeof publicEnrollmentApi.enroll>[0]) => publicEnrollmentApi.enroll(body),
    meta: { errorToast: 'none' },
  });
}
