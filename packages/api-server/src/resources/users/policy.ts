import type { Policy } from '../../policy';

/**
 * Who may call each users route (docs/security.md). Whose record: the handler answers 403 for another user's record
 * (reading: unless staff; password: unless admin) and for a password change while acting as another user.
 */
export const userPolicies = {
  show: { allow: 'any', records: 'own user (staff: any)' },
  changePassword: { allow: 'any', records: 'own user (admin: any); not while acting as another user' },
  unlock: { allow: 'staff' },
  lock: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
