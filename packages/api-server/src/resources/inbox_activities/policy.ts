import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import type { Policy } from '../../policy';

/** An employee's inbox is their own (rows of other users answer 404). */
export const inboxScope = (a: Actor): Expression<SqlBool> => sql<SqlBool>`t.user_id = ${Number(a.userId)}`;

const SCOPED = 'own records (resource scope)';

/** Who may call each route of inbox activities (docs/security.md); they are created by the system, never by a call. */
export const inboxPolicies = {
  list: { allow: 'employee', records: SCOPED },
  show: { allow: 'employee', records: SCOPED },
  update: { allow: 'employee', records: SCOPED },
  destroy: { allow: 'employee', records: SCOPED },
} as const satisfies Record<string, Policy>;
