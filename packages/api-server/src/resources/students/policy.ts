import type { Expression, SqlBool } from 'kysely';
import type { Actor } from '../../auth';
import { type Policy, rules } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/** A student sees themself, a parent their children, others every student (rows outside the scope answer 404). */
export const studentScope = (a: Actor): Expression<SqlBool> | null => ownStudentsCondition(a, 't.id');

/**
 * A parent never moves a child to another family nor edits staff notes or the K12 flag (issue 20), nor turns the
 * child's sign-in off or on (`canLogin`: access is staff's call, like a lock; a parent set it false and locked the
 * child out, and no family screen offers it). `lockedAt` is not a writable field (staff's `users/{id}/lock|unlock`).
 */
export const STAFF_ONLY_FIELDS = ['parentId', 'note', 'k12User', 'canLogin'] as const;
/**
 * What a student or parent does not read of a student (docs/security.md): staff's note. The other staff-only fields are
 * facts the family's screens read (the parent's id for the card, the K12 flag for the K12 button, sign-in access);
 * only changing them is staff's.
 */
export const HIDDEN_FROM_FAMILY = ['note'] as const satisfies readonly (typeof STAFF_ONLY_FIELDS)[number][];
/** How the 403 names them where the key reads badly. */
export const STAFF_ONLY_LABELS = { canLogin: 'sign-in access' } as const;

const SCOPED = 'own records (resource scope)';

/** Who may call each generic route of students (docs/security.md). */
export const studentPolicies = {
  list: { allow: rules.staffTutorOrParent, records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: rules.staffOrParent, records: `${SCOPED}; staff-only fields: ${STAFF_ONLY_FIELDS.join(', ')}` },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
