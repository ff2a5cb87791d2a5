import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a tutor package transcript (the contract's body schema is checked first). */
export const TRANSCRIPT_FIELDS = {
  tierId: f.id(),
  brandId: f.id(),
  studentId: { schema: z.number().int().positive().max(2147483647) },
  subjectId: f.id(),
  additionalSubjectId: f.id(),
  includeMembership: f.bool(),
} satisfies Record<string, Field>;
export const TRANSCRIPT_REQUIRED = ['studentId'] as const;

/** The validated fields of a tutor package transcript body. */
export type TranscriptInput = Partial<{
  tierId: number | null;
  brandId: number | null;
  studentId: number;
  subjectId: number | null;
  additionalSubjectId: number | null;
  includeMembership: boolean;
}>;
