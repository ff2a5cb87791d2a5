/**
 * Byte-for-byte guard of the spec string catalogue (typos and double spaces included). Every export of
 * messages/ must appear here; the last test fails when a new message is added without its expectation.
 */
import * as messages from './messages';

const EXPECTED_STRINGS: Record<string, [ids: string, text: string]> = {
  ROLES_FAILURE: ['SHL-02', "We're sorry. There's been an error."],
  SERVER_ERROR_REVIEW: ['C-1, STU-21', 'Our server has experienced an error.  Please contact customer service.'],
  SERVER_ERROR: ['DS-04', 'Our server has experienced an error. Please contact customer service.'],
  SERVER_ERROR_TITLE: ['DS-04', 'Sorry, there has been a problem'],
  GENERIC_ERROR_TITLE: ['DS-04, API-10', 'Hmm, something is not right'],
  REQUEST_ERROR: ['API-13, OP-55', 'There was an error processing your request.'],
  FILL_REQUIRED_FIELDS: ['CRM-06', 'Please fill all required fields'],
  PARENT_EMAIL_SAME_AS_STUDENT: ['CRM-07', 'Parent email cannot be the same as the student email'],
  EMAIL_TAKEN: ['OP-31e', 'This email is already taken.'],
  FIX_FORM_ERRORS: ['DS-03', 'Please fix the errors on the form.'],
  SELECT_ONE_RECIPIENT: ['CRM-29', 'Please select at least 1 recipient'],
  INVITE_AT_LEAST_ONE_FRIEND: ['STU-25', 'Please enter at least one friend.'],
  INVITE_ONE_NAME_REQUIRED: ['STU-25', 'One friend name is required.'],
  INVITATIONS_SENT: ['STU-25', 'We have sent your invitations.'],
  PASSWORD_MIN_LENGTH: ['STU-05', 'Password must have at least 6 characters.'],
  PASSWORDS_DO_NOT_MATCH: ['STU-05', 'Passwords do not match.'],
  PASSWORD_CHANGED: ['STU-06', 'Successfully changed password'],
  EDIT_PASSWORD_TITLE: ['STU-04', 'Edit Password'],
  WELCOME_SET_PASSWORD: ['OP-30', 'Welcome! Please set your password.'],
  INVALID_PHONE: ['DS-15', 'This is not a valid phone number.'],
  SELECT_ADDRESS_FROM_AUTOCOMPLETE: ['SES-37', 'Please select an address from the autocomplete results'],
  FIELD_REQUIRED: ['OP-31l', 'Required'],
  RESERVATION_END_REQUIRED: ['OP-31j', 'Reservation end date is required.'],
  RESERVATION_END_NOT_BEFORE_TODAY: ['OP-31j', 'Reservation end date cannot be before today.'],
  SCHOOL_MUST_BE_PENDING_TO_MERGE: ['CRM-23', 'School must be pending to merge'],
  SCHOOL_MUST_BE_PENDING_TO_PROMOTE: ['CRM-24', 'School must be pending to promote'],
  MERGE_COMPLETE: ['OP-31d', 'Merge complete. Please confirm the login ID of the remaining account.'],
  TUTOR_NOT_QUALIFIED: ['STF-12', 'This tutor is not qualified.'],
  INCLUDE_NON_ACCEPTING_TUTORS: ['STF-13', 'Include Non-Accepting Work Tutors?'],
  NO_UPCOMING_SESSIONS: ['STU-09', 'There are no upcoming sessions.'],
  NO_UPCOMING_MEETINGS: ['STU-10', 'There are no upcoming meetings.'],
  NO_MATCHING_UPCOMING_SESSIONS: ['OP-31a', 'There are no upcoming sessions that match your criteria.'],
  TUTOR_NOT_ASSIGNED: ['SES-12', 'not assigned'],
  JOIN_READY: ['SES-18', 'Your session is ready.'],
  JOIN_NOT_READY: ['SES-18', 'Your session is not yet ready. Refresh page to check again or contact customer service.'],
  JOIN_TOO_EARLY: ['SES-18', 'You can join your session 10 minutes before the start time.'],
  JOIN_ENDED: ['SES-18', 'This session has ended. Please refresh the page to access your upcoming sessions.'],
  SESSION_CHANGED: ['SES-27', 'Successfully changed session.'],
  SESSIONS_CHANGED: ['SES-27', 'Successfully changed sesions'],
  CONFIRM_ATTENDANCE_TITLE: ['SES-10', 'Confirm Attendance'],
  HOLIDAY_LABEL: ['OP-31c', 'Holiday'],
  CANCELED_MARK: ['SES-01 (decision)', '(canceled)'],
  AUTO_SHIP_CONFIRM: ['OP-31i', 'This shipment has tracking information and will be marked as shipped. Continue?'],
  UPLOAD_SUCCESS: ['DS-25', 'We have uploaded your document.'],
  COPIED: ['OP-31f', 'Copied!'],
  AMEX_REJECTED: ['PAY-04', 'Sorry, we do not accept American Express for payments.'],
  AMEX_STORED_NOTICE: [
    'PAY-15',
    'Please update your billing information... can no longer accept payment from American Express credit cards.',
  ],
  INVALID_CCN: ['PAY-05', 'Invalid CCN'],
  NAME_ON_CARD_INVALID: ['PAY-06', 'Only letters, dashes and hyphens are allowed.'],
  CARD_ENTER_REQUIRED: ['PAY-07', 'Please enter required fields'],
  CARD_ENTER_EXPIRATION: ['PAY-07', 'Please enter an expiration date'],
  CARD_ENTER_EXPIRATION_OLD: ['PAY-07', 'Please enter a an expiration date'],
  CARD_FUTURE_EXPIRATION: ['PAY-07', 'Please enter a future expiration date'],
  CARD_INVALID_EXPIRATION_MONTH: ['PAY-11', 'Invalid expiration month'],
  CARD_FILL_ZIP: ['PAY-07', 'Please fill in your billing zipcode'],
  CARD_FILL_NUMBER: ['PAY-07', 'Please fill in your credit card'],
  CARD_FILL_VALID_NUMBER: ['PAY-07', 'Please fill in a valid credit card number'],
  INVALID_PAYMENT_DETAILS: ['PAY-10', 'Invalid payment details'],
  PAYMENT_SAVED: ['PAY-12', 'We saved your payment method'],
  PAYMENT_SET: ['PAY-12', 'Successfully set payment method'],
  PAYMENT_DESTROY_CONFIRM: ['PAY-13', 'Are you sure you want to destroy this payment method?'],
  PAYMENT_DESTROYED: ['PAY-13', 'We destroyed your payment method'],
  CARD_INVALID_FLAG: ['PAY-14', 'Looks like your credit card is invalid. Please update it now'],
  NO_PAYMENT_PROFILE: ['PAY-16', 'No payment profile'],
  REVIEW_THANKS: ['STU-21', 'Thank you for submitting your review.'],
  PRIZE_CONFIRM_TITLE: ['STU-16', 'Nice choice!'],
  PRIZE_PURCHASED: ['STU-16', 'Purchased!'],
  PRIZE_CANNOT_AFFORD: ['STU-17', 'You cannot afford that prize yet.'],
  PROCESSING_SHIPMENT: ['STU-19', 'Processing shipment'],
  LOCATION_ONLINE: ['C-7', 'Online'],
  TUTOR_TBA: ['SES-34', 'TBA'],
  INVALID_DATE_FORMAT: ['DS-22 (decision)', 'Please enter a date as MM/DD/YYYY'],
  END_AFTER_START: ['decision (events, availabilities)', 'End time must be after the start time.'],
  STALE_UPDATE: [
    'issue 20 (decision)',
    'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.',
  ],
  ATTENDANCE_NOT_TAKEN: ['OP-45', 'Attendance not taken'],
  LIVE_UPDATES_PAUSED: ['X-04 (decision: the realtime connection lost)', 'Live updates paused. Reconnecting…'],
  MANAGE_YOUR_AVAILABILITY: ['STF-26 (decision)', 'Manage your availability'],
  AVAILABILITY_DELETE_CONFIRM: ['STF-26 (decision)', 'Delete this availability?'],
  AVAILABILITY_DELETED: ['STF-26 (decision)', 'Availability deleted.'],
  CLEAR_UPCOMING_AVAILABILITIES_CONFIRM: ['STF-26 (decision)', 'Clear upcoming availabilities?'],
  CLEAR_UPCOMING_AVAILABILITIES_DETAILS: [
    'STF-26 (decision)',
    'Every upcoming availability that is not booked will be removed.',
  ],
  UPCOMING_AVAILABILITIES_CLEARED: ['STF-26 (decision)', 'Upcoming availabilities cleared.'],
  NO_AVAILABILITIES_IN_RANGE: ['STF-26 (decision)', 'No availabilities in this range.'],
  CHOOSE_TUTOR_FOR_AVAILABILITY: ['STF-26 (decision)', 'Choose a tutor to manage their availability.'],
  NO_WEEKS_TO_REPEAT: ['STF-26 (decision)', 'There is no week this availability can be repeated on.'],
  TARGETS_SAVED: ['STF-22 (decision)', 'Targets saved.'],
  CHOOSE_PERSON_FOR_CALENDAR: ['STF-28 (decision)', 'Choose a tutor or an employee to see their calendar.'],
  CHOOSE_AN_OWNER: ['CRM-12, CRM-22 (decision)', 'Choose an owner'],
};

const EXPECTED_TEMPLATES: Record<string, [unknown[], string][]> = {
  fieldMaxLength: [[[191], 'Maximum 191 characters']], // OP-31l
  fieldBetween: [[[0, 80], 'Must be between 0 and 80']], // OP-31k
  fieldWholeNumberBetween: [[[0, 80], 'Must be a whole number between 0 and 80']], // DOM-39 (decision)
  timesAreIn: [
    [['America/New_York', 'Eastern Time'], 'Times are in Eastern Time (America/New_York)'], // X-09 (decision)
    [['Etc/GMT+5', null], 'Times are in Etc/GMT+5'],
  ],
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
  assignedToSessions: [
    [['Tina Tutor', 1], 'Assigned Tina Tutor to 1 session.'],
    [['Tina Tutor', 3], 'Assigned Tina Tutor to 3 sessions.'],
  ], // STF-15 (decision)
  unassignedFromSessions: [
    [[1], 'Unassigned from 1 session.'],
    [[2], 'Unassigned from 2 sessions.'],
  ], // STF-20 (decision)
  availabilityRepeated: [
    [[1], 'Availability repeated on 1 week.'],
    [[3], 'Availability repeated on 3 weeks.'],
  ], // STF-26 (decision)
  leadSourceStatusLabel: [[['Westside Middle School'], 'Status of Westside Middle School']], // CRM-21 (decision)
  saveLeadSourceStatusLabel: [[['Westside Middle School'], 'Save status of Westside Middle School']], // CRM-21 (decision)
  timeSkippedByClockChange: [
    [['03/14/2027'], 'This time does not exist on 03/14/2027 (the clocks change). Choose another time.'],
  ], // decision (a time in a daylight-saving gap)
};

const EXPECTED_TABLES: Record<string, unknown> = {
  LOGIN_TEXTS: {
    heading: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    missing: 'Please enter your e-mail and password.',
    failed: 'We could not sign you in. Please try again.',
  }, // SHL-03 (ours: the spec gives no sign-in texts)
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
    server_error:
      "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone",
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
  ENROLLMENT_TYPE_LABELS: {
    Enrollment: 'Standard',
    LimitedEnrollment: 'Limited attendance',
    FixedEnrollment: 'Fixed',
  }, // DOM-44, SES-45 (ours: the spec gives the types, not their labels)
  CANCELLATION_REASONS: [
    'Has not used/will not use product',
    'Did not find product helpful',
    'Scheduling issues/Not enough sessions available',
    'Student no longer needs product',
    'Price too high',
    'Switching to a competitive service',
    'Other',
  ], // DOM-19
  CONFIDENCE_LEVEL_TEXTS: {
    3: 'I feel calm and confident',
    2: 'I feel somewhat stressed',
    1: 'I feel completely overwhelmed',
  }, // DOM-20
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
  CONNECTION_LOST: {
    title: 'No connection',
    message:
      'We could not reach the server, so your change may not have been saved. Check your connection and try again.',
  }, // API-11 (decision: a save without a reply)
  CONNECTION_LOST_READ: {
    title: 'No connection',
    message: 'We could not reach the server. Check your connection and try again.',
  }, // API-11 (decision: a read without a reply)
};

describe('message catalogue', () => {
  it.each(Object.entries(EXPECTED_STRINGS).map(([name, [ids, text]]) => [ids, name, text]))(
    '%s: %s is byte for byte the spec text',
    (_ids, name, text) => {
      expect((messages as Record<string, unknown>)[name]).toBe(text);
    },
  );

  it.each(Object.entries(EXPECTED_TEMPLATES))('OP-31, DS-26, DOM-32 exact strings: the template %s', (name, cases) => {
    const template = (messages as Record<string, unknown>)[name] as (...args: unknown[]) => string;
    for (const [args, text] of cases) expect(template(...args)).toBe(text);
  });

  it.each(Object.entries(EXPECTED_TABLES))(
    'OP-08, SES-20, PAY-11, OP-33, DOM-19..21, SES-02 exact strings: the table %s',
    (name, table) => {
      expect((messages as Record<string, unknown>)[name]).toEqual(table);
    },
  );

  it('C-1: the review 500 text keeps its two spaces and the form text has one', () => {
    expect(messages.SERVER_ERROR_REVIEW).toContain('error.  Please');
    expect(messages.SERVER_ERROR).toContain('error. Please');
  });

  it('X-09 exact strings: every exported message has an expectation in this file', () => {
    const covered = new Set([
      ...Object.keys(EXPECTED_STRINGS),
      ...Object.keys(EXPECTED_TEMPLATES),
      ...Object.keys(EXPECTED_TABLES),
    ]);
    expect(Object.keys(messages).filter((name) => !covered.has(name))).toEqual([]);
  });
});
