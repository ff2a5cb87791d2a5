import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kdb } from '../db/kysely';

/**
 * Card payments (PAY-*, the Accept.js/Authorize.net pair): the local tokeniser of card numbers (served at
 * `/local/accept/tokenize` by src/resources/local) and the gateway adapter that turns a token into a stored profile
 * (used by authorize_net_profiles and public enrollment). No card number is ever stored: only its brand and last four.
 */

/** Test card numbers of the local tokeniser and the error each one triggers. */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5424000000000015',
  amex: '370000000000002',
  discover: '6011000000000012',
  /** Refused with E_WC_15 (CVV). */
  cvvRejected: '4000000000000002',
  /** Refused with E_WC_16 (zip). */
  zipRejected: '4000000000000010',
  /** Refused with E00117 (expiration year, as the gateway reports it). */
  gatewayExpiry: '4000000000000028',
} as const;

const luhn = (n: string): boolean => {
  let sum = 0;
  for (let i = 0; i < n.length; i += 1) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Card brand from the number's prefix. */
export const cardType = (n: string): string =>
  /^3[47]/.test(n)
    ? 'AmericanExpress'
    : /^4/.test(n)
      ? 'Visa'
      : /^(5[1-5]|2[2-7])/.test(n)
        ? 'MasterCard'
        : /^6(011|5)/.test(n)
          ? 'Discover'
          : 'Unknown';

type TokenReply =
  | {
      opaqueData: { dataDescriptor: string; dataValue: string };
      messages: { resultCode: 'Ok'; message: { code: string; text: string }[] };
    }
  | { messages: { resultCode: 'Error'; message: { code: string; text: string }[] } };

const err = (code: string, text: string): TokenReply => ({
  messages: { resultCode: 'Error', message: [{ code, text }] },
});

/** Tokenises a card like Accept.js dispatchData; stores only the brand and last four digits. */
export async function tokenize(
  kdb: Kdb,
  input: { cardNumber: string; month: string; year: string; cardCode: string; zip?: string },
): Promise<TokenReply> {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (number === TEST_CARDS.cvvRejected) return err('E_WC_15', 'Please provide valid CVV.');
  if (number === TEST_CARDS.zipRejected) return err('E_WC_16', 'Please provide valid zip code.');
  if (number === TEST_CARDS.gatewayExpiry) return err('E00117', 'Invalid expiration year.');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return err('E_WC_05', 'Please provide valid credit card number.');
  const month = Number(input.month);
  if (!/^\d{1,2}$/.test(input.month) || month < 1 || month > 12)
    return err('E_WC_06', 'Please provide valid expiration month.');
  if (!/^(\d{2}|\d{4})$/.test(input.year)) return err('E_WC_07', 'Please provide valid expiration year.');
  const year = input.year.length === 2 ? 2000 + Number(input.year) : Number(input.year);
  const now = new Date();
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return err('E_WC_08', 'Expiration date must be in the future.');
  if (!/^\d{3,4}$/.test(input.cardCode)) return err('E_WC_15', 'Please provide valid CVV.');
  if (input.zip !== undefined && !/^[A-Za-z0-9 -]{3,10}$/.test(input.zip))
    return err('E_WC_16', 'Please provide valid zip code.');
  const dataValue = `LOCAL-${randomBytes(24).toString('base64url')}`;
  await kdb
    .insertInto('card_tokens')
    .values({
      data_value: dataValue,
      card_type: cardType(number),
      last4: number.slice(-4),
      expiration_date: `${year}-${String(month).padStart(2, '0')}`,
    })
    .execute();
  return {
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue },
    messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
  };
}

/** A customer profile the gateway made of a token. */
export interface StoredCard {
  profileId: string;
  cardType: string;
  masked: string;
  /**
   * The card's expiry as the gateway knows it ("YYYY-MM"): stored instead of the one the request body claims; null
   * when the gateway does not tell it (then the body's is stored).
   */
  expirationDate: string | null;
}

/** Payment gateway: turns a token into a stored customer profile. */
export interface CardAdapter {
  createProfile(dataDescriptor: string, dataValue: string): Promise<StoredCard | null>;
}

/** The expiry to store of a saved card: the gateway's when it knows it, else the one the body gave. */
export const storedExpiry = (card: StoredCard, fromBody: string): string => card.expirationDate ?? fromBody;

/** The local gateway (tokens from {@link tokenize}); a production adapter would call Authorize.net's createCustomerProfile. */
export function cardAdapter(kdb: Kdb): CardAdapter {
  if (process.env.AUTHORIZE_NET_API_LOGIN_ID && process.env.AUTHORIZE_NET_TRANSACTION_KEY) return authorizeNetAdapter();
  return {
    async createProfile(dataDescriptor, dataValue) {
      if (dataDescriptor !== 'COMMON.ACCEPT.INAPP.PAYMENT') return null;
      const t = await kdb
        .updateTable('card_tokens')
        .set({ used_at: sql<string>`now()` })
        .where('data_value', '=', dataValue)
        .where('used_at', 'is', null)
        .returning(['card_type', 'last4', 'expiration_date'])
        .executeTakeFirst();
      if (!t) return null;
      return {
        profileId: `LOCALPROFILE-${randomBytes(8).toString('hex')}`,
        cardType: t.card_type,
        masked: `XXXX${t.last4}`,
        expirationDate: t.expiration_date,
      };
    },
  };
}

function authorizeNetAdapter(): CardAdapter {
  const endpoint = process.env.AUTHORIZE_NET_ENDPOINT ?? 'https://apitest.authorize.net/xml/v1/request.api';
  return {
    async createProfile(dataDescriptor, dataValue) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          createCustomerProfileRequest: {
            merchantAuthentication: {
              name: process.env.AUTHORIZE_NET_API_LOGIN_ID,
              transactionKey: process.env.AUTHORIZE_NET_TRANSACTION_KEY,
            },
            profile: { paymentProfiles: { payment: { opaqueData: { dataDescriptor, dataValue } } } },
          },
        }),
      });
      const json = (await res.json().catch(() => null)) as {
        customerProfileId?: string;
        messages?: { resultCode?: string };
      } | null;
      if (!json || json.messages?.resultCode !== 'Ok' || !json.customerProfileId) return null;
      // createCustomerProfile does not answer the card's expiry (a nonce carries it to Authorize.net only).
      return { profileId: json.customerProfileId, cardType: 'Unknown', masked: 'XXXX', expirationDate: null };
    },
  };
}
