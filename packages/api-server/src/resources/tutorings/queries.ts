import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TutoringsTable } from '../../db/schema';
import { queryDate } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import { type PersonRef, personRefs } from '../shared/refs';

/** The wire object of a tutoring (SES-47), with its student and tutor by name when asked (a single one always). */
export type Tutoring = Camel<Selectable<TutoringsTable>> & { student?: PersonRef | null; tutor?: PersonRef | null };

export const TUTORING_FILTERS: Record<string, ListFilter> = {
  studentId: intFilter('t.student_id', 'studentId'),
  tutorId: intFilter('t.tutor_id', 'tutorId'),
  // The calendar window: tutorings that end after `startsAt` and start before `endsAt`.
  startsAt: (v) => sql<SqlBool>`t.starts_at + make_interval(mins => t.duration) >= ${queryDate(v, 'startsAt')!}`,
  endsAt: (v) => sql<SqlBool>`t.starts_at <= ${queryDate(v, 'endsAt')!}`,
};

const ORDERS = { id: sql.ref('t.id'), starts_at: sql.ref('t.starts_at') };
export const TUTORING_ORDER_KEYS = Object.keys(ORDERS);

const tutorings = tableQueries('tutorings', TUTORING_FILTERS, ORDERS, {
  wire: (r): Tutoring => camelize(r),
  defaultOrder: sql`t.starts_at`,
});
/** A page of tutorings (by start by default). */
export const listTutorings = tutorings.list;
/** One tutoring within a scope when given. */
export const findTutoring = tutorings.find;

/** `student` and/or `tutor` by name (SES-47: the tutorings list names both with `include=student,tutor`). */
export async function nameTutoringPeople(kdb: Kdb, items: Tutoring[], which: { student: boolean; tutor: boolean }) {
  if (which.student) {
    const refs = await personRefs(
      kdb,
      'students',
      items.map((i) => i.studentId),
    );
    for (const i of items) i.student = (i.studentId !== null && refs.get(i.studentId)) || null;
  }
  if (which.tutor) {
    const refs = await personRefs(
      kdb,
      'employees',
      items.map((i) => i.tutorId),
    );
    for (const i of items) i.tutor = (i.tutorId !== null && refs.get(i.tutorId)) || null;
  }
}

/** True when the student exists (and, for a parent, is their child). */
export async function studentExists(kdb: Kdb, studentId: number, parentId?: number | null): Promise<boolean> {
  const row = await kdb
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .$if(parentId !== undefined, (qb) => qb.where('parent_id', '=', parentId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

/** The outcome of one booking: a pending tutoring, or why not. */
export type BookingResult =
  { ok: true; row: Selectable<TutoringsTable>; tutorId: number } | { ok: false; reason: string };

/**
 * Books one tutoring (run inside a transaction): an open availability covering the time (locked for the booking),
 * no other live tutoring of its tutor overlapping (but the one being replaced), not in the past.
 */
export async function bookTutoring(
  kdb: Kdb,
  b: { studentId: number; startsAt: Date; duration: number; availabilityId: number | null; replacing: number | null },
): Promise<BookingResult> {
  const s = b.startsAt.toISOString();
  const e = new Date(b.startsAt.getTime() + b.duration * 60000).toISOString();
  const av = await kdb
    .selectFrom('availabilities')
    .select(['id', 'tutor_id'])
    .$if(b.availabilityId !== null, (qb) => qb.where('id', '=', b.availabilityId!))
    .where('locked', '=', false)
    .where('maxed_out', '=', false)
    .where('starts_at', '<=', s)
    .where('ends_at', '>=', e)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!av) return { ok: false, reason: 'No open availability covers this time' };
  const clash = await kdb
    .selectFrom('tutorings')
    .select('id')
    .where('tutor_id', '=', av.tutor_id)
    .where('status', '<>', 'canceled')
    .where('starts_at', '<', e)
    .where(sql<SqlBool>`starts_at + make_interval(mins => duration) > ${s}`)
    .where('id', '<>', b.replacing ?? 0)
    .executeTakeFirst();
  if (clash) return { ok: false, reason: 'This time has already been booked' };
  if (b.startsAt.getTime() < Date.now()) return { ok: false, reason: 'This time is in the past' };
  const row = await kdb
    .insertInto('tutorings')
    .values({
      student_id: b.studentId,
      tutor_id: av.tutor_id,
      availability_id: av.id,
      starts_at: s,
      duration: b.duration,
      status: 'pending',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, row, tutorId: av.tutor_id };
}

/** The users row of an employee (realtime). */
export async function employeeUserId(kdb: Kdb, employeeId: number): Promise<number | null> {
  const r = await kdb.selectFrom('employees').select('user_id').where('id', '=', employeeId).executeTakeFirst();
  return r?.user_id ?? null;
}

export async function cancelTutoring(kdb: Kdb, id: number): Promise<void> {
  await kdb.updateTable('tutorings').set({ status: 'canceled' }).where('id', '=', id).execute();
}
