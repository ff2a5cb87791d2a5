import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';

/** Staff see every lead source; everyone else sees the schools only (a student's school, SRV-17). */
export const leadSourceScope = (a: Actor): Expression<SqlBool> | null =>
  is.staff(a) ? null : sql<SqlBool>`t.type = 'School'`;

const SCOPED = 'own records (resource scope)';

/** Who may call each generic route of lead_sources, pending_schools and schools (docs/security.md). */
export const leadSourcePolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: 'staff', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
