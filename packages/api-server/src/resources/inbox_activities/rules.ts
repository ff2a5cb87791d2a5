import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of an inbox activity (SRV-38). */
export const INBOX_FIELDS = {
  title: f.str(191),
  body: f.str(10000),
  regardingType: { schema: z.string().max(50).nullable() },
  regardingId: f.id(),
  readAt: f.dateTimeN(),
} satisfies Record<string, Field>;

/** The validated fields of an inbox activity body. */
export type InboxInput = Partial<{
  title: string;
  body: string;
  regardingType: string | null;
  regardingId: number | null;
  readAt: string | null;
}>;
