// UI texts the spec does not give (decisions, see README). Spec strings come from @tutoring/domain.

/** Shown instead of the tutor bio when mf-staffing cannot be loaded. */
export const TUTOR_DETAILS_UNAVAILABLE = 'Tutor details are unavailable right now.';
/** Shown instead of the payment-info modal when mf-payments cannot be loaded. */
export const PAYMENT_DETAILS_UNAVAILABLE = 'Payment details are unavailable right now.';
/** Why the payment-info modal opened (STU-24), shown when it cannot be loaded. */
export const CARD_NEEDS_UPDATE =
  'The card on file for your account is missing or expired. Please ask your parent to update it.';
/** Review dialog heading. */
export const REVIEW_TITLE = 'Review your tutor';
/** K12 button (OP-38). */
export const GO_TO_K12 = 'Go to K12';
