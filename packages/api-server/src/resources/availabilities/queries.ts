import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { AvailabilitiesTable } from '../../db/schema';
import { queryBool, queryDate } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { intFilter, tableQueries } from '../shared/list';
import type { AvailabilityInput } from './rules';
import { fullNameOfU } from '../shared/users';

/** The wire object of an availability (SRV-28): its tutor as `{id}` and no repeat options. */
export type Availability = Camel<Selectable<AvailabilitiesTable>> & {
  tutor: { id: number };
  repeatOptions: never[];
};

/** A row as the wire object. */
export const availabilityWire = (row: Selectable<AvailabilitiesTable>): Availability => ({
  ...camelize(row),
  tutor: { id: row.tutor_id },
  repeatOptions: [],
});

/** The list filters of availabilities (`startsAt`/`endsAt`: the ones overlapping the range). */
export const AVAILABILITY_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {
  tutorId: intFilter('t.tutor_id', 'tutorId'),
  startsAt: (v) => sql<SqlBool>`t.ends_at >= ${queryDate(v, 'startsAt')}`,
  endsAt: (v) => sql<SqlBool>`t.starts_at <= ${queryDate(v, 'endsAt')}`,
  locked: (v) => {
    const b = queryBool(v);
    return b === undefined ? null : sql<SqlBool>`t.locked = ${b}`;
  },
};

const ORDERS = { id: sql.ref('t.id'), starts_at: sql.ref('t.starts_at'), ends_at: sql.ref('t.ends_at') };
export const AVAILABILITY_ORDER_KEYS = Object.keys(ORDERS);

const availabilities = tableQueries('availabilities', AVAILABILITY_FILTERS, ORDERS, {
  wire: availabilityWire,
  defaultOrder: sql.ref('t.starts_at'),
});
/** A page of availabilities. */
export const listAvailabilities = availabilities.list;
/** One availability (within a scope when given). */
export const findAvailability = availabilities.find;

const columns = (d: AvailabilityInput) => ({
  ...(d.tutorId !== undefined ? { tutor_id: d.tutorId } : {}),
  ...(d.startsAt !== undefined ? { starts_at: d.startsAt } : {}),
  ...(d.endsAt !== undefined ? { ends_at: d.endsAt } : {}),
  ...(d.locked !== undefined ? { locked: d.locked } : {}),
  ...(d.maxedOut !== undefined ? { maxed_out: d.maxedOut } : {}),
});

/** Inserts an availability; returns its id. */
export async function insertAvailability(kdb: Kdb, d: AvailabilityInput): Promise<number> {
  const row = await kdb
    .insertInto('availabilities')
    .values({ ...columns(d), tutor_id: d.tutorId!, starts_at: d.startsAt!, ends_at: d.endsAt! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('availabilities', columns);

/** Updates an availability. */
export const updateAvailability = writes.update;

/** Deletes an availability. */
export const deleteAvailability = writes.destroy;

/**
 * The first availability of a tutor overlapping `startsAt`..`endsAt` (one ending when it starts, or starting when it
 * ends, does not), other than `exceptId` (the one being edited); null when none.
 */
export async function overlappingAvailability(
  kdb: Kdb,
  tutorId: number,
  startsAt: string,
  endsAt: string,
  exceptId: number | null = null,
): Promise<{ id: number; startsAt: string; endsAt: string } | null> {
  const row = await kdb
    .selectFrom('availabilities')
    .select(['id', 'starts_at', 'ends_at'])
    .where('tutor_id', '=', tutorId)
    .where('starts_at', '<', new Date(endsAt).toISOString())
    .where('ends_at', '>', new Date(startsAt).toISOString())
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .orderBy('starts_at')
    .executeTakeFirst();
  return row ? { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/**
 * Locks the tutors' employee rows until the transaction ends (in id order): two writes of one tutor's availabilities
 * wait for each other, so each checks its overlaps against what the other committed.
 */
export async function lockTutors(kdb: Kdb, tutorIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tutorIds)].sort((x, y) => x - y);
  if (ids.length)
    await kdb.selectFrom('employees').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
}

/** `clear_upcoming`: deletes a tutor's future availabilities that are not maxed out; returns how many. */
export async function clearUpcoming(kdb: Kdb, tutorId: number): Promise<number> {
  const rows = await kdb
    .deleteFrom('availabilities')
    .where('tutor_id', '=', tutorId)
    .where('starts_at', '>', sql<string>`now()`)
    .where('maxed_out', '=', false)
    .returning('id')
    .execute();
  return rows.length;
}

const WEEK = 7 * 86400000;

/**
 * The eight weekly repeats of an availability (API-52): each start, with the tutor's bookable availability that
 * overlaps it already (then `availabilityId`).
 */
export async function repeatOptions(kdb: Kdb, av: Availability, tutorId: number) {
  const start = Date.parse(av.startsAt);
  const end = Date.parse(av.endsAt);
  const existing = await kdb
    .selectFrom('availabilities')
    .select(['id', 'starts_at', 'ends_at', 'locked', 'maxed_out'])
    .where('tutor_id', '=', tutorId)
    .where('starts_at', '>', new Date(start).toISOString())
    .where('starts_at', '<', new Date(start + 9 * WEEK).toISOString())
    .execute();
  return Array.from({ length: 8 }, (_, i) => {
    const s = start + (i + 1) * WEEK;
    const e = end + (i + 1) * WEEK;
    const match = existing.find(
      (x) => Date.parse(x.starts_at) < e && Date.parse(x.ends_at) > s && !x.locked && !x.maxed_out,
    );
    return { book: false, startsAt: new Date(s).toISOString(), availabilityId: match?.id ?? null };
  });
}

/** A tutor as `{id, firstName, lastName, name}` (null when none). */
export async function tutorName(kdb: Kdb, tutorId: number) {
  const t = await kdb
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'u.first_name', 'u.last_name', fullNameOfU.as('name')])
    .where('e.id', '=', tutorId)
    .executeTakeFirst();
  return t ? camelize(t) : null;
}

/**
 * Copies an availability to the chosen starts (same length and lock), inside the caller's transaction: the new ones
 * by start, and the starts refused, each with why: it has ended (`overlapping` null) or overlaps an availability of
 * the tutor (one stored, or a chosen start before it). The caller rolls back when any is refused.
 */
export async function repeatAvailability(
  kdb: Kdb,
  av: Availability,
  starts: string[],
  now = Date.now(),
): Promise<{
  created: Availability[];
  refused: { startsAt: string; overlapping: { startsAt: string; endsAt: string } | null }[];
}> {
  const len = Date.parse(av.endsAt) - Date.parse(av.startsAt);
  const ids: number[] = [];
  const refused: { startsAt: string; overlapping: { startsAt: string; endsAt: string } | null }[] = [];
  for (const start of starts) {
    const s = new Date(start);
    const e = new Date(s.getTime() + len);
    if (e.getTime() <= now) {
      refused.push({ startsAt: s.toISOString(), overlapping: null });
      continue;
    }
    const overlap = await overlappingAvailability(kdb, av.tutorId, s.toISOString(), e.toISOString());
    if (overlap) {
      refused.push({ startsAt: s.toISOString(), overlapping: overlap });
      continue;
    }
    const r = await kdb
      .insertInto('availabilities')
      .values({ tutor_id: av.tutorId, starts_at: s.toISOString(), ends_at: e.toISOString(), locked: av.locked })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(r.id);
  }
  if (!ids.length) return { created: [], refused };
  const rows = await kdb.selectFrom('availabilities').selectAll().where('id', 'in', ids).orderBy('starts_at').execute();
  return { created: rows.map(availabilityWire), refused };
}
