import type { Policy } from '../../policy';

/** Who may call each route of messages (docs/security.md). */
export const messagePolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
