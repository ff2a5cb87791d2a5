/**
 * The public enrollment portal (SHL-07, SHL-20; issue 25): what a signed-out family reads and sends. The field rules
 * the server applies after this shape are the CRM's (domain `validateParent`, `validateStudentNames`) and the card
 * nonce is the payments area's tokenisation result (OP-18): a raw card number, name or CVC is refused.
 */
import * as z from 'zod/mini';
import { Id } from './primitives';

/** One session of a course open for enrollment. */
export const PublicSessionSchema = z.looseObject({
  id: Id,
  title: z.nullish(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicSession = z.infer<typeof PublicSessionSchema>;

/** A published course open for enrollment, with its upcoming sessions. */
export const PublicCourseSchema = z.looseObject({
  id: Id,
  title: z.string(),
  brandName: z.nullish(z.string()),
  departmentName: z.nullish(z.string()),
  gradeLevel: z.nullish(z.int()),
  duration: z.nullish(z.int()),
  sessions: z.array(PublicSessionSchema),
});
export type PublicCourse = z.infer<typeof PublicCourseSchema>;

/** `GET public/courses` reply. */
export const PublicCoursesReplySchema = z.looseObject({ courses: z.array(PublicCourseSchema) });

/** `POST public/enrollments`: the chosen course, the parent, the student, the parent's password and the card nonce. */
export const PublicEnrollmentBodySchema = z.looseObject({
  enrollment: z
    .looseObject({
      courseId: Id,
      parent: z.looseObject({
        firstName: z.string().check(z.maxLength(100)),
        lastName: z.string().check(z.maxLength(100)),
        email: z.string().check(z.maxLength(191)),
        timeZone: z.string().check(z.maxLength(100)),
        phone: z.nullish(z.string().check(z.maxLength(30))),
      }),
      student: z.looseObject({
        firstName: z.string().check(z.maxLength(100)),
        lastName: z.string().check(z.maxLength(100)),
        email: z.nullish(z.string().check(z.maxLength(191))),
        grade: z.nullish(z.int().check(z.minimum(0)).check(z.maximum(12))),
      }),
      password: z.string().check(z.maxLength(128)),
      passwordConfirmation: z.string().check(z.maxLength(128)),
      zip: z.nullish(z.string().check(z.maxLength(10))),
      authorizeNet: z.looseObject({
        dataDescriptor: z.string().check(z.maxLength(100)),
        dataValue: z.string().check(z.maxLength(500)),
        expirationDate: z.string().check(z.maxLength(10)),
      }),
    })
    .check(
      z.refine((e) => !['number', 'cardNumber', 'cvc', 'cvv'].some((k) => k in e), {
        message: 'Card number, name and CVC must never be sent.',
      }),
    ),
});
export type PublicEnrollmentBody = z.input<typeof PublicEnrollmentBodySchema>;

/** `POST public/enrollments` reply: what was created; the parent signs in with `login`. */
export const PublicEnrollmentReplySchema = z.looseObject({
  enrollment: z.looseObject({ id: Id, courseId: Id, studentId: Id }),
  parent: z.looseObject({ id: Id }),
  student: z.looseObject({ id: Id }),
  login: z.string(),
});
export type PublicEnrollmentReply = z.infer<typeof PublicEnrollmentReplySchema>;
