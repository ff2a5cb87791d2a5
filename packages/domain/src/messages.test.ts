/**
 * Byte-for-byte guard of the spec string catalogue (typos and double spaces included). Every export of
 * messages.ts must appear here; the last test fails when a new message is added without its expectation.
 */
import * as messages from './messages';

const EXPECTED_STRINGS: Record<string, string> = {
  ROLES_FAILURE: "We're sorry. There's been an error.", // SHL-02
  SERVER_ERROR_REVIEW: 'Our server has experienced an error.  Please contact customer service.', // C-1, STU-21
  SERVER_ERROR: 'Our server has experienced an error. Please contact customer service.', // DS-04
  SERVER_ERROR_TITLE: 'Sorry, there has been a problem',
  GENERIC_ERROR_TITLE: 'Hmm, something is not right',
  REQUEST_ERROR: 'There was an error processing your request.',
  FILL_REQUIRED_FIELDS: 'Please fill all required fields', // CRM-06
  PARENT_EMAIL_SAME_AS_STUDENT: 'Parent email cannot be the same as the student email', // CRM-07
  EMAIL_TAKEN: 'This email is already taken.', // OP-31e
  FIX_FORM_ERRORS: 'Please fix the errors on the form.', // DS-03
  SELECT_ONE_RECIPIENT: 'Please select at least 1 recipient', // CRM-29
  INVITE_AT_LEAST_ONE_FRIEND: 'Please enter at least one friend.', // STU-25
  INVITE_ONE_NAME_REQUIRED: 'One friend name is required.',
  INVITATIONS_SENT: 'We have sent your invitations.',
  PASSWORD_MIN_LENGTH: 'Password must have at least 6 characters.', // STU-05
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match.',
  PASSWORD_CHANGED: 'Successfully changed password',
  EDIT_PASSWORD_TITLE: 'Edit Password',
  WELCOME_SET_PASSWORD: 'Welcome! Please set your password.', // OP-30
  INVALID_PHONE: 'This is not a valid phone number.', // DS-15
  SELECT_ADDRESS_FROM_AUTOCOMPLETE: 'Please select an address from the autocomplete results', // SES-37
  FIELD_REQUIRED: 'Required', // OP-31l
  RESERVATION_END_REQUIRED: 'Reservation end date is required.', // OP-31j
  RESERVATION_END_NOT_BEFORE_TODAY: 'Reservation end date cannot be before today.',
  SCHOOL_MUST_BE_PENDING_TO_MERGE: 'School must be pending to merge', // CRM-23
  SCHOOL_MUST_BE_PENDING_TO_PROMOTE: 'School must be pending to promote', // CRM-24
  MERGE_COMPLETE: 'Merge complete. Please confirm the login ID of the remaining account.', // OP-31d
  TUTOR_NOT_QUALIFIED: 'This tutor is not qualified.', // STF-12
  INCLUDE_NON_ACCEPTING_TUTORS: 'Include Non-Accepting Work Tutors?', // STF-13
  NO_UPCOMING_SESSIONS: 'There are no upcoming sessions.', // STU-09
  NO_UPCOMING_MEETINGS: 'There are no upcoming meetings.', // STU-10
  NO_MATCHING_UPCOMING_SESSIONS: 'There are no upcoming sessions that match your criteria.', // OP-31a
  TUTOR_NOT_ASSIGNED: 'not assigned', // SES-12
  JOIN_READY: 'Your session is ready.', // SES-18
  JOIN_NOT_READY: 'Your session is not yet ready. Refresh page to check again or contact customer service.',
  JOIN_TOO_EARLY: 'You can join your session 10 minutes before the start time.',
  JOIN_ENDED: 'This session has ended. Please refresh the page to access your upcoming sessions.',
  SESSION_CHANGED: 'Successfully changed session.', // SES-27
  SESSIONS_CHANGED: 'Successfully changed sesions',
  CONFIRM_ATTENDANCE_TITLE: 'Confirm Attendance', // SES-10
  HOLIDAY_LABEL: 'Holiday', // OP-31c
  AUTO_SHIP_CONFIRM: 'This shipment has tracking information and will be marked as shipped. Continue?', // OP-31i
  UPLOAD_SUCCESS: 'We have uploaded your document.', // DS-25
  COPIED: 'Copied!', // OP-31f
  AMEX_REJECTED: 'Sorry, we do not accept American Express for payments.', // PAY-04
  AMEX_STORED_NOTICE: 'Please update your billing information... can no longer accept payment from American Express credit cards.', // PAY-15
  INVALID_CCN: 'Invalid CCN', // PAY-05
  NAME_ON_CARD_INVALID: 'Only letters, dashes and hyphens are allowed.', // PAY-06
  CARD_ENTER_REQUIRED: 'Please enter required fields', // PAY-07
  CARD_ENTER_EXPIRATION: 'Please enter an expiration date',
  CARD_ENTER_EXPIRATION_OLD: 'Please enter a an expiration date',
  CARD_FUTURE_EXPIRATION: 'Please enter a future expiration date',
  CARD_FILL_ZIP: 'Please fill in your billing zipcode',
  CARD_FILL_NUMBER: 'Please fill in your credit card',
  CARD_FILL_VALID_NUMBER: 'Please fill in a valid credit card number',
  INVALID_PAYMENT_DETAILS: 'Invalid payment details', // PAY-10
  PAYMENT_SAVED: 'We saved your payment method', // PAY-12
  PAYMENT_SET: 'Successfully set payment method',
  PAYMENT_DESTROY_CONFIRM: 'Are you sure you want to destroy this payment method?', // PAY-13
  PAYMENT_DESTROYED: 'We destroyed your payment method',
  CARD_INVALID_FLAG: 'Looks like your credit card is invalid. Please update it now', // PAY-14
  NO_PAYMENT_PROFILE: 'No payment profile', // PAY-16
  REVIEW_THANKS: 'Thank you for submitting your review.', // STU-21
  PRIZE_CONFIRM_TITLE: 'Nice choice!', // STU-16
  PRIZE_PURCHASED: 'Purchased!',
  PRIZE_CANNOT_AFFORD: 'You cannot afford that prize yet.', // STU-17
  PROCESSING_SHIPMENT: 'Processing shipment', // STU-19
  LOCATION_ONLINE: 'Online', // C-7
  TUTOR_TBA: 'TBA', // SES-34
  INVALID_DATE_FORMAT: 'Please enter a date as MM/DD/YYYY', // decision (DS-22)
  ATTENDANCE_NOT_TAKEN: 'Attendance not taken', // OP-45
};

const EXPECTED_TEMPLATES: Record<string, [unknown[], string][]> = {
  fieldMaxLength: [[[191], 'Maximum 191 characters']], // OP-31l
  fieldBetween: [[[0, 80], 'Must be between 0 and 80']], // OP-31k
  andNOtherTimes: [[[3], 'and 3 other times']], // DS-26
  nextBillingHeading: [[['04/01/2027'], 'Your next billing date is 04/01/2027']], // OP-31g
  freeSessionsRemaining: [
    [[2, 3], '2 of 3 Free Sessions Remaining'], // DOM-32
    [[0, 3], 'No Free Sessions Remaining'],
    [[-1, 3], 'No Free Sessions Remaining'],
  ],
  prizeSent: [[['03/01/2027'], 'Sent 03/01/2027']], // OP-31h
  prizeEstimatedDelivery: [[['03/05/2027'], 'Estimated delivery 03/05/2027']],
  yesterdayAt: [[['3:05pm'], 'yesterday at 3:05pm']], // OP-31m
  todayAt: [[['3:05pm'], 'today at 3:05pm']],
  tomorrowAt: [[['3:05pm'], 'tomorrow at 3:05pm']],
  attendanceTaken: [[['03/10/2027'], 'Attendance taken 03/10/2027']], // OP-45
};

const EXPECTED_TABLES: Record<string, unknown> = {
  STATUS_TOASTS: {
    401: { title: 'Signed out', message: 'Please log in again.' },
    403: { title: 'Not allowed', message: 'You do not have permission to do that.' },
    404: { title: 'Not found', message: 'We could not find what you were looking for.' },
    422: { title: 'Hmm, something is not right', message: 'Please check the form and try again.' },
    default: { title: 'Sorry, there has been a problem', message: 'There was an error processing your request.' },
  }, // OP-08
  SESSION_ERROR_MESSAGES: {
    canceled: 'We are sorry, but it looks like the session has been canceled.',
    ended: 'This session has ended.',
    not_started: 'This session is not ready to begin. Please return 10 minutes before the start time.',
    server_error: "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone",
  }, // SES-20
  CARD_ERROR_CODES: {
    E_WC_07: 'Invalid expiration year',
    E00117: 'Invalid expiration year',
    E_WC_08: 'Invalid expiration year',
    E_WC_06: 'Invalid expiration month',
    E_WC_15: 'Invalid CVV',
    E_WC_16: 'Invalid zip code',
  }, // PAY-11
  SUBSCRIPTION_STATE_DESCRIPTIONS: {
    trialing: 'Your free trial is active.',
    active: 'Your subscription is active.',
    past_due: 'Your last payment failed.',
    canceled: 'Your subscription has been canceled.',
    expired: 'Your subscription has ended.',
  }, // OP-33
  CANCELLATION_REASONS: [
    'Has not used/will not use product',
    'Did not find product helpful',
    'Scheduling issues/Not enough sessions available',
    'Student no longer needs product',
    'Price too high',
    'Switching to a competitive service',
    'Other',
  ], // DOM-19
  CONFIDENCE_LEVEL_TEXTS: { 3: 'I feel calm and confident', 2: 'I feel somewhat stressed', 1: 'I feel completely overwhelmed' }, // DOM-20
  CANNED_COMMENTS_POSITIVE: [
    'expert in this subject',
    'super fun teacher',
    'master at finding resources',
    'juggled multiple questions like a pro',
    'explains things beautifully',
    'has a cool voice',
  ], // DOM-21
  CANNED_COMMENTS_NEGATIVE: [
    "didn't know how to help",
    'waited too long',
    'other students were rude or distracting',
    'hard to see or hear',
    "wasn't able to join",
    'explanations did not make sense',
  ],
  SESSION_QUICK_FILTER_LABELS: {
    problem_sessions: 'problem sessions',
    all_live_sessions: 'all live sessions',
    todays_sessions: 'todays sessions',
    unassigned: 'unassigned',
  }, // SES-02
};

describe('message catalogue', () => {
  it.each(Object.entries(EXPECTED_STRINGS))('X-09 exact strings: %s is byte for byte the spec text', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it.each(Object.entries(EXPECTED_TEMPLATES))('exact strings: the template %s', (name, cases) => {
    const template = (messages as Record<string, unknown>)[name] as (...args: unknown[]) => string;
    for (const [args, text] of cases) expect(template(...args)).toBe(text);
  });

  it.each(Object.entries(EXPECTED_TABLES))('exact strings: the table %s', (name, table) => {
    expect((messages as Record<string, unknown>)[name]).toEqual(table);
  });

  it('C-1: the review 500 text keeps its two spaces and the form text has one', () => {
    expect(messages.SERVER_ERROR_REVIEW).toContain('error.  Please');
    expect(messages.SERVER_ERROR).toContain('error. Please');
  });

  it('every exported message has an expectation in this file', () => {
    const covered = new Set([...Object.keys(EXPECTED_STRINGS), ...Object.keys(EXPECTED_TEMPLATES), ...Object.keys(EXPECTED_TABLES)]);
    expect(Object.keys(messages).filter((name) => !covered.has(name))).toEqual([]);
  });
});
