import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';

/**
 * Students and parents see the unlocked availabilities (to book); a tutor who is not staff their own; staff all.
 * Rows outside the scope answer 404.
 */
export function availabilityScope(a: Actor): Expression<SqlBool> | null {
  if (a.type === 'Student' || a.type === 'Parent') return sql<SqlBool>`t.locked = false`;
  if (is.staff(a)) return null;
  return a.type === 'Tutor' ? sql<SqlBool>`t.tutor_id = ${Number(a.employeeId ?? 0)}` : null;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of availabilities (docs/security.md, SRV-28). */
export const availabilityPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'tutor' },
  update: { allow: 'tutor', records: SCOPED },
  destroy: { allow: 'tutor', records: SCOPED },
} as const satisfies Record<string, Policy>;
