// Queries of the public enrollment portal (SHL-07, SHL-20): the courses open for enrollment and the records an
// enrollment writes.
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { CoursesTable, DB } from '../../db/schema';
import { upsertProfile } from '../authorize_net_profiles/queries';
import { enrollmentStartColumns } from '../enrollments/rules';
import { TUTORING_SPLIT } from '../sessions/policy';

/** How many upcoming sessions each course lists. */
const SESSIONS_SHOWN = 6;

/**
 * A course open for enrollment: published, not reserved for a student (or its reservation has ended), with at least
 * one published, upcoming, not canceled session a family can join. A tutoring split (DOM-23 `Session::TutoringSplit`)
 * is not one: it is a private part of its hub session for the students already on it (docs/adr/0006).
 */
const eb = expressionBuilder<DB & { c: CoursesTable }, 'c'>();
const OPEN_COURSE: Expression<SqlBool> = eb.and([
  eb('c.status', '=', 'published'),
  eb.or([eb('c.reserved_for_id', 'is', null), eb('c.reserved_until', '<', sql<string>`current_date`)]),
  eb.exists(
    eb
      .selectFrom('sessions as s')
      .select(sql`1`.as('one'))
      .whereRef('s.course_id', '=', 'c.id')
      .where('s.published', '=', true)
      .where('s.starts_at', '>', sql<string>`now()`)
      .where('s.canceled_at', 'is', null)
      .where('s.type', '!=', TUTORING_SPLIT),
  ),
]);

/**
 * A course with a pricing a family can be shown and charged (DOM-46; docs/decisions/public-courses.md): a `price` that
 * is a number, zero (free) included. Without one the portal could show no price and the enrollment would charge
 * nothing, so such a course is neither offered nor enrolled into.
 */
const PRICED_COURSE = sql<SqlBool>`(jsonb_typeof(c.pricing->'price') = 'number' AND (c.pricing->>'price')::numeric >= 0)`;

/** The courses open for enrollment that have a pricing, by title, each with its next published sessions. */
export async function openCourses(kdb: Kdb) {
  const courses = await kdb
    .selectFrom('courses as c')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .leftJoin('departments as d', 'd.id', 'b.department_id')
    .select([
      'c.id',
      'c.title',
      'b.name as brand_name',
      'd.name as department_name',
      'c.grade_level',
      'c.duration',
      'c.pricing',
    ])
    .where(OPEN_COURSE)
    .where(PRICED_COURSE)
    .orderBy('c.title')
    .orderBy('c.id')
    .execute();
  const ids = courses.map((c) => c.id);
  const sessions = ids.length
    ? await kdb
        .selectFrom((eb) =>
          eb
            .selectFrom('sessions as s')
            .select([
              's.id',
              's.course_id',
              's.title',
              's.starts_at',
              's.ends_at',
              sql<number>`row_number() OVER (PARTITION BY s.course_id ORDER BY s.starts_at)`.as('n'),
            ])
            .where('s.course_id', 'in', ids)
            .where('s.published', '=', true)
            .where('s.starts_at', '>', sql<string>`now()`)
            .where('s.canceled_at', 'is', null)
            .where('s.type', '!=', TUTORING_SPLIT)
            .as('x'),
        )
        .select(['x.id', 'x.course_id', 'x.title', 'x.starts_at', 'x.ends_at'])
        .where('x.n', '<=', SESSIONS_SHOWN)
        .orderBy('x.starts_at')
        .execute()
    : [];
  // Timestamps arrive as ISO strings (the adapter's parsers); the sessions are grouped by course once.
  const byCourse = new Map<number, { id: number; title: string | null; startsAt: string; endsAt: string }[]>();
  for (const s of sessions) {
    const list = byCourse.get(s.course_id!) ?? [];
    list.push({ id: s.id, title: s.title, startsAt: s.starts_at, endsAt: s.ends_at });
    byCourse.set(s.course_id!, list);
  }
  return courses.map((c) => ({
    id: c.id,
    title: c.title,
    brandName: c.brand_name,
    departmentName: c.department_name,
    gradeLevel: c.grade_level,
    duration: c.duration,
    // DOM-46: what the family will pay (the trial, then the price), shown before they enroll; the enrollment copies it.
    pricing: c.pricing ?? null,
    sessions: byCourse.get(c.id) ?? [],
  }));
}

/**
 * Locks an e-mail address (lower-cased) until the transaction ends: a transaction-level advisory lock, so two
 * enrollments of one address wait for each other and the second sees the first's users row.
 */
export async function lockEmail(kdb: Kdb, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`users.email:${email}`}))`.execute(kdb);
}

/**
 * The course if it is open for enrollment, locked until the enrollment's transaction ends, with whether it has a
 * pricing ({@link PRICED_COURSE}).
 */
export function lockOpenCourse(kdb: Kdb, courseId: number) {
  return kdb
    .selectFrom('courses as c')
    .select(['c.id', 'c.pricing', PRICED_COURSE.as('priced')])
    .where('c.id', '=', courseId)
    .where(OPEN_COURSE)
    .forUpdate()
    .executeTakeFirst();
}

/** The parent, student, card profile and enrollment of one enrollment (inside its transaction). */
export async function insertEnrollment(
  kdb: Kdb,
  e: {
    /** A signed-in parent's own family: the student joins it, no parent is created and `parentUserId` is unused. */
    parentId?: number;
    parentUserId: number;
    studentUserId: number;
    phone: string | null;
    grade: number | null;
    card: { profileId: string; cardType: string; masked: string };
    expiry: string;
    zip: string | null;
    course: { id: number; pricing: unknown };
  },
): Promise<{ enrollment: number; parent: number; student: number }> {
  const parent =
    e.parentId !== undefined
      ? { id: e.parentId }
      : await kdb
          .insertInto('parents')
          .values({
            user_id: e.parentUserId,
            status: 'Active',
            customer: true,
            source: 'enrollment portal',
            phone: e.phone,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
  const student = await kdb
    .insertInto('students')
    .values({ user_id: e.studentUserId, parent_id: parent.id, grade: e.grade })
    .returning('id')
    .executeTakeFirstOrThrow();
  // One profile per parent (migration 0007): a signed-in parent's card replaces theirs, as a POST of a profile does.
  await upsertProfile(kdb, {
    parentId: parent.id,
    providerProfileId: e.card.profileId,
    cardType: e.card.cardType,
    masked: e.card.masked,
    expirationDate: e.expiry,
    zip: e.zip,
  });
  // A course with a trial starts the enrollment trialing, its end counted from now (it started active, trial false);
  // a staff `POST enrollments` starts the same way.
  const enrollment = await kdb
    .insertInto('enrollments')
    .values({
      student_id: student.id,
      course_id: e.course.id,
      ...enrollmentStartColumns(e.course.pricing, undefined, new Date()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { enrollment: enrollment.id, parent: parent.id, student: student.id };
}
