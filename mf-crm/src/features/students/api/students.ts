// Student and study area queries of the student screen (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** Query options of students. */
export const studentQueries = {
  /** CRM-12: `GET students/{id}` with its school and parent; the page shows a failure itself. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('students', id, 'school'),
      queryFn: ({ signal }) => api.students.get(id, { include: 'school,parent', signal }),
      enabled: Number.isInteger(id) && id > 0,
      meta: { errorToast: 'none' },
    }),
};

/** Query options of study areas. */
export const studyAreaQueries = {
  /** Every study area of a student with its subject and test date. */
  byStudent: (studentId: number) =>
    queryOptions({
      queryKey: queryKeys.list('study_areas', { studentId }),
      queryFn: () => api.studyAreas.list({ studentId, include: 'subject,test_date', per: 100 }),
    }),
  /** Every cached study area list (invalidated after a save). */
  lists: () => queryKeys.lists('study_areas'),
};
