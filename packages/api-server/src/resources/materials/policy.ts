import type { Policy } from '../../policy';

/** Who may call each generic route of materials (docs/security.md): staff keep the catalogue, admins delete. */
export const materialPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
