import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of an inbox activity (SRV-38). */
export const INBOX_FIELDS = {
  title: COLUMN,
  body: COLUMN,
  regardingType: COLUMN,
  regardingId: COLUMN,
  readAt: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of an inbox activity body. */
export type InboxInput = Partial<{
  title: string;
  body: string;
  regardingType: string | null;
  regardingId: number | null;
  readAt: string | null;
}>;
