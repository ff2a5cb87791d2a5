import type { Policy } from '../../policy';

/** Who may read a line item adjustment (docs/security.md). */
export const adjustmentPolicies = { show: { allow: 'staff' } } as const satisfies Record<string, Policy>;
