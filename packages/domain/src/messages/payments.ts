/** Payments: card entry, payment methods, subscriptions, enrollment cancellation. */
export const AMEX_REJECTED = 'Sorry, we do not accept American Express for payments.';
export const AMEX_STORED_NOTICE =
  'Please update your billing information... can no longer accept payment from American Express credit cards.';
export const INVALID_CCN = 'Invalid CCN';
export const NAME_ON_CARD_INVALID = 'Only letters, dashes and hyphens are allowed.';
export const CARD_ENTER_REQUIRED = 'Please enter required fields';
export const CARD_ENTER_EXPIRATION = 'Please enter an expiration date';
export const CARD_ENTER_EXPIRATION_OLD = 'Please enter a an expiration date'; // older card form (OP-29)
export const CARD_FUTURE_EXPIRATION = 'Please enter a future expiration date';
export const CARD_FILL_ZIP = 'Please fill in your billing zipcode';
export const CARD_FILL_NUMBER = 'Please fill in your credit card';
export const CARD_FILL_VALID_NUMBER = 'Please fill in a valid credit card number';
export const INVALID_PAYMENT_DETAILS = 'Invalid payment details';
export const PAYMENT_SAVED = 'We saved your payment method';
export const PAYMENT_SET = 'Successfully set payment method';
export const PAYMENT_DESTROY_CONFIRM = 'Are you sure you want to destroy this payment method?';
export const PAYMENT_DESTROYED = 'We destroyed your payment method';
export const CARD_INVALID_FLAG = 'Looks like your credit card is invalid. Please update it now';
export const NO_PAYMENT_PROFILE = 'No payment profile';
export const nextBillingHeading = (date: string): string => `Your next billing date is ${date}`; // OP-31g
/** PAY-11's words for E_WC_06, also said before tokenising when the typed month is not 01..12. */
export const CARD_INVALID_EXPIRATION_MONTH = 'Invalid expiration month';
/** PAY-11: provider card error codes. Other codes: "{text} ({code})" (OP-26). */
export const CARD_ERROR_CODES: Readonly<Record<string, string>> = {
  E_WC_07: 'Invalid expiration year',
  E00117: 'Invalid expiration year',
  E_WC_08: 'Invalid expiration year',
  E_WC_06: CARD_INVALID_EXPIRATION_MONTH,
  E_WC_15: 'Invalid CVV',
  E_WC_16: 'Invalid zip code',
};
export const freeSessionsRemaining = (n: number, total: number): string =>
  n <= 0 ? 'No Free Sessions Remaining' : `${n} of ${total} Free Sessions Remaining`;

/** OP-33: subscription state descriptions (DOM-18). */
export const SUBSCRIPTION_STATE_DESCRIPTIONS = {
  trialing: 'Your free trial is active.',
  active: 'Your subscription is active.',
  past_due: 'Your last payment failed.',
  canceled: 'Your subscription has been canceled.',
  expired: 'Your subscription has ended.',
} as const;

/**
 * DOM-44, SES-45 (ours: the spec names the types, not how they read): the enrollment types as families and staff read
 * them, not the server's class names. The one table of the batch enroll modal (mf-sessions) and the enrollment screens
 * (mf-payments).
 */
export const ENROLLMENT_TYPE_LABELS = {
  Enrollment: 'Standard',
  LimitedEnrollment: 'Limited attendance',
  FixedEnrollment: 'Fixed',
} as const;

/** DOM-19: enrollment cancellation reasons, in this order. */
export const CANCELLATION_REASONS = [
  'Has not used/will not use product',
  'Did not find product helpful',
  'Scheduling issues/Not enough sessions available',
  'Student no longer needs product',
  'Price too high',
  'Switching to a competitive service',
  'Other',
] as const;
