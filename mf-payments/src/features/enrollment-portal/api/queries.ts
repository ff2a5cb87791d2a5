/** Data of the public enrollment portal: the open courses and the enrollment call (issue 25). */
import { queryOptions } from '@tanstack/react-query';
import { publicEnrollmentApi, queryKeys } from '@tutoring/api-client';

/** Query options of the courses open for enrollment (signed out; no generic error toast, the page says it). */
export const publicCourseQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.call('public', 'courses'),
      queryFn: ({ signal }) => publicEnrollmentApi.courses({ signal, handleErrors: false }),
    }),
};
