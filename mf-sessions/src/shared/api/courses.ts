// Course queries and mutations of the sessions and courses screens (issue 23.3: keys from `queryKeys`, each mutation
// names what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Course } from '@tutoring/contract';

/** Query options of courses. */
export const courseQueries = {
  /** SES-42: `GET courses/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('courses', id),
      queryFn: ({ signal }) => api.courses.get(id, { signal }),
    }),
};

/**
 * Re-queries every course: the records, the generic lists and the course page's tab lists (cached per tab as
 * `courses/membership`, `courses/hosted`, ...).
 */
export function invalidateCourses(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.resource('courses') }),
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[1]).startsWith('courses/') }),
  ]);
}

/** What a course save sends: the course, its fields and the version the form was opened on (issue 20). */
export interface CourseUpdate {
  id: number;
  body: Parameters<typeof api.courses.update>[1];
  ifMatch?: string;
}

/**
 * SES-29, SES-42: `PUT courses/{id}` from a form (course edit, reserve). The form shows a failure (no toast here);
 * a success stores the reply and invalidates the courses and the sessions (they show the course and reservation).
 */
export function useUpdateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: CourseUpdate) => api.courses.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: (saved, { id }) => {
      client.setQueryData(queryKeys.detail('courses', id), saved);
      void invalidateCourses(client);
      void client.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
    },
  });
}

/** OP-14: `PUT courses/{id}/change_status` `{event}`; stores the reply and invalidates the courses. */
export function useChangeCourseStatus(courseId: number, onSuccess?: (course: Course) => void) {
  const client = useQueryClient();
  return useResourceMutation<string, Course>({
    mutationFn: (event, call) => api.courses.changeStatus(courseId, event, call),
    onSuccess: (course) => {
      client.setQueryData(queryKeys.detail('courses', courseId), course);
      void invalidateCourses(client);
      onSuccess?.(course);
    },
  });
}

/** OP-72: `GET courses/{id}/roster` (its message); changes nothing cached. */
export function useCourseRoster(courseId: number, onSuccess?: (message: string) => void) {
  return useResourceMutation<void, string>({
    mutationFn: (_v, call) => api.courses.roster(courseId, call),
    onSuccess: (message) => onSuccess?.(message),
  });
}

/** OP-43: `PUT courses/{id}/unreserve`; stores the reply and invalidates the courses and the sessions. */
export function useUnreserveCourse(onSuccess?: (course: Course) => void) {
  const client = useQueryClient();
  return useResourceMutation<number, Course>({
    mutationFn: (courseId, call) => api.courses.unreserve(courseId, call),
    onSuccess: (course, courseId) => {
      client.setQueryData(queryKeys.detail('courses', courseId), course);
      void invalidateCourses(client);
      void client.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
      onSuccess?.(course);
    },
  });
}
