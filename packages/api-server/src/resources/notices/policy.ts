import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import type { Policy } from '../../policy';

/** Notices are their owner's only (SRV-37): rows of other users answer 404. */
export const noticeScope = (a: Actor): Expression<SqlBool> => sql<SqlBool>`t.user_id = ${Number(a.userId)}`;

const SCOPED = 'own records (resource scope)';

/** Who may call each route of notices (docs/security.md). */
export const noticePolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: 'any', records: SCOPED },
  destroy: { allow: 'staff', records: SCOPED },
} as const satisfies Record<string, Policy>;
