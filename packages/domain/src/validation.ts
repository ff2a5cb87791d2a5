/**
 * Form validators (CRM-06..CRM-09, CRM-29, CRM-32, DOM-36, DOM-37, STU-05, STU-25, STF-22, SES-29, SES-31, DOM-39).
 * Each returns the spec message (or a field-error map), never throws, and treats whitespace-only text as empty.
 */
import { isAddressValid, type AddressValues } from './address';
import {
  EVENT_DETAILS_MAX,
  EVENT_NAME_MAX,
  INVITE_SLOTS,
  PASSWORD_MIN,
  REVIEW_COMMENT_MAX,
  TARGET_MAX,
  TARGET_MIN,
} from './constants';
import { parseDateInput, toIsoDate, isoDateIn, type DateTimeInput } from './dates';
import {
  FIELD_REQUIRED,
  FILL_REQUIRED_FIELDS,
  FIX_FORM_ERRORS,
  INVALID_DATE_FORMAT,
  INVITE_AT_LEAST_ONE_FRIEND,
  INVITE_ONE_NAME_REQUIRED,
  PARENT_EMAIL_SAME_AS_STUDENT,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MIN_LENGTH,
  RESERVATION_END_NOT_BEFORE_TODAY,
  RESERVATION_END_REQUIRED,
  SELECT_ONE_RECIPIENT,
  fieldBetween,
  fieldMaxLength,
} from './messages';

/** Field name -> message; an empty object means valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const blank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';
/** Length in characters (code points), as the server counts it: an emoji is one character. */
export const charCount = (text: string | null | undefined): number => [...(text ?? '')].length;

/* E-mails ------------------------------------------------------------------------------------------------------ */

/** DOM-37: the e-mail pattern: one "@", no spaces, and a dot inside the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** DOM-37: whether one e-mail address matches the pattern. */
export function isValidEmail(email: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((email ?? '').trim());
}

/** DOM-36: an e-mail compared after removing all spaces and lower-casing. */
const comparableEmail = (email: string | null | undefined): string => (email ?? '').replace(/\s/g, '').toLowerCase();

/**
 * DOM-36, CRM-07: true when the parent e-mail differs from every student e-mail, comparing after removing all spaces
 * and lower-casing. Empty e-mails never clash.
 */
export function differentEmails(
  parentEmail: string | null | undefined,
  studentEmails: ReadonlyArray<string | null | undefined>,
): boolean {
  const parent = comparableEmail(parentEmail);
  if (!parent) return true;
  return !studentEmails.some((email) => comparableEmail(email) === parent);
}

/** DOM-37, DS-29: splits e-mail list text on commas, semicolons and whitespace, dropping empty parts. */
export function parseEmailList(text: string | null | undefined): string[] {
  return (text ?? '').split(/[,;\s]+/).filter((part) => part !== '');
}

/** DOM-37, DS-29: true when every entry of the list matches the e-mail pattern (an empty list is valid). */
export function isValidEmailList(text: string | null | undefined): boolean {
  return parseEmailList(text).every(isValidEmail);
}

/* Parents and students ----------------------------------------------------------------------------------------- */

/** The parent form's values as far as CRM-06..CRM-09 care. `timezone` is read as well as `timeZone` (C-9). */
export interface ParentFormValues {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  timeZone?: string | null;
  timezone?: string | null;
  address?: AddressValues | null;
}

/**
 * CRM-06, CRM-07, CRM-09: the message that blocks saving a parent, or null. Order: required fields (first name,
 * last name, e-mail, time zone) -> "Please fill all required fields"; e-mail equal to a student's (DOM-36) ->
 * "Parent email cannot be the same as the student email"; invalid address (DS-13) -> "Please fill all required
 * fields".
 */
export function validateParent(
  parent: ParentFormValues,
  {
    studentEmails = [],
    addressRequired = false,
  }: { studentEmails?: ReadonlyArray<string | null | undefined>; addressRequired?: boolean } = {},
): string | null {
  if (
    blank(parent.firstName) ||
    blank(parent.lastName) ||
    blank(parent.email) ||
    blank(parent.timeZone ?? parent.timezone)
  ) {
    return FILL_REQUIRED_FIELDS;
  }
  if (!differentEmails(parent.email, studentEmails)) return PARENT_EMAIL_SAME_AS_STUDENT;
  if (!isAddressValid(parent.address, { required: addressRequired })) return FILL_REQUIRED_FIELDS;
  return null;
}

/** CRM-32: first and last name are required -> "Please fill all required fields". */
export function validateStudentNames(student: { firstName?: string | null; lastName?: string | null }): string | null {
  return blank(student.firstName) || blank(student.lastName) ? FILL_REQUIRED_FIELDS : null;
}

/** CRM-29: a message needs at least one recipient of any kind. */
export function validateMessageRecipients(message: {
  studentRecipientIds?: readonly unknown[] | null;
  parentRecipientIds?: readonly unknown[] | null;
  employeeRecipientIds?: readonly unknown[] | null;
}): string | null {
  const count =
    (message.studentRecipientIds?.length ?? 0) +
    (message.parentRecipientIds?.length ?? 0) +
    (message.employeeRecipientIds?.length ?? 0);
  return count > 0 ? null : SELECT_ONE_RECIPIENT;
}

/* Set password (STU-05) ------------------------------------------------------------------------------------------- */

/** STU-05 result: field messages, the confirmation's error key and the form-level message. */
export interface SetPasswordValidation {
  password: string | null;
  confirmation: string | null;
  /** DS-30: "noMatch" when the confirmation differs. */
  confirmationKey: 'noMatch' | null;
  /** "Please fix the errors on the form." when anything is invalid. */
  form: string | null;
}

/** STU-05: password at least 6 characters; confirmation equal to the password. */
export function validateSetPassword({
  password,
  passwordConfirmation,
}: {
  password?: string | null;
  passwordConfirmation?: string | null;
}): SetPasswordValidation {
  const pwd = password ?? '';
  const passwordError = pwd.length < PASSWORD_MIN ? PASSWORD_MIN_LENGTH : null;
  const mismatch = (passwordConfirmation ?? '') !== pwd;
  return {
    password: passwordError,
    confirmation: mismatch ? PASSWORDS_DO_NOT_MATCH : null,
    confirmationKey: mismatch ? 'noMatch' : null,
    form: passwordError || mismatch ? FIX_FORM_ERRORS : null,
  };
}

/* Invite friends (STU-25) ----------------------------------------------------------------------------------------- */

/** STU-25 result. */
export interface InviteFriendsValidation {
  /** Form-level toast: "Please enter at least one friend." when all slots are empty. */
  form: string | null;
  /** Field error of the first input: "One friend name is required." when all slots are empty (OP-29). */
  firstField: string | null;
  /** The non-empty names, trimmed, to send as `{friends}`. */
  friends: string[];
}

/** STU-25: at least one of the three names. */
export function validateInviteFriends(names: ReadonlyArray<string | null | undefined>): InviteFriendsValidation {
  const friends = names
    .slice(0, INVITE_SLOTS)
    .map((n) => (n ?? '').trim())
    .filter((n) => n !== '');
  const none = friends.length === 0;
  return {
    form: none ? INVITE_AT_LEAST_ONE_FRIEND : null,
    firstField: none ? INVITE_ONE_NAME_REQUIRED : null,
    friends,
  };
}

/* Numbers ---------------------------------------------------------------------------------------------------------- */

/**
 * A required number within [min, max]: "Required" when empty, "Must be between {min} and {max}" when not a number
 * or out of range (OP-31k, OP-31l).
 */
export function validateRequiredNumber(
  value: number | string | null | undefined,
  min: number,
  max: number,
): string | null {
  if (blank(value)) return FIELD_REQUIRED;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? null : fieldBetween(min, max);
}

/** STF-22, STF-23: both targets required, 0 to 80. */
export function validateTutorTargets(targets: {
  deliveryTarget?: number | string | null;
  availabilityTarget?: number | string | null;
}): FieldErrors<'deliveryTarget' | 'availabilityTarget'> {
  const errors: FieldErrors<'deliveryTarget' | 'availabilityTarget'> = {};
  const delivery = validateRequiredNumber(targets.deliveryTarget, TARGET_MIN, TARGET_MAX);
  const availability = validateRequiredNumber(targets.availabilityTarget, TARGET_MIN, TARGET_MAX);
  if (delivery) errors.deliveryTarget = delivery;
  if (availability) errors.availabilityTarget = availability;
  return errors;
}

/* Events (SES-31) ------------------------------------------------------------------------------------------------- */

/** SES-31: name required (max 191), date required as MM/DD/YYYY, details max 280. */
export function validateEvent(event: {
  name?: string | null;
  date?: string | null;
  details?: string | null;
}): FieldErrors<'name' | 'date' | 'details'> {
  const errors: FieldErrors<'name' | 'date' | 'details'> = {};
  if (blank(event.name)) errors.name = FIELD_REQUIRED;
  else if (charCount(event.name) > EVENT_NAME_MAX) errors.name = fieldMaxLength(EVENT_NAME_MAX);
  if (blank(event.date)) errors.date = FIELD_REQUIRED;
  else if (!parseDateInput(event.date)) errors.date = INVALID_DATE_FORMAT;
  if (charCount(event.details) > EVENT_DETAILS_MAX) errors.details = fieldMaxLength(EVENT_DETAILS_MAX);
  return errors;
}

/* Reservation end date (SES-29) -------------------------------------------------------------------------------- */

/**
 * SES-29, OP-31j: the reservation end date (MM/DD/YYYY as typed, or YYYY-MM-DD) is required and may not be before
 * today in `timeZone` (the user's zone; default the machine's). Today itself is allowed.
 */
export function validateReservationEndDate(
  endDate: string | null | undefined,
  now: DateTimeInput = new Date(),
  timeZone?: string | null,
): string | null {
  if (blank(endDate)) return RESERVATION_END_REQUIRED;
  const iso = toIsoDate((endDate ?? '').trim());
  if (!iso) return INVALID_DATE_FORMAT;
  const today = isoDateIn(now, timeZone);
  return today && iso < today ? RESERVATION_END_NOT_BEFORE_TODAY : null;
}

/* Reviews (STU-20) ------------------------------------------------------------------------------------------------- */

/** DOM-39, STU-20: review comment at most 191 characters. */
export function validateReviewComment(comment: string | null | undefined): string | null {
  return charCount(comment) > REVIEW_COMMENT_MAX ? fieldMaxLength(REVIEW_COMMENT_MAX) : null;
}
