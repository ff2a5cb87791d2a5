// Student queries of the sessions screens (issue 23.3).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of students. */
export const studentQueries = {
  /**
   * `GET students/{id}`: names a student a reply gives by id only (an event's attendee, a course's reservation); a
   * failure shows nothing (the screen falls back to "#id").
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('students', id),
      queryFn: ({ signal }) => api.students.get(id, { signal }),
      meta: { errorToast: 'none' },
    }),
};
