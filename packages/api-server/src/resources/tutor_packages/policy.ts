import type { Policy } from '../../policy';

/** Who may call each route of tutor packages (docs/security.md): staff read them, admins keep them. */
export const tutorPackagePolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'admin' },
  update: { allow: 'admin' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
