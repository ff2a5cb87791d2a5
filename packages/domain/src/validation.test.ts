import {
  DEFAULT_COUNTRY,
  charCount,
  differentEmails,
  isAddressValid,
  isFullAddress,
  isUnitedStates,
  isValidEmail,
  isValidEmailList,
  parseEmailList,
  stateInputKind,
  validateEvent,
  validateInviteFriends,
  validateMessageRecipients,
  validateParent,
  validateRequiredNumber,
  validateReservationEndDate,
  validateReviewComment,
  validateSetPassword,
  validateStudentNames,
  validateTutorTargets,
} from './index';

const FULL = { street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'United States' };

describe('addresses', () => {
  it('DS-12: the default country is United States', () => {
    expect(DEFAULT_COUNTRY).toBe('United States');
  });

  it('DS-13, C-6: a required address needs street1, city, state, zip and country', () => {
    expect(isAddressValid(FULL, { required: true })).toBe(true);
    for (const field of ['street1', 'city', 'state', 'zip', 'country'] as const) {
      expect(isAddressValid({ ...FULL, [field]: ' ' }, { required: true })).toBe(false);
    }
    expect(isAddressValid(null, { required: true })).toBe(false);
  });

  it('DS-13, C-6, CRM-09: an optional address is valid when empty (the defaulted country does not count)', () => {
    expect(isAddressValid({}, { required: false })).toBe(true);
    expect(isAddressValid(null)).toBe(true);
    expect(isAddressValid({ street1: '', city: '', state: '', zip: '', country: 'United States' })).toBe(true);
  });

  it('DS-13, C-6: an optional address is valid with street1, city, state and zip, invalid when partly filled', () => {
    expect(isAddressValid({ ...FULL, country: '' })).toBe(true);
    expect(isAddressValid({ street1: '1 Main St', country: 'United States' })).toBe(false);
    expect(isAddressValid({ street2: 'Apt 4' })).toBe(false);
    expect(isAddressValid({ ...FULL, zip: '' })).toBe(false);
  });

  it('DS-11: a full address has street1, city, state and zip', () => {
    expect(isFullAddress(FULL)).toBe(true);
    expect(isFullAddress({ ...FULL, city: '' })).toBe(false);
    expect(isFullAddress(undefined)).toBe(false);
  });

  it('DS-12: the state is a dropdown for the United States and free text otherwise', () => {
    expect(stateInputKind('United States')).toBe('select');
    expect(stateInputKind(undefined)).toBe('select');
    expect(stateInputKind('Canada')).toBe('text');
    expect(isUnitedStates('USA')).toBe(true);
    expect(isUnitedStates('U.S.')).toBe(true);
    expect(isUnitedStates('Mexico')).toBe(false);
  });
});

describe('e-mails', () => {
  it('DOM-36: differentEmails fails when the parent e-mail equals a student e-mail ignoring case and spaces', () => {
    expect(differentEmails('Ann.Lee@Example.com', ['bob@example.com', ' ann.lee@example.com'])).toBe(false);
    expect(differentEmails('ann. lee@example .com', ['ANN.LEE@EXAMPLE.COM'])).toBe(false);
  });

  it('DOM-36: differentEmails passes for different e-mails, no students and empty e-mails', () => {
    expect(differentEmails('ann@example.com', ['bob@example.com'])).toBe(true);
    expect(differentEmails('ann@example.com', [])).toBe(true);
    expect(differentEmails('', ['', null])).toBe(true);
  });

  it('DOM-37, DS-29: splits on commas, semicolons and spaces, dropping empty parts', () => {
    expect(parseEmailList('a@x.com, b@y.org;c@z.net  d@w.io;;,')).toEqual(['a@x.com', 'b@y.org', 'c@z.net', 'd@w.io']);
    expect(parseEmailList('')).toEqual([]);
    expect(parseEmailList(' \n ')).toEqual([]);
  });

  it('DOM-37, DS-29: a list is valid only when every entry matches the e-mail pattern', () => {
    expect(isValidEmailList('a@x.com; b@y.org')).toBe(true);
    expect(isValidEmailList('')).toBe(true);
    expect(isValidEmailList('a@x.com, not-an-email')).toBe(false);
    expect(isValidEmailList('a@x')).toBe(false);
  });

  it('DOM-37: the e-mail pattern', () => {
    expect(isValidEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    expect(isValidEmail('a@@b.com')).toBe(false);
    expect(isValidEmail('a@b.')).toBe(false);
    expect(isValidEmail('@b.com')).toBe(false);
  });
});

describe('validateParent', () => {
  const parent = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', timeZone: 'America/Chicago' };

  it('CRM-06: a complete parent passes', () => {
    expect(validateParent(parent, { studentEmails: ['kid@example.com'], addressRequired: false })).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'timeZone'] as const)(
    'CRM-06: an empty %s -> "Please fill all required fields"',
    (field) => {
      expect(validateParent({ ...parent, [field]: '  ' })).toBe('Please fill all required fields');
    },
  );

  it('C-9: the time zone may arrive as timezone', () => {
    expect(validateParent({ ...parent, timeZone: undefined, timezone: 'America/Chicago' })).toBeNull();
  });

  it('CRM-07: a parent e-mail equal to a student e-mail -> the exact message', () => {
    expect(validateParent(parent, { studentEmails: ['ANN@example.com '] })).toBe(
      'Parent email cannot be the same as the student email',
    );
  });

  it('CRM-09: the address is required only with addressRequired', () => {
    expect(validateParent({ ...parent, address: {} }, { addressRequired: true })).toBe(
      'Please fill all required fields',
    );
    expect(validateParent({ ...parent, address: {} }, { addressRequired: false })).toBeNull();
    expect(validateParent({ ...parent, address: FULL }, { addressRequired: true })).toBeNull();
    expect(validateParent({ ...parent, address: { street1: '1 Main St' } })).toBe('Please fill all required fields');
  });
});

describe('other forms', () => {
  it('CRM-32: student first and last name are required', () => {
    expect(validateStudentNames({ firstName: 'Kim', lastName: 'Lee' })).toBeNull();
    expect(validateStudentNames({ firstName: 'Kim', lastName: '' })).toBe('Please fill all required fields');
    expect(validateStudentNames({ lastName: 'Lee' })).toBe('Please fill all required fields');
  });

  it('CRM-29: a message needs at least one recipient', () => {
    expect(validateMessageRecipients({ studentRecipientIds: [], parentRecipientIds: [] })).toBe(
      'Please select at least 1 recipient',
    );
    expect(validateMessageRecipients({ employeeRecipientIds: [4] })).toBeNull();
  });

  it('STU-05: a password shorter than 6 characters is refused', () => {
    const result = validateSetPassword({ password: '12345', passwordConfirmation: '12345' });
    expect(result).toEqual({
      password: 'Password must have at least 6 characters.',
      confirmation: null,
      confirmationKey: null,
      form: 'Please fix the errors on the form.',
    });
  });

  it('STU-05, DS-30: a differing confirmation reports noMatch', () => {
    const result = validateSetPassword({ password: 'secret1', passwordConfirmation: 'secret2' });
    expect(result).toEqual({
      password: null,
      confirmation: 'Passwords do not match.',
      confirmationKey: 'noMatch',
      form: 'Please fix the errors on the form.',
    });
  });

  it('STU-05: a valid password and confirmation pass', () => {
    expect(validateSetPassword({ password: 'secret', passwordConfirmation: 'secret' })).toEqual({
      password: null,
      confirmation: null,
      confirmationKey: null,
      form: null,
    });
  });

  it('STU-25, OP-29: three empty names block with the form toast and the first field error', () => {
    expect(validateInviteFriends(['', ' ', null])).toEqual({
      form: 'Please enter at least one friend.',
      firstField: 'One friend name is required.',
      friends: [],
    });
  });

  it('STU-25: the non-empty names are sent, trimmed, at most three', () => {
    expect(validateInviteFriends(['', ' Sam ', 'Alex', 'Extra'])).toEqual({
      form: null,
      firstField: null,
      friends: ['Sam', 'Alex'],
    });
  });

  it('STF-22, OP-31k: both targets are required numbers from 0 to 80', () => {
    expect(validateTutorTargets({ deliveryTarget: 0, availabilityTarget: '80' })).toEqual({});
    expect(validateTutorTargets({ deliveryTarget: '', availabilityTarget: 81 })).toEqual({
      deliveryTarget: 'Required',
      availabilityTarget: 'Must be between 0 and 80',
    });
    expect(validateTutorTargets({ deliveryTarget: -1, availabilityTarget: 'ten' })).toEqual({
      deliveryTarget: 'Must be between 0 and 80',
      availabilityTarget: 'Must be between 0 and 80',
    });
  });

  it('OP-31l: a required number names its range', () => {
    expect(validateRequiredNumber(null, 1, 52)).toBe('Required');
    expect(validateRequiredNumber(53, 1, 52)).toBe('Must be between 1 and 52');
    expect(validateRequiredNumber(52, 1, 52)).toBeNull();
  });

  it('SES-31: event name required and at most 191 characters; date MM/DD/YYYY; details at most 280', () => {
    expect(validateEvent({ name: 'Prep', date: '03/10/2027', details: 'x'.repeat(280) })).toEqual({});
    expect(validateEvent({ name: '', date: '', details: '' })).toEqual({ name: 'Required', date: 'Required' });
    expect(validateEvent({ name: 'x'.repeat(192), date: '2027-03-10', details: 'x'.repeat(281) })).toEqual({
      name: 'Maximum 191 characters',
      date: 'Please enter a date as MM/DD/YYYY',
      details: 'Maximum 280 characters',
    });
    expect(validateEvent({ name: 'x'.repeat(191), date: '03/10/2027' })).toEqual({});
  });

  it('DOM-39: limits count characters, so an emoji counts once', () => {
    expect(charCount('😀😀')).toBe(2);
    expect(validateReviewComment('😀'.repeat(191))).toBeNull();
  });

  it('STU-20, DOM-39: a review comment has at most 191 characters', () => {
    expect(validateReviewComment('x'.repeat(191))).toBeNull();
    expect(validateReviewComment('x'.repeat(192))).toBe('Maximum 191 characters');
    expect(validateReviewComment(undefined)).toBeNull();
  });
});

describe('validateReservationEndDate', () => {
  const now = '2027-03-10T06:00:00Z'; // still March 9 in Los Angeles, March 10 in UTC and Auckland

  it('SES-29, OP-31j: the end date is required', () => {
    expect(validateReservationEndDate('', now, 'UTC')).toBe('Reservation end date is required.');
    expect(validateReservationEndDate(null, now, 'UTC')).toBe('Reservation end date is required.');
  });

  it('SES-29, OP-31j: the end date may not be before today; today is allowed', () => {
    expect(validateReservationEndDate('03/09/2027', now, 'UTC')).toBe('Reservation end date cannot be before today.');
    expect(validateReservationEndDate('03/10/2027', now, 'UTC')).toBeNull();
    expect(validateReservationEndDate('2027-03-11', now, 'UTC')).toBeNull();
  });

  it("SES-29: today is the user's day, not the machine's", () => {
    expect(validateReservationEndDate('03/09/2027', now, 'America/Los_Angeles')).toBeNull();
    expect(validateReservationEndDate('03/09/2027', now, 'Pacific/Auckland')).toBe(
      'Reservation end date cannot be before today.',
    );
  });

  it('DS-22: an unreadable date is refused', () => {
    expect(validateReservationEndDate('3/9/27', now, 'UTC')).toBe('Please enter a date as MM/DD/YYYY');
  });
});
