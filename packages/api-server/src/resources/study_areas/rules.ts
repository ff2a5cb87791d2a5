import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a study area (the contract's body schema is checked first). */
export const STUDY_AREA_FIELDS = {
  tutorId: f.id(),
  studentId: { schema: z.number().int().positive().max(2147483647) },
  subjectId: f.id(),
  testDateId: f.id(),
} satisfies Record<string, Field>;
export const STUDY_AREA_REQUIRED = ['studentId'] as const;

/** The validated fields of a study area body. */
export type StudyAreaInput = Partial<{
  tutorId: number | null;
  studentId: number;
  subjectId: number | null;
  testDateId: number | null;
}>;
