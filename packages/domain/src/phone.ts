/** Phone numbers (DS-14..DS-17, OP-17, C-10). */
import { FIELD_REQUIRED } from '@tutoring/domain';
import { INVALID_PHONE } from '@tutoring/domain/areas';

/** DS-14: the phone input's country choices (labels and values). */
export const PHONE_COUNTRIES = ['US', 'Non-US'] as const;
/** A phone country choice (DS-14). */
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** E.164 allows at most 15 digits. */
const MAX_PHONE_DIGITS = 15;
/** DS-15: a Non-US number has at least 7 digits. */
const MIN_NON_US_DIGITS = 7;

const digitsOf = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/**
 * DS-16, OP-17: an existing number normalised for storage. Digits only; 10 digits -> "+1" + the 10; 11 digits
 * starting with 1 -> "+1" + the last 10; any other count -> "+" + the digits; no digits -> "".
 */
export function normalizePhone(raw: string | null | undefined): string {
  const digits = digitsOf(raw);
  if (!digits) return '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+1${digits.slice(1)}`;
  return `+${digits}`;
}

/**
 * DS-16, OP-17: display format by digit count. 10 -> "(XXX) XXX-XXXX"; 11 with a leading 1 -> "+1 (XXX) XXX-XXXX";
 * 12 -> "+XX XXX XXX XXXX"; anything else is returned as given.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = digitsOf(value);
  if (d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 11 && d.startsWith('1')) return `+1 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`;
  if (d.length === 12) return `+${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
  return value ?? '';
}

/**
 * DS-15, DS-17: validates a phone input. US: +1 and exactly 10 digits (typed as 10 digits, or 11 starting with 1; an
 * explicit "+" must be "+1"). Non-US: starts with "+", then digits and separators only, 7 to 15 digits.
 * An empty value is "Required" unless `required` is false (DS-17: required by default). Invalid -> INVALID_PHONE.
 */
export function validatePhone(
  value: string | null | undefined,
  country: PhoneCountry,
  { required = true }: { required?: boolean } = {},
): string | null {
  const text = (value ?? '').trim();
  if (!text) return required ? FIELD_REQUIRED : null;
  if (!/^\+?[\d\s().-]+$/.test(text)) return INVALID_PHONE;
  const digits = digitsOf(text);
  if (country === 'US') {
    const ok = text.startsWith('+')
      ? digits.length === 11 && digits.startsWith('1')
      : digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
    return ok ? null : INVALID_PHONE;
  }
  return text.startsWith('+') && digits.length >= MIN_NON_US_DIGITS && digits.length <= MAX_PHONE_DIGITS
    ? null
    : INVALID_PHONE;
}

/** DS-14, OP-17: the country choice for an existing number: US for +1 with 10 digits (or empty), else Non-US. */
export function phoneCountryOf(value: string | null | undefined): PhoneCountry {
  const normalized = normalizePhone(value);
  return !normalized || /^\+1\d{10}$/.test(normalized) ? 'US' : 'Non-US';
}
