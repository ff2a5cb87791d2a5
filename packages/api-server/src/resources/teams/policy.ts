import type { Policy } from '../../policy';

/** Who may call each route of teams (docs/security.md). */
export const teamPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'admin' },
  update: { allow: 'admin' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
