import type { Policy } from '../../policy';

/** Who may call each route of departments (docs/security.md): employees read them, admins write them. */
export const departmentPolicies = {
  list: { allow: 'employee' },
  show: { allow: 'employee' },
  create: { allow: 'admin' },
  update: { allow: 'admin' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
