import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a tutor package transcript (where each is stored; their rules: the contract's write schema). */
export const TRANSCRIPT_FIELDS = {
  tierId: COLUMN,
  brandId: COLUMN,
  studentId: COLUMN,
  subjectId: COLUMN,
  additionalSubjectId: COLUMN,
  includeMembership: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a tutor package transcript body. */
export type TranscriptInput = Partial<{
  tierId: number | null;
  brandId: number | null;
  studentId: number;
  subjectId: number | null;
  additionalSubjectId: number | null;
  includeMembership: boolean;
}>;
