import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a message (SRV-38). */
export const MESSAGE_FIELDS = {
  messageType: COLUMN,
  subject: COLUMN,
  body: COLUMN,
  regardingType: COLUMN,
  regardingId: COLUMN,
  studentRecipientIds: COLUMN,
  parentRecipientIds: COLUMN,
  employeeRecipientIds: COLUMN,
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
