/**
 * Every user-visible text the specification gives, byte for byte (typos and double spaces included).
 * This is the single source: packages, the api-server and the remotes import these constants and never
 * retype a spec string. Texts the spec does not give but REQUIREMENTS.md proposes (OP-nn) are marked.
 */

/** SHL-02: the only thing shown when the roles call fails at start-up. */
export const ROLES_FAILURE = "We're sorry. There's been an error.";
/**
 * The sign-in form's texts (the spec gives none; ours). One source for the platform's React LoginForm (in-app login,
 * standalone harness) and the shell's plain-DOM page for a full load of /login.
 */
export const LOGIN_TEXTS = {
  heading: 'Sign in',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  busy: 'Signing in…',
  missing: 'Please enter your e-mail and password.',
  failed: 'We could not sign you in. Please try again.',
} as const;

/** API-13 error catalogue. */
export const SERVER_ERROR_REVIEW = 'Our server has experienced an error.  Please contact customer service.'; // two spaces (C-1)
export const SERVER_ERROR = 'Our server has experienced an error. Please contact customer service.';
export const SERVER_ERROR_TITLE = 'Sorry, there has been a problem';
export const GENERIC_ERROR_TITLE = 'Hmm, something is not right';
export const REQUEST_ERROR = 'There was an error processing your request.';

/** OP-08: translated status toasts of the generic handler (English defaults; locales may override). */
export const STATUS_TOASTS = {
  401: { title: 'Signed out', message: 'Please log in again.' },
  403: { title: 'Not allowed', message: 'You do not have permission to do that.' },
  404: { title: 'Not found', message: 'We could not find what you were looking for.' },
  422: { title: GENERIC_ERROR_TITLE, message: 'Please check the form and try again.' },
  default: { title: SERVER_ERROR_TITLE, message: REQUEST_ERROR },
} as const;

/** Forms. */
export const FILL_REQUIRED_FIELDS = 'Please fill all required fields';
export const PARENT_EMAIL_SAME_AS_STUDENT = 'Parent email cannot be the same as the student email';
export const EMAIL_TAKEN = 'This email is already taken.'; // OP-31e
export const FIX_FORM_ERRORS = 'Please fix the errors on the form.';
export const SELECT_ONE_RECIPIENT = 'Please select at least 1 recipient';
export const INVITE_AT_LEAST_ONE_FRIEND = 'Please enter at least one friend.';
export const INVITE_ONE_NAME_REQUIRED = 'One friend name is required.';
export const INVITATIONS_SENT = 'We have sent your invitations.';
export const PASSWORD_MIN_LENGTH = 'Password must have at least 6 characters.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_CHANGED = 'Successfully changed password';
export const EDIT_PASSWORD_TITLE = 'Edit Password';
export const WELCOME_SET_PASSWORD = 'Welcome! Please set your password.'; // OP-30
export const INVALID_PHONE = 'This is not a valid phone number.';
export const SELECT_ADDRESS_FROM_AUTOCOMPLETE = 'Please select an address from the autocomplete results';
export const FIELD_REQUIRED = 'Required'; // OP-31l
export const fieldMaxLength = (n: number): string => `Maximum ${n} characters`; // OP-31l
export const fieldBetween = (min: number, max: number): string => `Must be between ${min} and ${max}`; // OP-31l, OP-31k
export const RESERVATION_END_REQUIRED = 'Reservation end date is required.'; // OP-31j
export const RESERVATION_END_NOT_BEFORE_TODAY = 'Reservation end date cannot be before today.'; // OP-31j

/** Schools (CRM-23, CRM-24). */
export const SCHOOL_MUST_BE_PENDING_TO_MERGE = 'School must be pending to merge';
export const SCHOOL_MUST_BE_PENDING_TO_PROMOTE = 'School must be pending to promote';
export const MERGE_COMPLETE = 'Merge complete. Please confirm the login ID of the remaining account.'; // OP-31d

/** Staffing. */
export const TUTOR_NOT_QUALIFIED = 'This tutor is not qualified.';
export const INCLUDE_NON_ACCEPTING_TUTORS = 'Include Non-Accepting Work Tutors?';
export const andNOtherTimes = (n: number): string => `and ${n} other times`;

/** Sessions. */
export const NO_UPCOMING_SESSIONS = 'There are no upcoming sessions.';
export const NO_UPCOMING_MEETINGS = 'There are no upcoming meetings.';
export const NO_MATCHING_UPCOMING_SESSIONS = 'There are no upcoming sessions that match your criteria.'; // OP-31a
export const TUTOR_NOT_ASSIGNED = 'not assigned';
export const JOIN_READY = 'Your session is ready.';
export const JOIN_NOT_READY = 'Your session is not yet ready. Refresh page to check again or contact customer service.';
export const JOIN_TOO_EARLY = 'You can join your session 10 minutes before the start time.';
export const JOIN_ENDED = 'This session has ended. Please refresh the page to access your upcoming sessions.';
export const SESSION_ERROR_MESSAGES = {
  canceled: 'We are sorry, but it looks like the session has been canceled.',
  ended: 'This session has ended.',
  not_started: 'This session is not ready to begin. Please return 10 minutes before the start time.',
  server_error:
    "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone",
} as const;
export const SESSION_CHANGED = 'Successfully changed session.';
export const SESSIONS_CHANGED = 'Successfully changed sesions'; // typo kept (SES-27)
export const CONFIRM_ATTENDANCE_TITLE = 'Confirm Attendance';
export const HOLIDAY_LABEL = 'Holiday'; // OP-31c
export const AUTO_SHIP_CONFIRM = 'This shipment has tracking information and will be marked as shipped. Continue?'; // OP-31i
export const UPLOAD_SUCCESS = 'We have uploaded your document.';
export const COPIED = 'Copied!'; // OP-31f

/** Payments. */
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
/** PAY-11: provider card error codes. Other codes: "{text} ({code})" (OP-26). */
export const CARD_ERROR_CODES: Readonly<Record<string, string>> = {
  E_WC_07: 'Invalid expiration year',
  E00117: 'Invalid expiration year',
  E_WC_08: 'Invalid expiration year',
  E_WC_06: 'Invalid expiration month',
  E_WC_15: 'Invalid CVV',
  E_WC_16: 'Invalid zip code',
};
export const freeSessionsRemaining = (n: number, total: number): string =>
  n <= 0 ? 'No Free Sessions Remaining' : `${n} of ${total} Free Sessions Remaining`;

/** Student portal. */
export const REVIEW_THANKS = 'Thank you for submitting your review.';
export const PRIZE_CONFIRM_TITLE = 'Nice choice!';
export const PRIZE_PURCHASED = 'Purchased!';
export const PRIZE_CANNOT_AFFORD = 'You cannot afford that prize yet.';
export const PROCESSING_SHIPMENT = 'Processing shipment';
export const prizeSent = (date: string): string => `Sent ${date}`; // OP-31h
export const prizeEstimatedDelivery = (date: string): string => `Estimated delivery ${date}`; // OP-31h

/** Staffing labels (C-7, SES-34). */
export const LOCATION_ONLINE = 'Online'; // C-7: used by both staffing modals
export const TUTOR_TBA = 'TBA';

/** OP-31m, DS-21, X-09: relative date-time texts; `time` is already formatted as h:mma. */
export const yesterdayAt = (time: string): string => `yesterday at ${time}`;
export const todayAt = (time: string): string => `today at ${time}`;
export const tomorrowAt = (time: string): string => `tomorrow at ${time}`;

/** Not in the spec (decision, see packages/domain README): a date field whose text is not MM/DD/YYYY (DS-22). */
export const INVALID_DATE_FORMAT = 'Please enter a date as MM/DD/YYYY';

/** OP-33: subscription state descriptions (DOM-18). */
export const SUBSCRIPTION_STATE_DESCRIPTIONS = {
  trialing: 'Your free trial is active.',
  active: 'Your subscription is active.',
  past_due: 'Your last payment failed.',
  canceled: 'Your subscription has been canceled.',
  expired: 'Your subscription has ended.',
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

/** DOM-20: confidence level texts by value. */
export const CONFIDENCE_LEVEL_TEXTS = {
  3: 'I feel calm and confident',
  2: 'I feel somewhat stressed',
  1: 'I feel completely overwhelmed',
} as const;

/** DOM-21: canned review comments, exactly as listed (lower case, OP-46). */
export const CANNED_COMMENTS_POSITIVE = [
  'expert in this subject',
  'super fun teacher',
  'master at finding resources',
  'juggled multiple questions like a pro',
  'explains things beautifully',
  'has a cool voice',
] as const;
export const CANNED_COMMENTS_NEGATIVE = [
  "didn't know how to help",
  'waited too long',
  'other students were rude or distracting',
  'hard to see or hear',
  "wasn't able to join",
  'explanations did not make sense',
] as const;

/** SES-02, DOM-13: session quick filter labels (OP-40). */
export const SESSION_QUICK_FILTER_LABELS = {
  problem_sessions: 'problem sessions',
  all_live_sessions: 'all live sessions',
  todays_sessions: 'todays sessions',
  unassigned: 'unassigned',
} as const;

/** OP-45: the details line for past sessions; `takenAt` is already formatted. */
export const attendanceTaken = (takenAt: string): string => `Attendance taken ${takenAt}`;
export const ATTENDANCE_NOT_TAKEN = 'Attendance not taken';
