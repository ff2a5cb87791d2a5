import type { Policy } from '../../policy';

/** Who may call each generic route of shipments (docs/security.md): staff ship, admins delete. */
export const shipmentPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
