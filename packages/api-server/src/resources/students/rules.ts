import { COLUMN, type Field, USER_COLUMN } from '../shared/fields';

/** The writable fields of a student (where each is stored; their rules: the contract's write schema). */
export const STUDENT_FIELDS = {
  firstName: USER_COLUMN,
  lastName: USER_COLUMN,
  // Optional for a student (CRM-32, the contract's StudentCreateSchema): the form sends null when it is empty.
  email: USER_COLUMN,
  timeZone: USER_COLUMN,
  parentId: COLUMN,
  schoolId: COLUMN,
  grade: COLUMN,
  k12User: COLUMN,
  canLogin: COLUMN,
  note: COLUMN,
} satisfies Record<string, Field>;

export type StudentField = keyof typeof STUDENT_FIELDS;

/** The validated fields of a student body. */
export type StudentInput = Partial<Record<StudentField, unknown>>;

/**
 * 422 of `increment_points` taking away more points than the student has (CRM-34, SRV-16; not in the spec, a decision:
 * api-server README). The balance never goes below 0 and nothing is written; the sentence names what is left.
 */
export const pointsBelowZero = (points: number): string =>
  `Points cannot go below 0: this student has ${points} ${points === 1 ? 'point' : 'points'}.`;

/** A student's level from their points (a level per 100 points, DOM-45). */
export function levelOf(points: number) {
  const threshold = (Math.floor(points / 100) + 1) * 100;
  return {
    name: `Level ${Math.floor(points / 100) + 1}`,
    pointThreshold: threshold - 100,
    nextLevel: { name: `Level ${Math.floor(points / 100) + 2}`, pointThreshold: threshold },
  };
}
