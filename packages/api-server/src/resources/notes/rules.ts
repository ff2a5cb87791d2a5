import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a note (the contract's body schema is checked first). */
export const NOTE_FIELDS = {
  regardingType: f.str(50),
  regardingId: { schema: z.number().int().positive().max(2147483647) },
  body: f.str(10000),
} satisfies Record<string, Field>;
export const NOTE_REQUIRED = ['regardingType', 'regardingId', 'body'] as const;

/** The validated fields of a note body. */
export interface NoteInput {
  regardingType: string;
  regardingId: number;
  body: string;
}
