import type { Policy } from '../../policy';

/** Who may call each route of assignments (docs/security.md): employees read them, staff staff sessions (SRV-44). */
export const assignmentPolicies = {
  list: { allow: 'employee' },
  show: { allow: 'employee' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'staff' },
} as const satisfies Record<string, Policy>;
