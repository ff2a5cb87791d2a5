import type { Policy } from '../../policy';

/** Who may call each route of target histories (docs/security.md). */
export const targetHistoryPolicies = {
  list: { allow: 'employee' },
  show: { allow: 'employee' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
