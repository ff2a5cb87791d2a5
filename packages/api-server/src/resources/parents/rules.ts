import { z } from 'zod';
import { AddressBodySchema } from '@tutoring/contract';
import { PARENT_EMAIL_SAME_AS_STUDENT, isAddressValid } from '@tutoring/domain';
import { type Field, f } from '../shared/fields';

/**
 * An optional address (DS-13, CRM-09): none (null), an empty one, or street1, city, state and zip all filled. The
 * forms send null for an empty address; a partial one is refused with a message naming the address.
 */
export const optionalAddress = (): Field =>
  f.json(
    AddressBodySchema.nullable().refine((address) => isAddressValid(address), {
      message: 'Address must be empty or have its street, city, state and zip filled',
    }),
  );

/** The writable fields of a parent, with their rules (the contract's body schema is checked first). */
export const PARENT_FIELDS = {
  firstName: f.user(),
  lastName: f.user(),
  email: f.email(),
  timeZone: f.timeZone('user'),
  status: f.strN(100),
  active: f.bool(),
  customer: f.bool(),
  employeeId: f.id(),
  leadSourceId: f.id(),
  referralSource: f.strN(100),
  referralDetails: f.strN(1000),
  source: f.strN(100),
  sourceLink: f.json(z.record(z.string(), z.unknown()).nullable()),
  address: optionalAddress(),
  phone: f.strN(30),
  homeValue: f.intN(0, 100000000),
  notes: f.strN(10000),
} satisfies Record<string, Field>;

export type ParentField = keyof typeof PARENT_FIELDS;
export const PARENT_REQUIRED: readonly ParentField[] = ['firstName', 'lastName', 'email', 'timeZone'];

/** The validated fields of a parent body. */
export type ParentInput = Partial<Record<ParentField, unknown>>;

/** PARENT_EMAIL_SAME_AS_STUDENT when the new e-mail is one of the parent's children's (spaces and case ignored). */
export function emailOfAChild(email: unknown, childEmails: readonly (string | null)[]): string[] {
  if (typeof email !== 'string') return [];
  const norm = (s: string) => s.replace(/\s/g, '').toLowerCase();
  return childEmails.some((c) => c !== null && norm(c) === norm(email)) ? [PARENT_EMAIL_SAME_AS_STUDENT] : [];
}
