import { z } from 'zod';
import { type Field, f } from '../shared/fields';

const ids = (): Field => ({ schema: z.array(z.number().int().positive().max(2147483647)).max(1000) });

/** The writable fields of a message (SRV-38). */
export const MESSAGE_FIELDS = {
  messageType: f.str(50),
  subject: f.strN(191),
  body: f.str(10000),
  regardingType: { schema: z.string().max(50).nullable() },
  regardingId: f.id(),
  studentRecipientIds: ids(),
  parentRecipientIds: ids(),
  employeeRecipientIds: ids(),
} satisfies Record<string, Field>;

/** The validated fields of a message body. */
export type MessageInput = Partial<{
  messageType: string;
  subject: string | null;
  body: string;
  regardingType: string | null;
  regardingId: number | null;
  studentRecipientIds: number[];
  parentRecipientIds: number[];
  employeeRecipientIds: number[];
}>;

type Recipients = Pick<MessageInput, 'studentRecipientIds' | 'parentRecipientIds' | 'employeeRecipientIds'>;

/** A message needs at least one recipient (counting the stored ones an update does not replace). */
export function recipientErrors(data: Recipients, existing: Recipients | null): string[] {
  const count = (k: keyof Recipients) => (data[k] ?? existing?.[k] ?? []).length;
  return count('studentRecipientIds') + count('parentRecipientIds') + count('employeeRecipientIds') === 0
    ? ['Please select at least 1 recipient']
    : [];
}
