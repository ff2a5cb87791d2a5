import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { verifyK12Ticket } from './auth';
import { TokenizeBodySchema } from './contract-extensions';
import type { Queryable } from './db/adapter';
import type { AppDeps } from './context';
import { notFound, parseBody, queryStr } from './util';

// ---------------------------------------------------------------- card tokenisation (Accept.js style)

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
  db: Queryable,
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
  await db.query('INSERT INTO card_tokens (data_value, card_type, last4) VALUES ($1, $2, $3)', [
    dataValue,
    cardType(number),
    number.slice(-4),
  ]);
  return {
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue },
    messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
  };
}

/** Payment gateway: turns a token into a stored customer profile. */
export interface CardAdapter {
  createProfile(
    dataDescriptor: string,
    dataValue: string,
  ): Promise<{ profileId: string; cardType: string; masked: string } | null>;
}

/** The local gateway (tokens from {@link tokenize}); a production adapter would call Authorize.net's createCustomerProfile. */
export function cardAdapter(db: Queryable): CardAdapter {
  if (process.env.AUTHORIZE_NET_API_LOGIN_ID && process.env.AUTHORIZE_NET_TRANSACTION_KEY) return authorizeNetAdapter();
  return {
    async createProfile(dataDescriptor, dataValue) {
      if (dataDescriptor !== 'COMMON.ACCEPT.INAPP.PAYMENT') return null;
      const rows = await db.query<{ card_type: string; last4: string }>(
        'UPDATE card_tokens SET used_at = now() WHERE data_value = $1 AND used_at IS NULL RETURNING card_type, last4',
        [dataValue],
      );
      const t = rows[0];
      if (!t) return null;
      return {
        profileId: `LOCALPROFILE-${randomBytes(8).toString('hex')}`,
        cardType: t.card_type,
        masked: `XXXX${t.last4}`,
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
      return { profileId: json.customerProfileId, cardType: 'Unknown', masked: 'XXXX' };
    },
  };
}

// ---------------------------------------------------------------- maps (address autocomplete)

/** A place with the address fields of DOM-56. */
export interface Place {
  placeId: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** The local address book used by the autocomplete adapter. */
export const PLACES: Place[] = [
  {
    placeId: 'local-1',
    street1: '100 Main St',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90012',
    country: 'US',
    latitude: 34.0537,
    longitude: -118.2428,
  },
  {
    placeId: 'local-2',
    street1: '200 Ocean Ave',
    city: 'Santa Monica',
    state: 'CA',
    zip: '90401',
    country: 'US',
    latitude: 34.0115,
    longitude: -118.4956,
  },
  {
    placeId: 'local-3',
    street1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    country: 'US',
    latitude: 40.7484,
    longitude: -73.9857,
  },
  {
    placeId: 'local-4',
    street1: '1600 Amphitheatre Pkwy',
    city: 'Mountain View',
    state: 'CA',
    zip: '94043',
    country: 'US',
    latitude: 37.422,
    longitude: -122.0841,
  },
  {
    placeId: 'local-5',
    street1: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    country: 'US',
    latitude: 41.8789,
    longitude: -87.6359,
  },
  {
    placeId: 'local-6',
    street1: '400 Broad St',
    city: 'Seattle',
    state: 'WA',
    zip: '98109',
    country: 'US',
    latitude: 47.6205,
    longitude: -122.3493,
  },
  {
    placeId: 'local-7',
    street1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    latitude: 30.2672,
    longitude: -97.7431,
  },
];
const formatted = (p: Place) => `${p.street1}, ${p.city}, ${p.state} ${p.zip}, ${p.country}`;

// ---------------------------------------------------------------- video meetings

/** Video meeting provider. */
export interface VideoAdapter {
  createMeeting(sessionId: number): Promise<{ joinUrl: string; startUrl: string }>;
}

let publicUrl = process.env.API_PUBLIC_URL ?? '';
/** The URL this server is reached at ('' = relative), used in local meeting and K12 links. */
export const publicBaseUrl = (): string => publicUrl;
/** Sets the URL this server is reached at (used in local meeting links). */
export const setPublicUrl = (url: string): void => {
  if (!process.env.API_PUBLIC_URL) publicUrl = url;
};

/** The configured video adapter: local meeting rooms served here unless ZOOM_JWT is set. */
export function videoAdapter(): VideoAdapter {
  const token = process.env.ZOOM_JWT;
  if (token) {
    return {
      async createMeeting(sessionId) {
        const res = await fetch(`${process.env.ZOOM_API_URL ?? 'https://api.zoom.us/v2'}/users/me/meetings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ topic: `Session ${sessionId}`, type: 1 }),
        });
        if (!res.ok) throw new Error(`Zoom replied ${res.status}`);
        const json = (await res.json()) as { join_url: string; start_url: string };
        return { joinUrl: json.join_url, startUrl: json.start_url };
      },
    };
  }
  return {
    async createMeeting(sessionId) {
      const room = `${sessionId}-${randomBytes(6).toString('hex')}`;
      return {
        joinUrl: `${publicUrl}/local/meetings/${room}`,
        startUrl: `${publicUrl}/local/meetings/${room}?role=host`,
      };
    },
  };
}

/** Local adapters of the outside services (card tokeniser, maps, meetings). */
export function registerLocalAdapters(app: FastifyInstance, deps: AppDeps): void {
  const external = { config: { external: true } };
  app.post('/local/accept/tokenize', external, async (req) => {
    const body = parseBody(TokenizeBodySchema, req.body);
    return tokenize(deps.db, body);
  });
  app.get('/local/maps/autocomplete', external, async (req) => {
    const q = (queryStr((req.query as Record<string, unknown>).q) ?? '').toLowerCase().slice(0, 200);
    const hits = q.length < 2 ? [] : PLACES.filter((p) => formatted(p).toLowerCase().includes(q));
    return { predictions: hits.map((p) => ({ placeId: p.placeId, description: formatted(p) })) };
  });
  app.get('/local/maps/places/:placeId', external, async (req) => {
    const p = PLACES.find((x) => x.placeId === (req.params as { placeId: string }).placeId);
    if (!p) throw notFound('Place');
    return { place: { ...p, street2: '', formatted: formatted(p) } };
  });
  // Badge and prize pictures (STU-12, STU-15): the local stand-in for the picture host, a drawn badge per name.
  app.get('/local/pictures/:kind/:file', external, async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    const m = /^([a-z0-9-]{1,40})\.svg$/.exec(file);
    if (!['badges', 'prizes'].includes(kind) || !m) throw notFound('Picture');
    const name = m[1]!;
    const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
    const initial = name[0]!.toUpperCase();
    const shape =
      kind === 'badges'
        ? `<circle cx="32" cy="32" r="30" fill="hsl(${hue} 70% 45%)"/>`
        : `<rect x="4" y="4" width="56" height="56" rx="10" fill="hsl(${hue} 70% 45%)"/>`;
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">${shape}<text x="32" y="41" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#fff">${initial}</text></svg>`,
      );
  });
  app.get('/local/meetings/:room', external, async (req, reply) => {
    const room = (req.params as { room: string }).room.replace(/[^\w-]/g, '');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><title>Meeting ${room}</title></head><body><h1>Local meeting room ${room}</h1><p>This is the local video adapter.</p></body></html>`,
      );
  });
  // The local K12 sign-in page: accepts only a genuine, unexpired ticket (signed by students/k12_login_ticket).
  app.get('/local/k12/login', external, async (req, reply) => {
    const ticket = queryStr((req.query as Record<string, unknown>).ticket) ?? '';
    const studentId = verifyK12Ticket(deps.sessionSecret, ticket);
    if (studentId === null)
      return reply.code(401).send({ errors: ['The K12 sign-in ticket is invalid or has expired.'] });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><title>K12</title></head><body><h1>Local K12 sign-in</h1><p>Signed in as student ${studentId}.</p></body></html>`,
      );
  });
  app.get(`/app/:key`, { websocket: true, config: { external: true } }, (socket, req) => {
    if ((req.params as { key: string }).key !== deps.realtime.appKey) {
      socket.send(JSON.stringify({ event: 'pusher:error', data: { code: 4001, message: 'App key not in use' } }));
      socket.close(4001);
      return;
    }
    deps.realtime.accept(socket);
  });
}
