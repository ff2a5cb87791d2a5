import type { Policy } from '../../policy';

/** Who may call each route of coupons (docs/security.md): staff read the codes they apply (PAY-22). */
export const couponPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
} as const satisfies Record<string, Policy>;
