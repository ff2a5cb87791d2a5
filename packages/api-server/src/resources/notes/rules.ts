import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a note (where each is stored; their rules: the contract's write schema). */
export const NOTE_FIELDS = {
  regardingType: COLUMN,
  regardingId: COLUMN,
  body: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a note body. */
export interface NoteInput {
  regardingType: string;
  regardingId: number;
  body: string;
}
