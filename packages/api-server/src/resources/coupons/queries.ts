import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { CouponsTable } from '../../db/schema';
import { queryStr } from '../../util';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  orderClause,
  tablePage,
} from '../shared/list';

/** The wire object of a coupon (PAY-22): its code, `unit` ('dollars' | 'percentage') and amount. */
export type Coupon = Selectable<CouponsTable>;

/** The list filters of coupons (`code`, case-insensitive, as apply_coupon and add_hours match it). */
export const COUPON_FILTERS: Record<string, ListFilter> = {
  code: (v) => {
    const s = queryStr(v);
    return s === undefined ? null : sql<SqlBool>`lower(t.code) = lower(${s})`;
  },
};

const ORDERS = { id: sql.ref('t.id'), code: sql.ref('t.code'), amount: sql.ref('t.amount') };
export const COUPON_ORDER_KEYS = Object.keys(ORDERS);

/** A page of coupons, by code unless another order is asked for. */
export async function listCoupons(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Coupon[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, COUPON_FILTERS, null));
  const order = orderClause(paging, ORDERS, sql`t.code`);
  const { rows, meta } = await tablePage(kdb, 'coupons', where, order, paging);
  return { items: rows, meta };
}

/** One coupon by id. */
export async function findCoupon(kdb: Kdb, id: number): Promise<Coupon | null> {
  return (await kdb.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The coupon of a code (case-insensitive, surrounding spaces ignored), or null. */
export async function couponByCode(kdb: Kdb, code: string): Promise<Coupon | null> {
  return (
    (await kdb
      .selectFrom('coupons')
      .selectAll()
      .where(sql<SqlBool>`lower(code) = lower(${code.trim()})`)
      .executeTakeFirst()) ?? null
  );
}
