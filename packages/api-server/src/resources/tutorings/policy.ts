import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/** A family sees its students' tutorings, staff all, a tutor the ones booked with them. */
export const tutoringScope = (a: Actor): Expression<SqlBool> | null =>
  ownStudentsCondition(a, 't.student_id') ??
  (is.staff(a) ? null : sql<SqlBool>`t.tutor_id = ${Number(a.employeeId ?? 0)}`);

const SCOPED = 'own records (resource scope)';

/** Who may read tutorings (docs/security.md); they are written by `POST tutorings` only. */
export const tutoringPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
} as const satisfies Record<string, Policy>;
