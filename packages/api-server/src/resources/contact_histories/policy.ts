import type { Policy } from '../../policy';

/** Who may call each route of contact histories (docs/security.md). */
export const contactHistoryPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
