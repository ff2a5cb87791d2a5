import type { Expression, SqlBool } from 'kysely';
import type { Actor } from '../../auth';
import { type Policy, rules } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/** A student sees themself, a parent their children, others every student (rows outside the scope answer 404). */
export const studentScope = (a: Actor): Expression<SqlBool> | null => ownStudentsCondition(a, 't.id');

/** A parent never moves a child to another family nor edits staff notes or the K12 flag (issue 20). */
export const STAFF_ONLY_FIELDS = ['parentId', 'note', 'k12User'] as const;

const SCOPED = 'own records (resource scope)';

/** Who may call each generic route of students (docs/security.md). */
export const studentPolicies = {
  list: { allow: rules.staffTutorOrParent, records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: rules.staffOrParent, records: `${SCOPED}; staff-only fields: ${STAFF_ONLY_FIELDS.join(', ')}` },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
