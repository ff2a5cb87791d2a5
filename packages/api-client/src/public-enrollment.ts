/**
 * The calls of the public enrollment portal (SHL-07, issue 25; docs/adr/0006-public-enrollment-portal.md): the only
 * ones made signed out besides login. Kept beside `api` rather than in it: the portal is its own app, and its calls
 * are the whole of what that app may ask. Errors are the caller's to show (the portal puts the server's sentence in
 * its form); pass `handleErrors: false` to keep the generic handler quiet.
 */
import * as C from '@tutoring/contract';
import { request, type CallOptions } from './http';

/** `GET public/courses` and `POST public/enrollments`. */
export const publicEnrollmentApi = {
  /** Published courses open for enrollment, with their upcoming sessions. */
  courses: async (options?: CallOptions): Promise<C.PublicCourse[]> =>
    (await request({ method: 'GET', path: 'public/courses', schema: C.PublicCoursesReplySchema, ...options })).courses,
  /** Creates the parent (with a login), the student, the card profile and the enrollment in one step. */
  enroll: (enrollment: C.PublicEnrollmentBody['enrollment'], options?: CallOptions): Promise<C.PublicEnrollmentReply> =>
    request({
      method: 'POST',
      path: 'public/enrollments',
      json: { enrollment },
      schema: C.PublicEnrollmentReplySchema,
      ...options,
    }),
};
