/**
 * Card entry rules (PAY-03..PAY-08, PAY-11, PAY-14, PAY-15, DOM-30, DOM-38). Number checks use card-validator
 * (Luhn plus the card brand's lengths).
 */
import cardValidator from 'card-validator';
import {
  AMEX_REJECTED,
  CARD_ENTER_EXPIRATION,
  CARD_ENTER_EXPIRATION_OLD,
  CARD_ENTER_REQUIRED,
  CARD_ERROR_CODES,
  CARD_FILL_NUMBER,
  CARD_FILL_VALID_NUMBER,
  CARD_FILL_ZIP,
  CARD_FUTURE_EXPIRATION,
  INVALID_CCN,
  INVALID_PAYMENT_DETAILS,
  NAME_ON_CARD_INVALID,
} from './messages';
import { isUnitedStates } from './address';

/** A card expiry month and four-digit year. */
export interface CardExpiry {
  /** 1..12 */
  month: number;
  /** Four-digit year. */
  year: number;
}

const stripCardNumber = (number: string | null | undefined): string => (number ?? '').replace(/[\s-]/g, '');
const blank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';

/**
 * PAY-04, PAY-15: true for American Express. Takes a card number, or a card type as providers spell it
 * ("AmericanExpress", "American Express", "american-express", "amex").
 */
export function isAmex(cardTypeOrNumber: string | null | undefined): boolean {
  const text = (cardTypeOrNumber ?? '').trim();
  if (!text) return false;
  if (/^[\d\s-]+$/.test(text)) return cardValidator.number(stripCardNumber(text)).card?.type === 'american-express';
  const letters = text.toLowerCase().replace(/[^a-z]/g, '');
  return letters === 'americanexpress' || letters === 'amex';
}

/**
 * PAY-04, PAY-05: the card number field's error: AMEX_REJECTED for American Express, INVALID_CCN when the number
 * fails the check, null when valid. An empty field gives null (requiredness is PAY-03/PAY-07).
 */
export function validateCardNumber(number: string | null | undefined): string | null {
  const digits = stripCardNumber(number);
  if (!digits) return null;
  const result = cardValidator.number(digits);
  if (result.card?.type === 'american-express') return AMEX_REJECTED;
  return result.isValid ? null : INVALID_CCN;
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

/**
 * DOM-38, PAY-08: reads an expiry: "MM/YY", "MM/YYYY" (spaces around the slash allowed, one-digit month allowed) or
 * `{month, year}`. A two-digit year YY is 20YY. Returns null when the month is not 1..12 or the shape is wrong.
 */
export function parseExpiry(
  value: string | { month: number | string | null | undefined; year: number | string | null | undefined } | null | undefined,
): CardExpiry | null {
  if (value === null || value === undefined) return null;
  let monthText: string;
  let yearText: string;
  if (typeof value === 'string') {
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
    if (!m) return null;
    monthText = m[1] ?? '';
    yearText = m[2] ?? '';
  } else {
    monthText = String(value.month ?? '').trim();
    yearText = String(value.year ?? '').trim();
    if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return null;
  }
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** OP-59: a card is usable through the last day of its expiry month (compared in the machine's calendar). */
function notExpired(expiry: CardExpiry, now: Date): boolean {
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
  return !!expiry && notExpired(expiry, now);
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
 * PAY-03, PAY-07, OP-29: the first save-time message, in the spec's order: required fields (name, CVC); expiry
 * missing or unreadable; expiry not in the future; zip missing when required; number missing; number invalid.
 * Then the field rules, so that null means the card may go to tokenisation: American Express (PAY-04) and an
 * invalid name on card (PAY-06).
 */
export function validateCardForSave(card: CardFormValues, { form, country, now = new Date() }: CardSaveOptions): string | null {
  if (blank(card.name) || blank(card.cvc)) return CARD_ENTER_REQUIRED;
  const expiry = parseExpiry(card.expiry ?? null);
  if (!expiry) return form === 'old' ? CARD_ENTER_EXPIRATION_OLD : CARD_ENTER_EXPIRATION;
  if (!notExpired(expiry, now)) return CARD_FUTURE_EXPIRATION;
  const zipRequired = form === 'old' || isUnitedStates(country);
  if (zipRequired && blank(card.zipcode)) return CARD_FILL_ZIP;
  const digits = stripCardNumber(card.number);
  if (!digits) return CARD_FILL_NUMBER;
  const numberError = validateCardNumber(digits);
  if (numberError === INVALID_CCN) return CARD_FILL_VALID_NUMBER;
  if (numberError) return numberError;
  return validateNameOnCard(card.name);
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
