import type { Policy } from '../../policy';

/** Who may call each route of study areas (docs/security.md): employees read them, staff write them. */
export const studyAreaPolicies = {
  list: { allow: 'employee' },
  show: { allow: 'employee' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'staff' },
} as const satisfies Record<string, Policy>;
