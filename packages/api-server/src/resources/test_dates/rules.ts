import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a test date (the contract's body schema is checked first). */
export const TEST_DATE_FIELDS = { date: { schema: z.iso.date() }, subjectId: f.id() } satisfies Record<string, Field>;
export const TEST_DATE_REQUIRED = ['date'] as const;

/** The validated fields of a test date body. */
export type TestDateInput = Partial<{ date: string; subjectId: number | null }>;
