import { PARENT_EMAIL_SAME_AS_STUDENT } from '@tutoring/domain';
import { ADDRESS_COLUMN, COLUMN, type Field, JSON_COLUMN, USER_COLUMN } from '../shared/fields';

/** Where the writable fields of a parent are stored (their rules: the contract's `ParentCreateSchema`). */
export const PARENT_FIELDS = {
  firstName: USER_COLUMN,
  lastName: USER_COLUMN,
  email: USER_COLUMN,
  timeZone: USER_COLUMN,
  status: COLUMN,
  active: COLUMN,
  customer: COLUMN,
  employeeId: COLUMN,
  leadSourceId: COLUMN,
  referralSource: COLUMN,
  referralDetails: COLUMN,
  source: COLUMN,
  sourceLink: JSON_COLUMN,
  address: ADDRESS_COLUMN,
  phone: COLUMN,
  homeValue: COLUMN,
  notes: COLUMN,
} satisfies Record<string, Field>;

export type ParentField = keyof typeof PARENT_FIELDS;

/** The validated fields of a parent body. */
export type ParentInput = Partial<Record<ParentField, unknown>>;

/** PARENT_EMAIL_SAME_AS_STUDENT when the new e-mail is one of the parent's children's (spaces and case ignored). */
export function emailOfAChild(email: unknown, childEmails: readonly (string | null)[]): string[] {
  if (typeof email !== 'string') return [];
  const norm = (s: string) => s.replace(/\s/g, '').toLowerCase();
  return childEmails.some((c) => c !== null && norm(c) === norm(email)) ? [PARENT_EMAIL_SAME_AS_STUDENT] : [];
}

/**
 * `POST parents/merge` when both parents have a saved card: a parent keeps one card (DOM-43, PAY-09; unique per parent
 * since migration 0007), and the merge would have to drop one silently. Staff remove one card first (decision in the
 * api-server README, "Merging parents").
 */
export const MERGE_BOTH_CARDS = 'Both parents have a saved card; remove one before merging';
