import { type Field, f } from '../shared/fields';

/** The writable fields of a student, with their rules (the contract's body schema is checked first). */
export const STUDENT_FIELDS = {
  firstName: f.user(),
  lastName: f.user(),
  // Optional for a student (CRM-32, the contract's StudentCreateSchema): the form sends null when it is empty.
  email: { ...f.email(), schema: f.email().schema.nullable() },
  timeZone: f.timeZone('user'),
  parentId: f.id(),
  schoolId: f.id(),
  grade: f.intN(-1, 16),
  k12User: f.bool(),
  canLogin: f.bool(),
  note: f.strN(10000),
} satisfies Record<string, Field>;

export type StudentField = keyof typeof STUDENT_FIELDS;
export const STUDENT_REQUIRED: readonly StudentField[] = ['firstName', 'lastName'];

/** The validated fields of a student body. */
export type StudentInput = Partial<Record<StudentField, unknown>>;

/** A student's level from their points (a level per 100 points, DOM-45). */
export function levelOf(points: number) {
  const threshold = (Math.floor(points / 100) + 1) * 100;
  return {
    name: `Level ${Math.floor(points / 100) + 1}`,
    pointThreshold: threshold - 100,
    nextLevel: { name: `Level ${Math.floor(points / 100) + 2}`, pointThreshold: threshold },
  };
}
