import {
  CARD_ERROR_CODES,
  cardErrorMessage,
  isCardProfileValid,
  parseExpiry,
  validateNameOnCard,
  type CardFormValues,
} from './index';
import { isAmex, validateCardForSave, validateCardNumber } from '../card-number';

const VISA = '4111 1111 1111 1111';
const AMEX = '378282246310005';

describe('card number', () => {
  it.each([VISA, '5555555555554444', '6011-1111-1111-1117'])('PAY-05: accepts the valid number %p', (number) => {
    expect(validateCardNumber(number)).toBeNull();
  });

  it.each(['4111111111111112', '1234567890123456', '4111'])('PAY-05: rejects %p with "Invalid CCN"', (number) => {
    expect(validateCardNumber(number)).toBe('Invalid CCN');
  });

  it('PAY-04: rejects American Express with the exact message', () => {
    expect(validateCardNumber(AMEX)).toBe('Sorry, we do not accept American Express for payments.');
    expect(validateCardNumber('3714 496353 98431')).toBe('Sorry, we do not accept American Express for payments.');
  });

  it('PAY-03: leaves an empty number to the required check', () => {
    expect(validateCardNumber('')).toBeNull();
  });

  it.each([
    [AMEX, true],
    ['American Express', true],
    ['AmericanExpress', true],
    ['american-express', true],
    ['AMEX', true],
    [VISA, false],
    ['Visa', false],
    ['', false],
    [null, false],
  ])('PAY-04, PAY-15: isAmex(%p) is %p', (value, expected) => {
    expect(isAmex(value)).toBe(expected);
  });
});

describe('name on card', () => {
  it.each(["Mary-Jane O'Neil", 'José Núñez', 'Li Wei', 'D’Angelo'])('PAY-06: accepts %p', (name) => {
    expect(validateNameOnCard(name)).toBeNull();
  });

  it.each(['John Smith Jr.', 'Jane2', 'A & B', 'name@example.com'])(
    'PAY-06: rejects %p with the exact message',
    (name) => {
      expect(validateNameOnCard(name)).toBe('Only letters, dashes and hyphens are allowed.');
    },
  );
});

describe('parseExpiry', () => {
  it('DOM-38, PAY-08: reads a two-digit year as 20YY', () => {
    expect(parseExpiry('12/27')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry('01/30')).toEqual({ month: 1, year: 2030 });
  });

  it('DOM-38: reads MM/YYYY, spaced input and objects', () => {
    expect(parseExpiry('12/2027')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry('3 / 28')).toEqual({ month: 3, year: 2028 });
    expect(parseExpiry({ month: '07', year: '29' })).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry({ month: 7, year: 2029 })).toEqual({ month: 7, year: 2029 });
  });

  it('DOM-38: reads MMYY typed without the slash', () => {
    expect(parseExpiry('1227')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry(' 0130 ')).toEqual({ month: 1, year: 2030 });
  });

  it.each(['13/27', '00/27', '12-27', '12/7', '1327', '127', '122027', '', null, { month: '', year: '27' }])(
    'DOM-38: refuses %p',
    (value) => {
      expect(parseExpiry(value)).toBeNull();
    },
  );
});

describe('isCardProfileValid', () => {
  const midMonth = new Date(2027, 5, 15, 12, 0); // 15 June 2027, local time

  it.each(['2027-06', '2027-06-01', '06/27', '06/2027', '2028-01', '12/30'])(
    'DOM-30, OP-59: %p is valid in June 2027 (through the last day of the month)',
    (expiry) => {
      expect(isCardProfileValid(expiry, midMonth)).toBe(true);
    },
  );

  it.each(['2027-05', '2027-05-31', '05/27', '05/2027', '12/26'])('DOM-30: %p has expired in June 2027', (expiry) => {
    expect(isCardProfileValid(expiry, midMonth)).toBe(false);
  });

  it('OP-59: stays valid on the last evening of the expiry month and expires the next morning', () => {
    expect(isCardProfileValid('06/27', new Date(2027, 5, 30, 23, 59))).toBe(true);
    expect(isCardProfileValid('06/27', new Date(2027, 6, 1, 0, 1))).toBe(false);
  });

  it('DOM-30, PAY-14: a missing or masked expiry is not valid', () => {
    expect(isCardProfileValid(null, midMonth)).toBe(false);
    expect(isCardProfileValid('XXXX', midMonth)).toBe(false);
    expect(isCardProfileValid('', midMonth)).toBe(false);
  });
});

describe('validateCardForSave', () => {
  const now = new Date(2027, 5, 15);
  const good: CardFormValues = { number: VISA, name: 'Ada Lovelace', expiry: '12/28', cvc: '123', zipcode: '94105' };
  const save = (card: Partial<CardFormValues>, form: 'new' | 'old' = 'new', country?: string) =>
    validateCardForSave({ ...good, ...card }, { form, country, now });

  it('PAY-07: a complete valid card passes', () => {
    expect(save({})).toBeNull();
    expect(save({}, 'old')).toBeNull();
  });

  it('PAY-03, PAY-07: missing name or CVC -> "Please enter required fields" (checked first)', () => {
    expect(save({ name: '' })).toBe('Please enter required fields');
    expect(save({ cvc: ' ', expiry: '', number: '' })).toBe('Please enter required fields');
  });

  it('PAY-07, OP-29: missing expiry -> the new form and the old form wording', () => {
    expect(save({ expiry: '' }, 'new')).toBe('Please enter an expiration date');
    expect(save({ expiry: null }, 'old')).toBe('Please enter a an expiration date');
    expect(save({ expiry: 'soon' }, 'new')).toBe('Please enter an expiration date');
  });

  it('PAY-07, PAY-11: an expiry written with a month outside 01..12 -> "Invalid expiration month", not "missing"', () => {
    for (const expiry of ['13/28', '00/28', '1328', '0028'])
      expect(save({ expiry }, 'new')).toBe('Invalid expiration month');
    expect(save({ expiry: '13/28' }, 'old')).toBe('Invalid expiration month');
  });

  it('DOM-38: an expiry typed without the slash ("1228") is read as MM/YY', () => {
    expect(save({ expiry: '1228' })).toBeNull();
    expect(save({ expiry: '0527' })).toBe('Please enter a future expiration date');
  });

  it('PAY-07: an expiry before the current month -> "Please enter a future expiration date"', () => {
    expect(save({ expiry: '05/27' })).toBe('Please enter a future expiration date');
    expect(save({ expiry: '06/27' })).toBeNull();
  });

  it('PAY-03, PAY-07: zip is always required in the old form', () => {
    expect(save({ zipcode: '' }, 'old', 'Canada')).toBe('Please fill in your billing zipcode');
  });

  it('PAY-03, PAY-07: zip is required in the new form only for the United States', () => {
    expect(save({ zipcode: '' }, 'new', 'United States')).toBe('Please fill in your billing zipcode');
    expect(save({ zipcode: '' }, 'new')).toBe('Please fill in your billing zipcode');
    expect(save({ zipcode: '' }, 'new', 'Canada')).toBeNull();
  });

  it('PAY-07: missing number -> "Please fill in your credit card"', () => {
    expect(save({ number: '' })).toBe('Please fill in your credit card');
  });

  it('PAY-07: invalid number -> "Please fill in a valid credit card number"', () => {
    expect(save({ number: '4111111111111112' })).toBe('Please fill in a valid credit card number');
  });

  it('PAY-04, PAY-06: an American Express card or an invalid name still blocks the save', () => {
    expect(save({ number: AMEX })).toBe('Sorry, we do not accept American Express for payments.');
    expect(save({ name: 'R2-D2' })).toBe('Only letters, dashes and hyphens are allowed.');
  });

  it('PAY-07: reports only the first failing check in the spec order', () => {
    expect(save({ expiry: '01/20', zipcode: '', number: '' })).toBe('Please enter a future expiration date');
    expect(save({ zipcode: '', number: '' })).toBe('Please fill in your billing zipcode');
  });
});

describe('cardErrorMessage', () => {
  it.each([
    ['E_WC_07', 'Invalid expiration year'],
    ['E00117', 'Invalid expiration year'],
    ['E_WC_08', 'Invalid expiration year'],
    ['E_WC_06', 'Invalid expiration month'],
    ['E_WC_15', 'Invalid CVV'],
    ['E_WC_16', 'Invalid zip code'],
  ])('PAY-11: %s shows %p', (code, message) => {
    expect(cardErrorMessage(code, 'provider text')).toBe(message);
    expect(CARD_ERROR_CODES[code]).toBe(message);
  });

  it('PAY-11, OP-26: other codes show "{text} ({code})"', () => {
    expect(cardErrorMessage('E00018', 'The credit card has expired.')).toBe('The credit card has expired. (E00018)');
    expect(cardErrorMessage('E99999', '')).toBe('Invalid payment details (E99999)');
  });
});
