import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a contact history (CRM notes, calls, e-mails… about a record). */
export const CONTACT_HISTORY_FIELDS = {
  type: f.oneOf(['Note', 'Call', 'Email', 'SMS', 'Message'], 'Type'),
  subject: f.strN(191),
  body: f.str(10000),
  regardingType: f.str(50),
  regardingId: { schema: z.number().int().positive().max(2147483647) },
} satisfies Record<string, Field>;
export const CONTACT_HISTORY_REQUIRED = ['type', 'regardingType', 'regardingId'] as const;

/** The validated fields of a contact history body. */
export type ContactHistoryInput = Partial<{
  type: string;
  subject: string | null;
  body: string;
  regardingType: string;
  regardingId: number;
}>;
