import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import { queryBool } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  inIdOrder,
  listMeta,
  orderClause,
  tablePage,
} from '../shared/list';
import { fullNameOfU } from '../shared/users';

/** The badge a student earned (`badge`). */
export type Badge = {
  id: number;
  name: string;
  imageUrl: string;
};

const selectBadges = (kdb: Kdb) =>
  kdb
    .selectFrom('student_badges as t')
    .innerJoin('badges as b', 'b.id', 't.badge_id')
    .selectAll('t')
    .select([
      'b.name',
      'b.image_url',
      sql<Badge>`json_build_object('id', b.id, 'name', b.name, 'imageUrl', b.image_url)`.as('badge'),
    ]);

/** A student badge (DOM-73): the badge's name and image beside the earned row. */
export type StudentBadge = Camel<Awaited<ReturnType<ReturnType<typeof selectBadges>['executeTakeFirstOrThrow']>>>;

/** The prize and shipment embedded in a student prize. */
export type PrizeRef = {
  id: number;
  name: string;
  imageUrl: string;
  badgeCount: number;
};
export type ShipmentRef = {
  id: number;
  status: string;
  sentAt: string | null;
  estimatedDeliveryDate: string | null;
};

const selectStudentPrizes = (kdb: Kdb) =>
  kdb
    .selectFrom('student_prizes as t')
    .innerJoin('prizes as pr', 'pr.id', 't.prize_id')
    .leftJoin('shipments as sh', 'sh.id', 't.shipment_id')
    .selectAll('t')
    .select([
      sql<PrizeRef>`json_build_object('id', pr.id, 'name', pr.name, 'imageUrl', pr.image_url, 'badgeCount', pr.badge_count)`.as(
        'prize',
      ),
      sql<ShipmentRef | null>`CASE WHEN sh.id IS NULL THEN NULL ELSE json_build_object('id', sh.id, 'status', sh.status, 'sentAt', sh.sent_at, 'estimatedDeliveryDate', sh.estimated_delivery_date) END`.as(
        'shipment',
      ),
    ]);

/** A student prize (DOM-67) with its prize and shipment. */
export type StudentPrize = Camel<
  Awaited<ReturnType<ReturnType<typeof selectStudentPrizes>['executeTakeFirstOrThrow']>>
>;

/** The orders of both lists; the newest first by default. */
const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') };
export const QUEST_ORDER_KEYS = Object.keys(ORDERS);

/** The filters of the badges list: `redeemed=true` the spent ones, anything else the gems still to spend (OP-76). */
export const BADGE_FILTERS: Record<string, ListFilter> = {
  redeemed: (v) => (queryBool(v) ? sql<SqlBool>`t.redeemed_at IS NOT NULL` : sql<SqlBool>`t.redeemed_at IS NULL`),
};

/**
 * A page of one of a student's quest tables (count and ids, then the page's rows). `table` is one of the two fixed
 * tables; `select` gives its rows with their joins.
 */
async function page<R extends { id: number }>(
  kdb: Kdb,
  table: 'student_badges' | 'student_prizes',
  select: (ids: number[]) => Promise<R[]>,
  conds: Expression<SqlBool>[],
  paging: ListPaging,
): Promise<{ rows: R[]; meta: ListMeta }> {
  const where = allOf(conds);
  const order = orderClause(paging, ORDERS, sql`t.created_at DESC`);
  // One of two tables named at run time: both have the columns read here.
  const either = kdb as unknown as Kysely<Record<string, { id: number }>>;
  const { c } = await either
    .selectFrom(`${table} as t`)
    .select(sql<number>`count(*)::int`.as('c'))
    .where(where)
    .executeTakeFirstOrThrow();
  const base = either.selectFrom(`${table} as t`).select('t.id').where(where).orderBy(order);
  const ids = (
    await (paging.noPagination ? base : base.limit(paging.per).offset((paging.page - 1) * paging.per)).execute()
  ).map((r) => r.id);
  return { rows: ids.length ? inIdOrder(ids, await select(ids)) : [], meta: listMeta(paging, c) };
}

/** A page of student badges (`conds`: the scope and the student asked about). */
export async function listStudentBadges(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  conds: Expression<SqlBool>[],
): Promise<{ items: StudentBadge[]; meta: ListMeta }> {
  const { rows, meta } = await page(
    kdb,
    'student_badges',
    (ids) => selectBadges(kdb).where('t.id', 'in', ids).execute(),
    [...conds, ...conditionsOf(q, BADGE_FILTERS, null)],
    paging,
  );
  return { items: rows.map(camelize), meta };
}

/** A page of student prizes (`conds`: the scope and the student asked about). */
export async function listStudentPrizes(
  kdb: Kdb,
  paging: ListPaging,
  conds: Expression<SqlBool>[],
): Promise<{ items: StudentPrize[]; meta: ListMeta }> {
  const { rows, meta } = await page(
    kdb,
    'student_prizes',
    (ids) => selectStudentPrizes(kdb).where('t.id', 'in', ids).execute(),
    conds,
    paging,
  );
  return { items: rows.map(camelize), meta };
}

/** One student badge within a scope (null: none, or outside it). */
export async function findStudentBadge(
  kdb: Kdb,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<StudentBadge | null> {
  const row = await selectBadges(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

/** One student prize within a scope (null: none, or outside it). */
export async function findStudentPrize(
  kdb: Kdb,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<StudentPrize | null> {
  const row = await selectStudentPrizes(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

const PRIZE_ORDERS = { id: sql.ref('t.id'), badge_count: sql.ref('t.badge_count'), name: sql.ref('t.name') };
export const PRIZE_ORDER_KEYS = Object.keys(PRIZE_ORDERS);

/** A page of the prizes a student may trade gems for (the available ones), cheapest first by default. */
export async function listPrizes(kdb: Kdb, paging: ListPaging) {
  const order = orderClause(paging, PRIZE_ORDERS, sql.ref('t.badge_count'));
  const { rows, meta } = await tablePage(kdb, 'prizes', sql<SqlBool>`t.available = true`, order, paging);
  return { prizes: rows.map(camelize), meta };
}

/**
 * OP-35: a student trades the prize's price in unredeemed badges (the oldest first, locked) for the prize, which a
 * shipment on hold (two weeks' estimate) will bring; inside the caller's transaction. Returns the student prize id,
 * or a refusal: `unavailable` (no such available prize) or `cannotAfford`.
 */
export async function tradeBadgesForPrize(
  kdb: Kdb,
  studentId: number,
  prizeId: number,
): Promise<number | 'unavailable' | 'cannotAfford'> {
  const prize = await kdb
    .selectFrom('prizes')
    .select(['id', 'badge_count'])
    .where('id', '=', prizeId)
    .where('available', '=', true)
    .executeTakeFirst();
  if (!prize) return 'unavailable';
  const badges = await kdb
    .selectFrom('student_badges')
    .select('id')
    .where('student_id', '=', studentId)
    .where('redeemed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(prize.badge_count)
    .forUpdate()
    .execute();
  if (badges.length < prize.badge_count) return 'cannotAfford';
  const student = await kdb
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(fullNameOfU.as('name'))
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  const shipment = await kdb
    .insertInto('shipments')
    .values({
      status: 'on_hold',
      recipient: student?.name ?? null,
      student_id: studentId,
      estimated_delivery_date: sql<string>`current_date + 14`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const won = await kdb
    .insertInto('student_prizes')
    .values({ student_id: studentId, prize_id: prize.id, shipment_id: shipment.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (badges.length)
    await kdb
      .updateTable('student_badges')
      .set({ redeemed_at: sql`now()`, student_prize_id: won.id })
      .where(
        'id',
        'in',
        badges.map((b) => b.id),
      )
      .execute();
  return won.id;
}

/** API-57: records a student's (or parent's) invitations of friends. */
export async function insertInvitation(kdb: Kdb, studentId: number | null, friends: unknown[]): Promise<void> {
  await kdb
    .insertInto('invitations')
    .values({ student_id: studentId, friends: JSON.stringify(friends) })
    .execute();
}
