import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a contact history (CRM notes, calls, e-mails… about a record). */
export const CONTACT_HISTORY_FIELDS = {
  type: COLUMN,
  subject: COLUMN,
  body: COLUMN,
  regardingType: COLUMN,
  regardingId: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a contact history body. */
export type ContactHistoryInput = Partial<{
  type: string;
  subject: string | null;
  body: string;
  regardingType: string;
  regardingId: number;
}>;
