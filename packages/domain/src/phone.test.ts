import { PHONE_COUNTRIES, formatPhone, normalizePhone, phoneCountryOf, validatePhone } from '../phone';

describe('normalizePhone', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['1-555-123-4567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['2079460958123', '+2079460958123'],
    ['12345', '+12345'],
    ['', ''],
    ['no digits', ''],
  ])('DS-16, OP-17: normalises %p to %p', (raw, normalized) => {
    expect(normalizePhone(raw)).toBe(normalized);
  });

  it('DS-16: an 11-digit number that does not start with 1 keeps all digits', () => {
    expect(normalizePhone('25551234567')).toBe('+25551234567');
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['+15551234567', '+1 (555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['+442079460958', '+44 207 946 0958'],
    ['+25551234567', '+25551234567'],
    ['+1234567', '+1234567'],
    ['', ''],
  ])('DS-16, OP-17, C-10: formats %p as %p', (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
  });
});

describe('validatePhone', () => {
  it('DS-14: offers the choices US and Non-US', () => {
    expect(PHONE_COUNTRIES).toEqual(['US', 'Non-US']);
  });

  it.each(['+15551234567', '5551234567', '(555) 123-4567', '1 555 123 4567', '+1 (555) 123-4567'])(
    'DS-15: accepts %p as a US number (+1 and 10 digits)',
    (value) => {
      expect(validatePhone(value, 'US')).toBeNull();
    },
  );

  it.each(['555123456', '55512345678', '+445551234567', '+5551234567', '555-CALL-NOW', '+1555123456'])(
    'DS-15: rejects %p as a US number with the exact message',
    (value) => {
      expect(validatePhone(value, 'US')).toBe('This is not a valid phone number.');
    },
  );

  it.each(['+44 20 7946 0958', '+1234567', '+49-30-123456', '+123456789012345'])(
    'DS-15: accepts %p as a Non-US number',
    (value) => {
      expect(validatePhone(value, 'Non-US')).toBeNull();
    },
  );

  it.each(['44 20 7946 0958', '+123456', '+44 abc 7946', '+1234567890123456'])(
    'DS-15: rejects %p as a Non-US number',
    (value) => {
      expect(validatePhone(value, 'Non-US')).toBe('This is not a valid phone number.');
    },
  );

  it('DS-17: is required by default; an optional empty phone is valid', () => {
    expect(validatePhone('', 'US')).toBe('Required');
    expect(validatePhone('   ', 'Non-US')).toBe('Required');
    expect(validatePhone('', 'US', { required: false })).toBeNull();
    expect(validatePhone(null, 'Non-US', { required: false })).toBeNull();
  });
});

describe('phoneCountryOf', () => {
  it('DS-14, OP-17: picks US for +1 and 10 digits (and for empty), Non-US otherwise', () => {
    expect(phoneCountryOf('+15551234567')).toBe('US');
    expect(phoneCountryOf('(555) 123-4567')).toBe('US');
    expect(phoneCountryOf('')).toBe('US');
    expect(phoneCountryOf('+442079460958')).toBe('Non-US');
    expect(phoneCountryOf('+1234567')).toBe('Non-US');
  });
});
