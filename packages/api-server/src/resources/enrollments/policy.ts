import type { Expression, SqlBool } from 'kysely';
import type { Actor } from '../../auth';
import { type Policy, rules } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/** A student sees their own enrollments, a parent their children's; staff and employees every one (issue 20). */
export const enrollmentScope = (a: Actor): Expression<SqlBool> | null => ownStudentsCondition(a, 't.student_id');

const SCOPED = 'own records (resource scope)';

/** Who may call each route of enrollments (docs/security.md). */
export const enrollmentPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: 'staff', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
  statuses: { allow: 'any' },
  // The family's own enrollment actions (PAY-19); the records are the resource scope (another family's answer 404).
  addHours: { allow: rules.staffOrParent },
  autoRenew: { allow: rules.staffOrParent },
  applyCoupon: { allow: rules.staffOrParent },
  moveTrial: { allow: 'staff' },
  cancel: { allow: rules.staffOrParent },
  uncancel: { allow: rules.staffOrParent },
  convertToContract: { allow: 'staff' },
  transfer: { allow: rules.staffOrParent },
} as const satisfies Record<string, Policy>;
