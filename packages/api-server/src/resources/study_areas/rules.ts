import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a study area (where each is stored; their rules: the contract's write schema). */
export const STUDY_AREA_FIELDS = {
  tutorId: COLUMN,
  studentId: COLUMN,
  subjectId: COLUMN,
  testDateId: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a study area body. */
export type StudyAreaInput = Partial<{
  tutorId: number | null;
  studentId: number;
  subjectId: number | null;
  testDateId: number | null;
}>;
