/**
 * The public enrollment portal's API (SHL-07, SHL-20; issue 25, docs/adr/0006-public-enrollment-portal.md): reachable
 * signed out, rate-limited, validated with the contract's schemas and the CRM's field rules (domain). An enrollment
 * creates, in one transaction, the parent (with a login), the student, the parent's card profile (from the payments
 * area's tokenisation nonce) and the enrollment; a refusal (422) changes nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicCoursesReplySchema, PublicEnrollmentBodySchema, PublicEnrollmentReplySchema } from '@tutoring/contract';
import {
  EMAIL_TAKEN,
  INVALID_PAYMENT_DETAILS,
  PARENT_EMAIL_SAME_AS_STUDENT,
  isValidEmail,
  validateParent,
  validateSetPassword,
  validateStudentNames,
} from '@tutoring/domain';
import { type Actor, type AuthState, hashPassword } from '../../auth';
import { cardAdapter, storedExpiry } from '../../services/card';
import { rule } from '../../policy';
import { normaliseExpiry } from '../authorize_net_profiles/rules';
import { emailTaken, insertUser } from '../shared/users';
import { errorReplies } from '../shared/schemas';
import { HttpError, isTimeZone, unprocessable } from '../../util';
import { insertEnrollment, lockEmail, lockOpenCourse, openCourses } from './queries';

/** Anyone, signed in or not (the portal is public); the rate limits bound what one client may do. */
export const publicAccess = rule('anyone (signed out too), rate-limited', () => true);

/** 422 when the chosen course is not (or no longer) open for enrollment. */
export const COURSE_NOT_OPEN = 'This course is not open for enrollment. Please choose another one.';
/**
 * 422 of a public enrollment into a course without a pricing (docs/decisions/public-courses.md): nothing says what the
 * family would pay, so it is not enrolled into (nor offered).
 */
export const COURSE_NOT_PRICED =
  'This course has no price yet, so it cannot be enrolled in. Please choose another one.';
/** 422 of an invalid e-mail address (DOM-37). */
export const EMAIL_INVALID = 'Please enter a valid email address.';
/** 422 of a time zone the server does not know. */
export const TIME_ZONE_INVALID = 'Time zone is not a valid time zone';

/**
 * The parent whose session sends an enrollment, or null: signed out, or anyone else signed in (staff enrolling a new
 * family, a student, an admin spoofing a student), for whom the enrollment creates a new family as before.
 */
function familyAccount(auth: AuthState | undefined): (Actor & { parentId: number }) | null {
  if (!auth || auth.spoofer || auth.user.type !== 'Parent' || auth.user.parentId === null) return null;
  return { ...auth.user, parentId: auth.user.parentId };
}

/** Requests per minute and client address. */
const READ_LIMIT = { max: 120, timeWindow: 60_000 };
const WRITE_LIMIT = { max: 20, timeWindow: 60_000 };

/** `GET /api/v2/public/courses` and `POST /api/v2/public/enrollments`. */
export const publicEnrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kdb } = app.services;
  const tags = ['public enrollment'];

  app.get(
    '/api/v2/public/courses',
    {
      schema: { tags, response: { 200: PublicCoursesReplySchema, ...errorReplies } },
      config: { public: true, rateLimit: READ_LIMIT, policy: publicAccess },
    },
    async () => ({ courses: await openCourses(kdb) }),
  );

  app.post(
    '/api/v2/public/enrollments',
    {
      schema: {
        tags,
        body: PublicEnrollmentBodySchema,
        response: { 201: PublicEnrollmentReplySchema, ...errorReplies },
      },
      config: { public: true, rateLimit: WRITE_LIMIT, policy: publicAccess },
    },
    async (req, reply) => {
      const e = req.body.enrollment;
      // A signed-in parent (not an admin spoofing) enrolls another child into their own family: the family comes from
      // the session, never from the body (whose parent block and empty passwords are ignored), and, as on every
      // signed-in write, the CSRF token must come with it (public routes skip the server's check).
      const account = familyAccount(req.auth);
      if (req.auth && account && req.headers['x-csrf-token'] !== req.auth.csrfToken)
        throw new HttpError(403, ['Invalid CSRF token.']);
      const parent = account
        ? { firstName: account.firstName, lastName: account.lastName, email: account.email, timeZone: account.timeZone }
        : { ...e.parent, email: e.parent.email.trim() };
      const studentEmail = e.student.email?.trim() || null;
      // The CRM's rules (CRM-06, CRM-07, CRM-32, DOM-36, DOM-37), in the CRM's order, then the password (STU-05). A
      // signed-in parent's own details are the account's: only the student's are checked (and not the parent's e-mail).
      const problem = account
        ? (validateStudentNames(e.student) ??
          (studentEmail && !isValidEmail(studentEmail) ? EMAIL_INVALID : null) ??
          (studentEmail?.toLowerCase() === parent.email.toLowerCase() ? PARENT_EMAIL_SAME_AS_STUDENT : null))
        : (validateParent(parent, { studentEmails: [studentEmail] }) ??
          validateStudentNames(e.student) ??
          (!isValidEmail(parent.email) || (studentEmail && !isValidEmail(studentEmail)) ? EMAIL_INVALID : null) ??
          (!isTimeZone(parent.timeZone) ? TIME_ZONE_INVALID : null));
      if (problem) throw unprocessable(problem);
      if (!account) {
        const password = validateSetPassword(e);
        if (password.password || password.confirmation)
          throw unprocessable(...[password.password, password.confirmation].filter((m): m is string => !!m));
      }
      const expiry = normaliseExpiry(e.authorizeNet.expirationDate);
      if (!expiry) throw unprocessable('Please enter an expiration date');
      const digest = account ? null : await hashPassword(e.password, app.services.passwordParams);

      const created = await db.transaction(async () => {
        // The e-mails are checked under their locks (a transaction-level advisory lock per address, in one order): the
        // same form sent twice at once (a double click, a second tab) creates one family and answers the other
        // EMAIL_TAKEN, instead of a card refusal (its token spent) or a database duplicate.
        // A signed-in parent's own address is theirs, not taken: only the student's is checked then.
        const emails = [
          ...new Set(
            [account ? null : parent.email, studentEmail].filter((m): m is string => !!m).map((m) => m.toLowerCase()),
          ),
        ];
        for (const email of emails.sort()) await lockEmail(kdb, email);
        // The refusal names which address is taken (`fields`), so the portal marks that field of the family step.
        for (const email of emails)
          if (await emailTaken(kdb, email, null)) {
            const field = email === parent.email.toLowerCase() ? 'parent.email' : 'student.email';
            throw new HttpError(422, [EMAIL_TAKEN], { fields: { [field]: [EMAIL_TAKEN] } });
          }
        const course = await lockOpenCourse(kdb, e.courseId);
        if (!course) throw unprocessable(COURSE_NOT_OPEN);
        if (!course.priced) throw unprocessable(COURSE_NOT_PRICED);
        // The card last: the token is used once, inside this transaction (the local gateway marks it in the database).
        const card = await cardAdapter(kdb).createProfile(e.authorizeNet.dataDescriptor, e.authorizeNet.dataValue);
        if (!card) throw unprocessable(INVALID_PAYMENT_DETAILS);
        const parentUserId = account
          ? account.userId
          : await insertUser(kdb, 'Parent', {
              email: parent.email,
              first_name: parent.firstName.trim(),
              last_name: parent.lastName.trim(),
              roles: ['parent'],
              time_zone: parent.timeZone,
              password_digest: digest,
              must_set_password: false,
            });
        const studentUserId = await insertUser(kdb, 'Student', {
          email: studentEmail,
          first_name: e.student.firstName.trim(),
          last_name: e.student.lastName.trim(),
          roles: ['student'],
          time_zone: parent.timeZone,
          must_set_password: true,
        });
        return insertEnrollment(kdb, {
          ...(account ? { parentId: account.parentId } : {}),
          parentUserId,
          studentUserId,
          phone: e.parent.phone?.trim() || null,
          grade: e.student.grade ?? null,
          card,
          // The card's own expiry (the token's), not the body's: the body could say any date.
          expiry: storedExpiry(card, expiry),
          zip: e.zip?.trim() || null,
          course,
        });
      });
      return reply.code(201).send({
        enrollment: { id: created.enrollment, courseId: e.courseId, studentId: created.student },
        parent: { id: created.parent },
        student: { id: created.student },
        login: parent.email,
      });
    },
  );
};
