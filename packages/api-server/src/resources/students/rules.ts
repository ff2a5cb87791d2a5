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

/**
 * The most points an employee who is not staff (a tutor) gives or takes away in one `increment_points` (CRM-34 is
 * staff's screen; a decision, docs/security.md): a level's worth (a level per 100 points). Staff keep the contract's
 * ±100,000 per call.
 */
export const TUTOR_POINTS_MAX = 100;
/** 422 on `points` of a tutor's call over {@link TUTOR_POINTS_MAX}. */
export const TUTOR_POINTS_RULE = `A tutor can give or take away at most ${TUTOR_POINTS_MAX} points at a time.`;
/** 403 of a tutor's `increment_points` for a student of none of their sessions or tutorings. */
export const POINTS_NOT_YOUR_STUDENT = 'You can only give points to students of your own sessions.';

/** A student's level from their points (a level per 100 points, DOM-45). */
export function levelOf(points: number) {
  const threshold = (Math.floor(points / 100) + 1) * 100;
  return {
    name: `Level ${Math.floor(points / 100) + 1}`,
    pointThreshold: threshold - 100,
    nextLevel: { name: `Level ${Math.floor(points / 100) + 2}`, pointThreshold: threshold },
  };
}
