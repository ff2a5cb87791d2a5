import { is, type Actor } from '../../auth';
import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a notice (where each is stored; their rules: the contract's write schema). */
export const NOTICE_FIELDS = {
  userId: COLUMN,
  title: COLUMN,
  message: COLUMN,
  dueAt: COLUMN,
  readAt: COLUMN,
} satisfies Record<string, Field>;

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
