/**
 * `@tutoring/domain/card-number`: the card number checks (PAY-03..PAY-05, PAY-07, PAY-15), with card-validator (Luhn
 * plus the card brand's lengths). A subpath entry of its own, not in the `@tutoring/domain` barrel (issue 13): the
 * shared domain module is on every page, card-validator only where a card form is (mf-payments). Messages and the
 * other card rules come from the shared barrel, so they stay one copy.
 */
// Only card-validator's number check (its index also brings the expiry, CVV, postal-code and name validators,
// which these rules do not use).
import { cardNumber } from 'card-validator/dist/card-number';
import { type CardFormValues, type CardSaveOptions } from '@tutoring/domain';
import {
  AMEX_REJECTED,
  CARD_ENTER_EXPIRATION,
  CARD_ENTER_EXPIRATION_OLD,
  CARD_ENTER_REQUIRED,
  CARD_FILL_NUMBER,
  CARD_FILL_VALID_NUMBER,
  CARD_FILL_ZIP,
  CARD_FUTURE_EXPIRATION,
  CARD_INVALID_EXPIRATION_MONTH,
  INVALID_CCN,
  isUnitedStates,
  isExpiryCurrent,
  isExpiryMonthInvalid,
  parseExpiry,
  validateNameOnCard,
} from '@tutoring/domain/areas';

const stripCardNumber = (number: string | null | undefined): string => (number ?? '').replace(/[\s-]/g, '');
const blank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';

/**
 * PAY-04, PAY-15: true for American Express. Takes a card number, or a card type as providers spell it
 * ("AmericanExpress", "American Express", "american-express", "amex").
 */
export function isAmex(cardTypeOrNumber: string | null | undefined): boolean {
  const text = (cardTypeOrNumber ?? '').trim();
  if (!text) return false;
  if (/^[\d\s-]+$/.test(text)) return cardNumber(stripCardNumber(text)).card?.type === 'american-express';
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
  const result = cardNumber(digits);
  if (result.card?.type === 'american-express') return AMEX_REJECTED;
  return result.isValid ? null : INVALID_CCN;
}

/**
 * PAY-03, PAY-07, OP-29: the first save-time message, in the spec's order: required fields (name, CVC); expiry
 * written with a month outside 01..12 ("Invalid expiration month", PAY-11's words); expiry missing or unreadable; expiry not in the future; zip missing when required; number missing; number invalid.
 * Then the field rules, so that null means the card may go to tokenisation: American Express (PAY-04) and an
 * invalid name on card (PAY-06).
 */
export function validateCardForSave(
  card: CardFormValues,
  { form, country, now = new Date() }: CardSaveOptions,
): string | null {
  if (blank(card.name) || blank(card.cvc)) return CARD_ENTER_REQUIRED;
  const expiry = parseExpiry(card.expiry ?? null);
  if (!expiry && isExpiryMonthInvalid(card.expiry ?? null)) return CARD_INVALID_EXPIRATION_MONTH;
  if (!expiry) return form === 'old' ? CARD_ENTER_EXPIRATION_OLD : CARD_ENTER_EXPIRATION;
  if (!isExpiryCurrent(expiry, now)) return CARD_FUTURE_EXPIRATION;
  const zipRequired = form === 'old' || isUnitedStates(country);
  if (zipRequired && blank(card.zipcode)) return CARD_FILL_ZIP;
  const digits = stripCardNumber(card.number);
  if (!digits) return CARD_FILL_NUMBER;
  const numberError = validateCardNumber(digits);
  if (numberError === INVALID_CCN) return CARD_FILL_VALID_NUMBER;
  if (numberError) return numberError;
  return validateNameOnCard(card.name);
}
