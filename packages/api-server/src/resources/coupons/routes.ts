import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { couponPolicies } from './policy';
import { COUPON_FILTERS, COUPON_ORDER_KEYS, type Coupon, findCoupon, listCoupons } from './queries';

/**
 * Coupons (PAY-22): the codes staff apply to an enrollment (`PUT enrollments/{id}/apply_coupon`) or a renewal
 * (`add_hours?couponCode=`), listed so the payments area can offer them. Read-only: the codes are seeded.
 */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  registerCrud<Coupon, never>(app, {
    path: 'coupons',
    what: 'Coupon',
    contract: resources.coupons,
    policies: couponPolicies,
    filters: Object.keys(COUPON_FILTERS),
    orderKeys: COUPON_ORDER_KEYS,
    list: (q, paging) => listCoupons(kdb, q, paging),
    find: (id) => findCoupon(kdb, id),
    versionTable: 'coupons',
  });
};
