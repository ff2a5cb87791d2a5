import type { Policy } from '../../policy';

/** Who may call each generic route of brands (docs/security.md): every signed-in user reads one (a course names its brand), employees list them, admins keep them. */
export const brandPolicies = {
  list: { allow: 'employee' },
  show: { allow: 'any' },
  create: { allow: 'admin' },
  update: { allow: 'admin' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
