import type { Policy } from '../../policy';

/** Who may call each generic route of places (docs/security.md): everyone reads them, staff keep them, admins delete. */
export const placePolicies = {
  list: { allow: 'any' },
  show: { allow: 'any' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
