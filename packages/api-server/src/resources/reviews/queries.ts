import { type Expression, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import { queryBool } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import {
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  inIdOrder,
  intFilter,
  listMeta,
  orderClause,
} from '../shared/list';
import type { ReviewInput } from './rules';

const selectReviews = (kdb: Kdb) =>
  kdb
    .selectFrom('reviews as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('t')
    .select(
      sql<{
        id: number;
        firstName: string;
        avatarUrl: string | null;
      }>`json_build_object('id', e.id, 'firstName', u.first_name, 'avatarUrl', e.avatar_url)`.as('employee'),
    );

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['executeTakeFirstOrThrow']>>;

/** The wire object of a review, with the reviewed tutor's first name and avatar. */
export type Review = Camel<ReviewRow>;

/** The list filters of reviews. */
export const REVIEW_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {
  completed: (v) => {
    const b = queryBool(v);
    return b === undefined ? null : sql<SqlBool>`t.completed = ${b}`;
  },
  studentId: intFilter('t.student_id', 'studentId'),
  employeeId: intFilter('t.employee_id', 'employeeId'),
};

const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') };
export const REVIEW_ORDER_KEYS = Object.keys(ORDERS);

/** A page of reviews: count and ids from the table, then the page's rows with their tutor (issue 13). */
export async function listReviews(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ items: Review[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, REVIEW_FILTERS, scope));
  const order = orderClause(paging, ORDERS, sql.ref('t.id'));
  const { c } = await kdb
    .selectFrom('reviews as t')
    .select(sql<number>`count(*)::int`.as('c'))
    .where(where)
    .executeTakeFirstOrThrow();
  let ids = kdb.selectFrom('reviews as t').select('t.id').where(where).orderBy(order);
  if (!paging.noPagination) ids = ids.limit(paging.per).offset((paging.page - 1) * paging.per);
  const pageIds = (await ids.execute()).map((r) => r.id);
  const rows = pageIds.length ? await selectReviews(kdb).where('t.id', 'in', pageIds).execute() : [];
  return { items: inIdOrder(pageIds, rows).map((r) => camelize(r)), meta: listMeta(paging, c) };
}

/** One review (within a scope when given). */
export async function findReview(kdb: Kdb, id: number, scope: Expression<SqlBool> | null): Promise<Review | null> {
  const row = await selectReviews(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

/** Updates a review. */
export async function updateReview(kdb: Kdb, id: number, d: ReviewInput): Promise<void> {
  const set = {
    ...(d.stars !== undefined ? { stars: d.stars } : {}),
    ...('comment' in d ? { comment: d.comment ?? null } : {}),
    ...(d.completed !== undefined ? { completed: d.completed } : {}),
  };
  if (Object.keys(set).length) await kdb.updateTable('reviews').set(set).where('id', '=', id).execute();
}
