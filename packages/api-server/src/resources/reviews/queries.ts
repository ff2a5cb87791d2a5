import { type Expression, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import { queryBool } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { intFilter, tableQueries } from '../shared/list';
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

const reviews = tableQueries(
  'reviews',
  REVIEW_FILTERS,
  { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') },
  { rows: selectReviews, wire: (r: ReviewRow): Review => camelize(r) },
);
export const REVIEW_ORDER_KEYS = reviews.orderKeys;
/** A page of reviews: count and ids from the table, the page's rows with their tutor (issue 13). */
export const listReviews = reviews.list;
/** One review (within a scope when given). */
export const findReview = reviews.find;

/** Updates a review. */
export const updateReview = tableWrites('reviews', (d: ReviewInput) => ({
  ...(d.stars !== undefined ? { stars: d.stars } : {}),
  ...('comment' in d ? { comment: d.comment ?? null } : {}),
  ...(d.completed !== undefined ? { completed: d.completed } : {}),
})).update;
