import { type Expression, type SqlBool, type Updateable, expressionBuilder, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DB, ParentsTable, UsersTable } from '../../db/schema';
import { USER_COLUMNS, deleteWithUser, insertWithUser, personSearch, updateWithUser } from '../shared/users';
import { profileWire } from '../authorize_net_profiles/queries';
import { queryBool, queryStr, unprocessable } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { boolFilter } from '../shared/filters';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  conditionsOf,
  intFilter,
  orderClause,
  pageQuery,
  searchPattern,
} from '../shared/list';
export { includesOf } from '../shared/list';
import { moveRegarding } from '../shared/regarding';
import { enrollmentStatusNow } from '../enrollments/queries';
import { MERGE_BOTH_CARDS, PARENT_FIELDS, type ParentInput } from './rules';
import { jsonColumnValue } from '../shared/columns';

type Tables = DB & { t: ParentsTable; u: UsersTable };
const eb = expressionBuilder<Tables, 't' | 'u'>();

/** The parent columns of every reply: the parents row and the name, e-mail, time zone and roles of its users row. */
export const selectParents = (kdb: Kdb) =>
  kdb
    .selectFrom('parents as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('t')
    .select([...USER_COLUMNS]);

/** One parent row as read. */
export type ParentRow = Awaited<ReturnType<ReturnType<typeof selectParents>['executeTakeFirstOrThrow']>>;

/** DOM-43 `parent.subscription` (PAY-17, PAY-28). */
export interface Subscription {
  id: number;
  state: string;
  displayState: string;
  trialEndsAt: string | null;
  contractEndsAt: string | null;
  inContract: boolean;
  balance: number;
  credit: number;
  delayedCancelAt: string | null;
  canceledAt: string | null;
  nextAssessmentAt: string | null;
}

/** A child as a parent reply lists it (`include=students`). */
export interface ParentChild {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  grade: number | null;
  gradeLevel: number | null;
  points: number;
  active: boolean;
}

/** The wire object of a parent (ADR 0001: camelCase; `timezone` repeats `timeZone` for older screens). */
export type Parent = Camel<ParentRow> & {
  timezone: string;
  subscription?: Subscription | null;
  students?: ParentChild[];
  authorizeNetProfile?: ReturnType<typeof profileWire> | null;
};

/** A row as the wire object. */
export const parentWire = (row: ParentRow): Parent => {
  // The camelCase copy gets `timezone` added rather than copied again (every row of every list comes through here).
  const wire: Parent = camelize(row) as Parent;
  wire.timezone = row.time_zone;
  return wire;
};

/** One parent by id within a scope (null: none, or outside it). */
export async function findParent(kdb: Kdb, id: number, scope: Expression<SqlBool> | null): Promise<ParentRow | null> {
  const row = await selectParents(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ?? null;
}

/** The list filters of parents (query name → condition; undefined/empty values are no filter). */
export const PARENT_FILTERS: Record<string, ListFilter> = {
  status: (v) => {
    const list = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
    return list.length ? sql<SqlBool>`t.status = ANY(${list}::text[])` : null;
  },
  employeeId: intFilter('t.employee_id', 'employeeId'),
  active: boolFilter('t.active'),
  customer: boolFilter('t.customer'),
  /** CRM-36 "Unassigned": `true` keeps the parents without an advisor (`false` is no filter). */
  unassigned: (v) => (queryBool(v) ? eb('t.employee_id', 'is', null) : null),
  abandoned: (v) => (queryBool(v) ? eb('t.abandoned_at', 'is not', null) : null),
  quickFilter: (v) => {
    switch (queryStr(v)) {
      case 'last_touch':
        return sql<SqlBool>`(t.last_touched_at IS NULL OR t.last_touched_at < now() - interval '30 days')`;
      case 'last_promotion':
        return sql<SqlBool>`(t.last_promotion_at IS NULL OR t.last_promotion_at < now() - interval '30 days')`;
      case 'recently_assigned':
        return sql<SqlBool>`t.assigned_at >= now() - interval '14 days'`;
      case 'not_touched':
        return sql<SqlBool>`t.created_at <= now() - interval '14 days' AND t.calls_count <= 3`;
      case 'low_hours':
        return sql<SqlBool>`EXISTS (SELECT 1 FROM students s JOIN enrollments en ON en.student_id = s.id WHERE s.parent_id = t.id AND en.hours <= 5)`;
      case 'high_home_value':
        return eb('t.home_value', '>=', 1000);
      case 'abandoned':
        return eb('t.abandoned_at', 'is not', null);
      default:
        return null;
    }
  },
};

/** The orders a list may ask for (`orderBy`, snake_case) and whether they read the users row. */
const ORDERS = {
  id: { expr: sql.ref('t.id'), user: false },
  last_name: { expr: sql`lower(u.last_name)`, user: true },
  first_name: { expr: sql`lower(u.first_name)`, user: true },
  email: { expr: sql`lower(u.email)`, user: true },
  created_at: { expr: sql.ref('t.created_at'), user: false },
  status: { expr: sql.ref('t.status'), user: false },
  last_touched_at: { expr: sql.ref('t.last_touched_at'), user: false },
} as const;
export const PARENT_ORDER_KEYS = Object.keys(ORDERS);

/**
 * `query`: one indexed branch per searched expression (trigram indexes serve `LIKE '%text%'`, issue 13), the ids found
 * kept: full name, e-mail, phone.
 */
function searchCondition(kdb: Kdb, text: string): Expression<SqlBool> {
  const byPhone = kdb
    .selectFrom('parents as t')
    .select('t.id')
    .where(sql`lower(coalesce(t.phone, ''))`, 'like', searchPattern(text));
  return eb('t.id', 'in', personSearch(kdb, 'parents', text).union(byPhone));
}

/**
 * A page of parents (issue 13's shape, one statement since issue 26): the count and the page's ids read the parents
 * table alone (the users row only when the order needs it), an unconditioned count reads the trigger-kept
 * `row_counts`; the full rows are those of the page's ids.
 */
export async function listParents(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ rows: ParentRow[]; meta: ListMeta }> {
  const conds = conditionsOf(q, PARENT_FILTERS, scope);
  const text = queryStr(q.query);
  if (text) conds.push(searchCondition(kdb, text));
  const order = orderClause(
    paging,
    Object.fromEntries(Object.entries(ORDERS).map(([k, o]) => [k, o.expr])),
    sql`t.created_at DESC`,
  );
  const needsUser = paging.orderKey !== undefined && ORDERS[paging.orderKey as keyof typeof ORDERS].user;
  const base = kdb.selectFrom('parents as t');
  return pageQuery(kdb, {
    rows: selectParents(kdb),
    countFrom: base,
    idsFrom: needsUser ? base.innerJoin('users as u', 'u.id', 't.user_id') : base,
    keptCount: 'parents',
    conditions: conds,
    order,
    paging,
  });
}

/** Adds the asked-for related data to parents (`subscription`, `students`, `authorizeNetProfile`). */
export async function addParentIncludes(kdb: Kdb, items: Parent[], include: Set<string>): Promise<void> {
  if (!items.length) return;
  const ids = items.map((i) => i.id);
  if (include.has('subscription')) {
    const subs = await subscriptionsOf(kdb, ids);
    for (const i of items) i.subscription = subs.get(i.id) ?? null;
  }
  if (include.has('students')) {
    const children = await kdb
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.parent_id', 's.id', 'u.first_name', 'u.last_name', 'u.email', 's.grade', 's.points', 's.active'])
      .where('s.parent_id', 'in', ids)
      .orderBy('s.id')
      .execute();
    for (const i of items)
      i.students = children
        .filter((c) => c.parent_id === i.id)
        .map((c) => ({
          id: c.id,
          firstName: c.first_name,
          lastName: c.last_name,
          email: c.email,
          grade: c.grade,
          gradeLevel: c.grade,
          points: c.points,
          active: c.active,
        }));
  }
  if (include.has('authorizeNetProfile')) {
    const profiles = await kdb
      .selectFrom('payment_profiles')
      .selectAll()
      .where('parent_id', 'in', ids)
      .orderBy('id', 'desc')
      .execute();
    for (const i of items) {
      const p = profiles.find((x) => x.parent_id === i.id);
      i.authorizeNetProfile = p ? profileWire(camelize(p)) : null;
    }
  }
}

const SUBSCRIPTION_STATES = ['active', 'trialing', 'past_due', 'pending_cancellation', 'canceled'];

/** The first billing day after today, stepping from `from` (YYYY-MM-DD) by the pricing interval (default 1 month). */
function rollForward(from: string, pricing: unknown): string {
  const p = (pricing ?? {}) as { intervalUnit?: unknown; intervalLength?: unknown };
  const length = typeof p.intervalLength === 'number' && p.intervalLength > 0 ? p.intervalLength : 1;
  const unit =
    p.intervalUnit === 'day' || p.intervalUnit === 'week' || p.intervalUnit === 'year' ? p.intervalUnit : 'month';
  const today = new Date().toISOString().slice(0, 10);
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  for (let k = 1; k < 10000; k += 1) {
    const step = k * length;
    const date =
      unit === 'day' || unit === 'week'
        ? new Date(Date.UTC(y, m - 1, d + step * (unit === 'week' ? 7 : 1)))
        : new Date(Date.UTC(y + (unit === 'year' ? step : 0), m - 1 + (unit === 'month' ? step : 0), 1));
    if (unit === 'month' || unit === 'year') {
      // Keep the billing day, clamped to the month's last day (Jan 31 -> Feb 28).
      const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      date.setUTCDate(Math.min(d, last));
    }
    const day = date.toISOString().slice(0, 10);
    if (day > today) return day;
  }
  return today;
}

/**
 * DOM-43 `parent.subscription` (PAY-17, PAY-28) of each parent, derived from the family's recurring enrollments (type
 * `Enrollment`): the live one (active, trialing, past due, pending cancellation; else the latest canceled) gives the
 * state; `nextAssessmentAt` is the next pending installment (noon UTC of its due day), else the trial end while
 * trialing, else the last installment's day rolled forward by the course's billing interval (default monthly); the
 * balance is what failed or overdue installments of the family owe. Parents without one are absent from the map.
 */
export async function subscriptionsOf(kdb: Kdb, parentIds: number[]): Promise<Map<number, Subscription>> {
  // A trial whose end has passed is over (docs/decisions/enrollment-trials.md): the state is the status now.
  const status = enrollmentStatusNow('e');
  const rows = await sql<{
    parent_id: number;
    id: number;
    status: string;
    contract: boolean;
    created_at: string;
    canceled_at: string | null;
    trial_ends_at: string | null;
    next_due: string | null;
    last_due: string | null;
    course_pricing: unknown;
    balance: number;
  }>`SELECT DISTINCT ON (s.parent_id) s.parent_id, e.id, ${status} AS status, e.contract, e.created_at, e.canceled_at, e.pricing->>'trialEndsAt' AS trial_ends_at,
       (SELECT min(i.due_on) FROM installments i WHERE i.enrollment_id = e.id AND i.status = 'pending' AND i.due_on >= current_date) AS next_due,
       (SELECT max(i.due_on) FROM installments i WHERE i.enrollment_id = e.id) AS last_due,
       (SELECT c.pricing FROM courses c WHERE c.id = e.course_id) AS course_pricing,
       (SELECT coalesce(sum(i.amount), 0) FROM installments i JOIN enrollments e2 ON e2.id = i.enrollment_id JOIN students s2 ON s2.id = e2.student_id
         WHERE s2.parent_id = s.parent_id AND (i.status = 'failed' OR (i.status = 'pending' AND i.due_on < current_date))) AS balance
     FROM enrollments e JOIN students s ON s.id = e.student_id
     WHERE s.parent_id = ANY(${parentIds}) AND e.type = 'Enrollment' AND ${status} = ANY(${SUBSCRIPTION_STATES})
     ORDER BY s.parent_id, array_position(${SUBSCRIPTION_STATES}::text[], ${status}), e.id DESC`.execute(kdb);
  const out = new Map<number, Subscription>();
  for (const r of rows.rows) {
    const state = r.status;
    const live = state !== 'canceled' && state !== 'pending_cancellation';
    const dueDay = r.next_due ?? rollForward(r.last_due ?? r.created_at.slice(0, 10), r.course_pricing);
    const due = `${dueDay}T12:00:00.000Z`;
    const trialEnds = typeof r.trial_ends_at === 'string' ? r.trial_ends_at : null;
    const contractEnds = r.contract ? new Date(Date.parse(r.created_at) + 365 * 86400000).toISOString() : null;
    out.set(r.parent_id, {
      id: r.id,
      state,
      displayState: state.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
      trialEndsAt: state === 'trialing' ? trialEnds : null,
      contractEndsAt: contractEnds,
      inContract: Boolean(r.contract) && contractEnds !== null && Date.parse(contractEnds) > Date.now(),
      balance: Number(r.balance),
      credit: 0,
      delayedCancelAt: state === 'pending_cancellation' ? due : null,
      canceledAt: r.canceled_at ?? null,
      nextAssessmentAt: live ? (state === 'trialing' && !r.next_due && trialEnds ? trialEnds : due) : null,
    });
  }
  return out;
}

/** The e-mails of a parent's children (a parent may not take one of them, PARENT_EMAIL_SAME_AS_STUDENT). */
export async function childEmails(kdb: Kdb, parentId: number): Promise<(string | null)[]> {
  const rows = await kdb
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.email')
    .where('s.parent_id', '=', parentId)
    .execute();
  return rows.map((r) => r.email);
}

const json = (v: unknown): string => JSON.stringify(v ?? null);

/** The parents-row columns of validated fields (jsonb fields as JSON text); the users row's are {@link userColumnsOf}. */
function columnsOf(data: ParentInput): Updateable<ParentsTable> {
  const own: Updateable<ParentsTable> = {};
  const sn = (v: unknown) => v as string | null;
  if ('status' in data) own.status = sn(data.status);
  if ('active' in data) own.active = data.active as boolean;
  if ('customer' in data) own.customer = data.customer as boolean;
  if ('employeeId' in data) own.employee_id = data.employeeId as number | null;
  if ('leadSourceId' in data) own.lead_source_id = data.leadSourceId as number | null;
  if ('referralSource' in data) own.referral_source = sn(data.referralSource);
  if ('referralDetails' in data) own.referral_details = sn(data.referralDetails);
  if ('source' in data) own.source = sn(data.source);
  if ('sourceLink' in data) own.source_link = json(data.sourceLink);
  if ('address' in data) own.address = jsonColumnValue(data.address, PARENT_FIELDS.address);
  if ('phone' in data) own.phone = sn(data.phone);
  if ('homeValue' in data) own.home_value = data.homeValue as number | null;
  if ('notes' in data) own.notes = sn(data.notes);
  return own;
}

/** Inserts a parent and its users row (type Parent, who must set a password); returns the parent id. */
export const insertParent = (kdb: Kdb, data: ParentInput): Promise<number> =>
  insertWithUser(kdb, 'parents', 'Parent', columnsOf(data), data);

/** Updates a parent's row and its users row with validated fields. */
export const updateParent = (kdb: Kdb, id: number, data: ParentInput): Promise<void> =>
  updateWithUser(kdb, 'parents', id, columnsOf(data), data);

/** Deletes a parent and its users row. */
export const deleteParent = (kdb: Kdb, id: number, userId: number): Promise<void> =>
  deleteWithUser(kdb, 'parents', id, userId);

/** `POST parents/merge` (SRV-14): the transfer parent's children, payments, card and CRM rows move to the current one. */
export async function mergeParents(kdb: Kdb, currentId: number, transferId: number, notes: string | null | undefined) {
  const rows = await kdb
    .selectFrom('parents')
    .select(['id', 'user_id', 'notes'])
    .where('id', 'in', [currentId, transferId])
    .forUpdate()
    .execute();
  const current = rows.find((r) => r.id === currentId);
  const transfer = rows.find((r) => r.id === transferId);
  if (!current || !transfer) return false;
  const cards = await kdb
    .selectFrom('payment_profiles')
    .select(sql<number>`count(DISTINCT parent_id)::int`.as('n'))
    .where('parent_id', 'in', [current.id, transfer.id])
    .executeTakeFirstOrThrow();
  if (cards.n === 2) throw unprocessable(MERGE_BOTH_CARDS);
  await kdb.updateTable('students').set({ parent_id: current.id }).where('parent_id', '=', transfer.id).execute();
  await kdb.updateTable('payments').set({ parent_id: current.id }).where('parent_id', '=', transfer.id).execute();
  await kdb
    .updateTable('payment_profiles')
    .set({ parent_id: current.id })
    .where('parent_id', '=', transfer.id)
    .execute();
  await moveRegarding(kdb, 'Parent', transfer.id, current.id);
  const merged = [current.notes, notes].filter((n) => n && String(n).trim()).join('\n');
  await kdb
    .updateTable('parents')
    .set({ notes: merged || null })
    .where('id', '=', current.id)
    .execute();
  await deleteParent(kdb, transfer.id, transfer.user_id);
  return true;
}

/**
 * `GET parents/abandoned_counts`: abandoned parents, of them those of the last 7 and 30 days. Only the abandoned rows
 * are read (`parents_abandoned_at_idx`, migration 0013), not every parent. The counts are the badge of the "Abandoned"
 * quick filter (OP-40), which lists the caller's own parents only: so they count the parents owned by
 * `employeeId` (none without an employee record).
 */
export async function abandonedCounts(
  kdb: Kdb,
  employeeId: number | null,
): Promise<{ abandoned: number; last7Days: number; last30Days: number }> {
  const r = await kdb
    .selectFrom('parents')
    .select([
      sql<number>`count(*)::int`.as('abandoned'),
      sql<number>`count(*) FILTER (WHERE abandoned_at >= now() - interval '7 days')::int`.as('last7_days'),
      sql<number>`count(*) FILTER (WHERE abandoned_at >= now() - interval '30 days')::int`.as('last30_days'),
    ])
    .where('abandoned_at', 'is not', null)
    .where('employee_id', '=', employeeId ?? -1)
    .executeTakeFirstOrThrow();
  return { abandoned: r.abandoned, last7Days: r.last7_days, last30Days: r.last30_days };
}

/** True when an employee exists. */
export async function employeeExists(kdb: Kdb, id: number): Promise<boolean> {
  return (await kdb.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
