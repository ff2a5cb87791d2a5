import { z } from 'zod';
import { is, type Actor } from '../../auth';
import { type Field, f } from '../shared/fields';

/** The writable fields of a notice (the contract's body schema is checked first). */
export const NOTICE_FIELDS = {
  userId: { schema: z.number().int().positive().max(2147483647) },
  title: f.str(191),
  message: f.str(5000),
  dueAt: f.dateTimeN(),
  readAt: f.dateTimeN(),
} satisfies Record<string, Field>;
export const NOTICE_REQUIRED = ['userId', 'title'] as const;

/** The validated fields of a notice body. */
export type NoticeInput = Partial<{
  userId: number;
  title: string;
  message: string;
  dueAt: string | null;
  readAt: string | null;
}>;

/** Only staff change more than `readAt` (the owner marks a notice read). */
export const noticeUpdateErrors = (data: NoticeInput, a: Actor): string[] =>
  Object.keys(data).some((k) => k !== 'readAt') && !is.staff(a) ? ['Only readAt can be changed'] : [];
