import {
  AMEX_REJECTED,
  CARD_ENTER_EXPIRATION,
  CARD_ENTER_EXPIRATION_OLD,
  CARD_ENTER_REQUIRED,
  CARD_FILL_NUMBER,
  CARD_FILL_VALID_NUMBER,
  CARD_FILL_ZIP,
  CARD_FUTURE_EXPIRATION,
  INVALID_PAYMENT_DETAILS,
  NAME_ON_CARD_INVALID,
} from '@tutoring/domain';
import { tokenizeCard, type CardValues } from './card';
import type { CardData, PaymentProvider, TokenResult } from './provider';

const NOW = new Date(2026, 0, 15);
const VALID: CardValues = {
  number: '4111 1111 1111 1111',
  name: "Mary-Jane O'Neil",
  expiry: '12/30',
  cvc: '123',
  zipcode: '90012',
  country: 'United States',
};

/** A provider that records what it was given and answers `reply`. */
function recordingProvider(
  reply: TokenResult = {
    ok: true,
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' },
  },
) {
  const calls: CardData[] = [];
  const provider: PaymentProvider = { name: 'local', tokenize: async (card) => (calls.push(card), reply) };
  return { provider, calls };
}

async function check(values: Partial<CardValues>, variant: 'new' | 'old' = 'new') {
  const { provider, calls } = recordingProvider();
  const outcome = await tokenizeCard({ ...VALID, ...values }, { variant, provider, now: NOW });
  return { outcome, calls };
}

describe('card save-time checks (PAY-03, PAY-07)', () => {
  it.each([
    ['name', { name: '' }],
    ['CVC', { cvc: ' ' }],
  ])('PAY-03/PAY-07: a missing %s blocks the save with "Please enter required fields"', async (_label, values) => {
    const { outcome, calls } = await check(values);
    expect(outcome).toEqual({ ok: false, message: CARD_ENTER_REQUIRED, toast: null });
    expect(calls).toHaveLength(0);
  });

  it('PAY-07/OP-29: the newer form asks "Please enter an expiration date" for a missing expiry', async () => {
    expect((await check({ expiry: '' }, 'new')).outcome).toMatchObject({ message: 'Please enter an expiration date' });
    expect(CARD_ENTER_EXPIRATION).toBe('Please enter an expiration date');
  });

  it('PAY-07/OP-29: the older form keeps "Please enter a an expiration date"', async () => {
    expect((await check({ expiry: '' }, 'old')).outcome).toMatchObject({
      message: 'Please enter a an expiration date',
    });
    expect(CARD_ENTER_EXPIRATION_OLD).toBe('Please enter a an expiration date');
  });

  it('PAY-07: an expiry that is not in the future gives "Please enter a future expiration date"', async () => {
    const { outcome, calls } = await check({ expiry: '12/25' });
    expect(outcome).toMatchObject({ message: CARD_FUTURE_EXPIRATION });
    expect(calls).toHaveLength(0);
  });

  it('PAY-07/OP-59: the current month is still accepted', async () => {
    expect((await check({ expiry: '01/26' })).outcome.ok).toBe(true);
  });

  it('PAY-03/PAY-07: the newer form needs the zip for the United States: "Please fill in your billing zipcode"', async () => {
    expect((await check({ zipcode: '' })).outcome).toMatchObject({ message: CARD_FILL_ZIP });
  });

  it('PAY-03: the newer form does not need the zip outside the United States', async () => {
    const { outcome, calls } = await check({ zipcode: '', country: 'Canada' });
    expect(outcome.ok).toBe(true);
    expect(calls[0]).not.toHaveProperty('zip');
  });

  it('PAY-03: the older form always needs the zip', async () => {
    expect((await check({ zipcode: '', country: 'Canada' }, 'old')).outcome).toMatchObject({ message: CARD_FILL_ZIP });
  });

  it('PAY-07: a missing number gives "Please fill in your credit card"', async () => {
    expect((await check({ number: '' })).outcome).toMatchObject({ message: CARD_FILL_NUMBER });
  });

  it('PAY-05/PAY-07: a number failing the check gives "Please fill in a valid credit card number"', async () => {
    expect((await check({ number: '4111 1111 1111 1112' })).outcome).toMatchObject({ message: CARD_FILL_VALID_NUMBER });
  });

  it('PAY-04: American Express is refused with "Sorry, we do not accept American Express for payments."', async () => {
    const { outcome, calls } = await check({ number: '3700 000000 00002' });
    expect(outcome).toMatchObject({ message: AMEX_REJECTED });
    expect(AMEX_REJECTED).toBe('Sorry, we do not accept American Express for payments.');
    expect(calls).toHaveLength(0);
  });

  it('PAY-06: a name with other characters gives "Only letters, dashes and hyphens are allowed."', async () => {
    expect((await check({ name: 'R2-D2' })).outcome).toMatchObject({ message: NAME_ON_CARD_INVALID });
    expect(NAME_ON_CARD_INVALID).toBe('Only letters, dashes and hyphens are allowed.');
  });
});

describe('card tokenisation (PAY-08..PAY-11)', () => {
  it('PAY-08/DOM-38: a two-digit year is read as 20YY', async () => {
    const { outcome, calls } = await check({ expiry: '3/31' });
    expect(calls[0]).toMatchObject({ month: '03', year: '2031' });
    expect(outcome).toMatchObject({ ok: true, card: { authorizeNet: { expirationDate: '2031-03' } } });
  });

  it('PAY-09/OP-61: the provider gets the card; the result holds only the nonce, expiry and zip', async () => {
    const { outcome, calls } = await check({});
    expect(calls[0]).toEqual({
      cardNumber: '4111111111111111',
      month: '12',
      year: '2030',
      cardCode: '123',
      zip: '90012',
      fullName: "Mary-Jane O'Neil",
    });
    expect(outcome).toEqual({
      ok: true,
      card: {
        zip: '90012',
        authorizeNet: {
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          dataValue: 'nonce-1',
          expirationDate: '2030-12',
        },
      },
    });
    expect(JSON.stringify(outcome)).not.toMatch(/4111|123"|Mary/);
  });

  it('PAY-10: a refusal without messages shows "Invalid payment details"', async () => {
    const { provider } = recordingProvider({ ok: false, messages: [] });
    expect(await tokenizeCard(VALID, { variant: 'new', provider, now: NOW })).toEqual({
      ok: false,
      message: INVALID_PAYMENT_DETAILS,
      toast: null,
    });
    expect(INVALID_PAYMENT_DETAILS).toBe('Invalid payment details');
  });

  it('PAY-10/PAY-11/OP-25: provider messages are mapped and joined as a sentence', async () => {
    const { provider } = recordingProvider({
      ok: false,
      messages: [
        { code: 'E_WC_15', text: 'Please provide valid CVV.' },
        { code: 'E_WC_16', text: 'Please provide valid zip code.' },
      ],
    });
    expect(await tokenizeCard(VALID, { variant: 'new', provider, now: NOW })).toEqual({
      ok: false,
      message: null,
      toast: 'Invalid CVV and Invalid zip code',
    });
  });

  it.each([
    ['E_WC_07', 'Invalid expiration year'],
    ['E00117', 'Invalid expiration year'],
    ['E_WC_08', 'Invalid expiration year'],
    ['E_WC_06', 'Invalid expiration month'],
    ['E_WC_15', 'Invalid CVV'],
    ['E_WC_16', 'Invalid zip code'],
    ['E00018', 'The credit card has expired. (E00018)'],
  ])('PAY-11/OP-26: code %s shows "%s"', async (code, message) => {
    const { provider } = recordingProvider({ ok: false, messages: [{ code, text: 'The credit card has expired.' }] });
    expect(await tokenizeCard(VALID, { variant: 'new', provider, now: NOW })).toMatchObject({ toast: message });
  });
});
