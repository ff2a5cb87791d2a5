/**
 * Card entry rules that need no card-number check (PAY-06, PAY-08, PAY-11, PAY-14, DOM-30, DOM-38). The number
 * checks (PAY-03..PAY-05, PAY-07, PAY-15: isAmex, validateCardNumber, validateCardForSave) use card-validator and
 * live in the subpath entry `@tutoring/domain/card-number` (issue 13), so only the card forms bundle card-validator.
 */
import { CARD_ERROR_CODES, INVALID_PAYMENT_DETAILS, NAME_ON_CARD_INVALID } from './messages';

/** A card expiry month and four-digit year. */
export interface CardExpiry {
  /** 1..12 */
  month: number;
  /** Four-digit year. */
  year: number;
}

/**
 * PAY-06: name on card may hold only letters (any alphabet), apostrophes, hyphens and spaces. An empty field gives
 * null (requiredness is PAY-03/PAY-07).
 */
export function validateNameOnCard(name: string | null | undefined): string | null {
  const text = name ?? '';
  if (!text.trim()) return null;
  return /^[\p{L}\p{M}'’\- ]+$/u.test(text) ? null : NAME_ON_CARD_INVALID;
}

/** What {@link parseExpiry} reads. */
type ExpiryInput = Parameters<typeof parseExpiry>[0];

/** The month and year an expiry is written with, whatever the month's value; null when its shape is not one. */
function expiryParts(value: ExpiryInput): CardExpiry | null {
  if (value === null || value === undefined) return null;
  let monthText: string;
  let yearText: string;
  if (typeof value === 'string') {
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
    if (!m) return null;
    monthText = m[1] ?? '';
    yearText = m[2] ?? '';
  } else {
    monthText = String(value.month ?? '').trim();
    yearText = String(value.year ?? '').trim();
    if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return null;
  }
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month: Number(monthText), year };
}

/**
 * DOM-38, PAY-08: reads an expiry: "MM/YY", "MM/YYYY" (spaces around the slash allowed, one-digit month allowed),
 * "MMYY" (typed without the slash) or `{month, year}`. A two-digit year YY is 20YY. Returns null when the month is not
 * 1..12 or the shape is wrong.
 */
export function parseExpiry(
  value:
    string | { month: number | string | null | undefined; year: number | string | null | undefined } | null | undefined,
): CardExpiry | null {
  const parts = expiryParts(value);
  return parts && parts.month >= 1 && parts.month <= 12 ? parts : null;
}

/**
 * Whether an expiry is written as one ("13/30", "00/30", "1330") but its month is not 1..12: the card form says
 * "Invalid expiration month" (PAY-11's words for the provider's E_WC_06) rather than that no date was entered (PAY-07).
 */
export function isExpiryMonthInvalid(value: ExpiryInput): boolean {
  const parts = expiryParts(value);
  return parts !== null && (parts.month < 1 || parts.month > 12);
}

/** OP-59: a card is usable through the last day of its expiry month (compared in the machine's calendar). */
export function isExpiryCurrent(expiry: CardExpiry, now: Date): boolean {
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
}

/**
 * DOM-30, OP-59, PAY-14, STU-24: whether a stored card profile's expirationDate is still valid at `now`. Accepts
 * "YYYY-MM", "YYYY-MM-DD" (only the month counts), "MM/YY" and "MM/YYYY". Missing or unreadable (e.g. a masked
 * "XXXX") -> false.
 */
export function isCardProfileValid(expirationDate: string | null | undefined, now: Date = new Date()): boolean {
  const text = (expirationDate ?? '').trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  const expiry = iso ? parseExpiry({ month: iso[2], year: iso[1] }) : parseExpiry(text);
  return !!expiry && isExpiryCurrent(expiry, now);
}

/** The card form's values (DOM-55). */
export interface CardFormValues {
  number?: string | null;
  name?: string | null;
  expiry?: string | { month: number | string | null | undefined; year: number | string | null | undefined } | null;
  cvc?: string | null;
  zipcode?: string | null;
}

/** Which card form is saving (OP-29) and the billing country (PAY-03). */
export interface CardSaveOptions {
  /** "new": zip only for the United States, "Please enter an expiration date". "old": zip always, the "a an" text. */
  form: 'new' | 'old';
  /** Billing country; absent means the default country (United States). */
  country?: string | null;
  /** Clock for the future-expiry check. */
  now?: Date;
}

/**
 * PAY-11, OP-26: the message for a provider card error code: the fixed text for known codes, otherwise
 * "{text} ({code})" (INVALID_PAYMENT_DETAILS stands in for a missing text).
 */
export function cardErrorMessage(code: string, text?: string | null): string {
  const known = CARD_ERROR_CODES[code];
  if (known) return known;
  return `${text?.trim() || INVALID_PAYMENT_DETAILS} (${code})`;
}
