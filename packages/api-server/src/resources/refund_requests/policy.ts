import type { Policy } from '../../policy';

/** Who may call each route of refund requests (docs/security.md): staff's, approval needs OPERATIONS. */
export const refundRequestPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
  approve: { allow: 'operations' },
  processManually: { allow: 'staff' },
} as const satisfies Record<string, Policy>;
