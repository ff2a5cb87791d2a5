/**
 * The public enrollment portal's API (SHL-07, SHL-20; issue 25, docs/adr/0006-public-enrollment-portal.md): reachable
 * signed out, rate-limited, validated with the contract's schemas and the CRM's field rules (domain). An enrollment
 * creates, in one transaction, the parent (with a login), the student, the parent's card profile (from the payments
 * area's tokenisation nonce) and the enrollment; a refusal (422) changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { PublicEnrollmentBodySchema } from '@tutoring/contract';
import {
  EMAIL_TAKEN,
  INVALID_PAYMENT_DETAILS,
  isValidEmail,
  validateParent,
  validateSetPassword,
  validateStudentNames,
} from '@tutoring/domain';
import { hashPassword } from '../../auth';
import { cardAdapter } from '../../services/card';
import { rule, registerPolicy } from '../../policy';
import { normaliseExpiry } from '../authorize_net_profiles/rules';
import type { AppDeps } from '../../server';
import { isTimeZone, parseBody, unprocessable } from '../../util';

/** Anyone, signed in or not (the portal is public); the rate limits bound what one client may do. */
export const publicAccess = rule('anyone (signed out too), rate-limited', () => true);

/** 422 when the chosen course is not (or no longer) open for enrollment. */
export const COURSE_NOT_OPEN = 'This course is not open for enrollment. Please choose another one.';
/** 422 of an invalid e-mail address (DOM-37). */
export const EMAIL_INVALID = 'Please enter a valid email address.';
/** 422 of a time zone the server does not know. */
export const TIME_ZONE_INVALID = 'Time zone is not a valid time zone';

/** Requests per minute and client address. */
const READ_LIMIT = { max: 120, timeWindow: 60_000 };
const WRITE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * A course open for enrollment: published, not reserved for a student (or its reservation has ended), with at least
 * one published, upcoming, not canceled session. `c` is the course alias.
 */
const OPEN_COURSE = `c.status = 'published' AND (c.reserved_for_id IS NULL OR c.reserved_until < current_date)
  AND EXISTS (SELECT 1 FROM sessions s WHERE s.course_id = c.id AND s.published = true AND s.starts_at > now() AND s.canceled_at IS NULL)`;

/** How many upcoming sessions each course lists. */
const SESSIONS_SHOWN = 6;

/** Registers `GET /api/v2/public/courses` and `POST /api/v2/public/enrollments`. */
export function registerPublicEnrollmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerPolicy('GET', '/api/v2/public/courses', publicAccess);
  app.get('/api/v2/public/courses', { config: { public: true, rateLimit: READ_LIMIT } }, async () => {
    const courses = await db.query<{
      id: number;
      title: string;
      brand_name: string | null;
      department_name: string | null;
      grade_level: number | null;
      duration: number | null;
    }>(
      `SELECT c.id, c.title, b.name AS brand_name, d.name AS department_name, c.grade_level, c.duration
       FROM courses c LEFT JOIN brands b ON b.id = c.brand_id LEFT JOIN departments d ON d.id = b.department_id
       WHERE ${OPEN_COURSE} ORDER BY c.title, c.id`,
    );
    const sessions = await db.query<{
      id: number;
      course_id: number;
      title: string | null;
      starts_at: Date | string;
      ends_at: Date | string;
    }>(
      `SELECT id, course_id, title, starts_at, ends_at FROM (
         SELECT s.id, s.course_id, s.title, s.starts_at, s.ends_at,
           row_number() OVER (PARTITION BY s.course_id ORDER BY s.starts_at) AS n
         FROM sessions s WHERE s.course_id = ANY($1) AND s.published = true AND s.starts_at > now() AND s.canceled_at IS NULL
       ) x WHERE n <= ${SESSIONS_SHOWN} ORDER BY starts_at`,
      [courses.map((c) => c.id)],
    );
    const iso = (v: Date | string) => new Date(v).toISOString();
    return {
      courses: courses.map((c) => ({
        id: c.id,
        title: c.title,
        brandName: c.brand_name,
        departmentName: c.department_name,
        gradeLevel: c.grade_level,
        duration: c.duration,
        sessions: sessions
          .filter((s) => s.course_id === c.id)
          .map((s) => ({ id: s.id, title: s.title, startsAt: iso(s.starts_at), endsAt: iso(s.ends_at) })),
      })),
    };
  });

  registerPolicy('POST', '/api/v2/public/enrollments', publicAccess);
  app.post('/api/v2/public/enrollments', { config: { public: true, rateLimit: WRITE_LIMIT } }, async (req, reply) => {
    const { enrollment: e } = parseBody(PublicEnrollmentBodySchema, req.body);
    const parent = { ...e.parent, email: e.parent.email.trim() };
    const studentEmail = e.student.email?.trim() || null;
    // The CRM's rules (CRM-06, CRM-07, CRM-32, DOM-36, DOM-37), in the CRM's order, then the password (STU-05).
    const problem =
      validateParent(parent, { studentEmails: [studentEmail] }) ??
      validateStudentNames(e.student) ??
      (!isValidEmail(parent.email) || (studentEmail && !isValidEmail(studentEmail)) ? EMAIL_INVALID : null) ??
      (!isTimeZone(parent.timeZone) ? TIME_ZONE_INVALID : null);
    if (problem) throw unprocessable(problem);
    const password = validateSetPassword(e);
    if (password.password || password.confirmation)
      throw unprocessable(...[password.password, password.confirmation].filter((m): m is string => !!m));
    const expiry = normaliseExpiry(e.authorizeNet.expirationDate);
    if (!expiry) throw unprocessable('Please enter an expiration date');
    const digest = await hashPassword(e.password, deps.passwordCost);

    const created = await db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = ANY($1)', [
        [parent.email, studentEmail].filter((x): x is string => !!x).map((x) => x.toLowerCase()),
      ]);
      if (taken.length) throw unprocessable(EMAIL_TAKEN);
      const course = await tx.query<{ id: number; pricing: unknown }>(
        `SELECT c.id, c.pricing FROM courses c WHERE c.id = $1 AND ${OPEN_COURSE} FOR UPDATE`,
        [e.courseId],
      );
      if (!course[0]) throw unprocessable(COURSE_NOT_OPEN);
      // The card last: the token is used once, inside this transaction (the local gateway marks it in the database).
      const card = await cardAdapter(deps.kdb).createProfile(e.authorizeNet.dataDescriptor, e.authorizeNet.dataValue);
      if (!card) throw unprocessable(INVALID_PAYMENT_DETAILS);
      const parentUser = await tx.query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, type, roles, time_zone, password_digest)
           VALUES ($1, $2, $3, 'Parent', '{parent}', $4, $5) RETURNING id`,
        [parent.email, parent.firstName.trim(), parent.lastName.trim(), parent.timeZone, digest],
      );
      const parentRow = await tx.query<{ id: number }>(
        `INSERT INTO parents (user_id, status, customer, source, phone) VALUES ($1, 'Active', true, 'enrollment portal', $2) RETURNING id`,
        [parentUser[0]!.id, e.parent.phone?.trim() || null],
      );
      const studentUser = await tx.query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, type, roles, time_zone, must_set_password)
           VALUES ($1, $2, $3, 'Student', '{student}', $4, true) RETURNING id`,
        [studentEmail, e.student.firstName.trim(), e.student.lastName.trim(), parent.timeZone],
      );
      const studentRow = await tx.query<{ id: number }>(
        'INSERT INTO students (user_id, parent_id, grade) VALUES ($1, $2, $3) RETURNING id',
        [studentUser[0]!.id, parentRow[0]!.id, e.student.grade ?? null],
      );
      await tx.query(
        `INSERT INTO payment_profiles (parent_id, provider_profile_id, card_type, masked_card_number, expiration_date, zip)
           VALUES ($1, $2, $3, $4, $5, $6)`,
        [parentRow[0]!.id, card.profileId, card.cardType, card.masked, expiry, e.zip?.trim() || null],
      );
      const enrollment = await tx.query<{ id: number }>(
        'INSERT INTO enrollments (student_id, course_id, pricing) VALUES ($1, $2, $3) RETURNING id',
        [studentRow[0]!.id, course[0].id, JSON.stringify(course[0].pricing ?? {})],
      );
      return { enrollment: enrollment[0]!.id, parent: parentRow[0]!.id, student: studentRow[0]!.id };
    });
    return reply.code(201).send({
      enrollment: { id: created.enrollment, courseId: e.courseId, studentId: created.student },
      parent: { id: created.parent },
      student: { id: created.student },
      login: parent.email,
    });
  });
}
