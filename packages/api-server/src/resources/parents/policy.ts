import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import { type Policy, rules } from '../../policy';

/** A parent sees only their own record; staff see every parent (rows outside the scope answer 404). */
export function parentScope(a: Actor): Expression<SqlBool> | null {
  return a.type === 'Parent' ? sql<SqlBool>`${sql.ref('t.id')} = ${Number(a.parentId ?? 0)}` : null;
}

const SCOPED = 'own records (resource scope)';

/** What a parent may not change on their own record: what the CRM keeps about them is staff's (issue 20). */
export const STAFF_ONLY_FIELDS = [
  'status',
  'active',
  'customer',
  'employeeId',
  'leadSourceId',
  'referralSource',
  'referralDetails',
  'source',
  'sourceLink',
  'homeValue',
  'notes',
] as const;

/**
 * What a parent does not read of their own record (docs/security.md): the CRM's fields about them, which only staff
 * change ({@link STAFF_ONLY_FIELDS}), and its bookkeeping (calls made, last touch and promotion, assignment,
 * abandonment). No family screen shows any of them; a parent read them all (notes, home value, owner, calls).
 */
export const HIDDEN_FROM_FAMILY = [
  ...STAFF_ONLY_FIELDS,
  'callsCount',
  'lastTouchedAt',
  'lastPromotionAt',
  'assignedAt',
  'abandonedAt',
] as const;

/** Who may call each generic route of parents (docs/security.md). */
export const parentPolicies = {
  list: { allow: 'staff', records: SCOPED },
  show: { allow: rules.staffOrParent, records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: rules.staffOrParent, records: `${SCOPED}; staff-only fields: ${STAFF_ONLY_FIELDS.join(', ')}` },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
