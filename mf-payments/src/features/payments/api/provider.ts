/**
 * Card tokenisation behind one interface (PAY-09, X-10, OP-61). The browser turns card data into a payment nonce
 * with the provider; only the nonce ({dataDescriptor, dataValue}) plus expiry and zip ever reach our API.
 *
 * - `authorize_net`: the provider's Accept.js script (URL from `settings.payment.scriptUrl`), loaded once on demand.
 * - `local`: the api-server's Accept.js-style endpoint (`POST /local/accept/tokenize`), same reply shape and codes.
 *
 * This is the only module that talks to the card provider directly: it is a third-party service, not our API, so
 * it does not go through the api-client.
 */
import { shell, type RuntimeSettings } from '@tutoring/platform';

/** Card data handed to the provider (never to our API). */
export interface CardData {
  cardNumber: string;
  /** Two digits, "01".."12". */
  month: string;
  /** Four digits. */
  year: string;
  cardCode: string;
  zip?: string;
  fullName?: string;
}

/** A provider message: code and text (e.g. E_WC_15 / "Please provide valid CVV."). */
export interface ProviderMessage {
  code: string;
  text: string;
}

/** What a provider answers: a nonce, or the messages explaining why not. */
export type TokenResult =
  { ok: true; opaqueData: { dataDescriptor: string; dataValue: string } } | { ok: false; messages: ProviderMessage[] };

/** A card tokenisation provider. */
export interface PaymentProvider {
  /** Which provider this is. */
  readonly name: 'local' | 'authorize_net';
  /** Turns card data into a payment nonce. Never rejects for a refused card: that is `{ok: false}`. */
  tokenize(card: CardData): Promise<TokenResult>;
}

/** The reply shape Accept.js (and the local tokeniser) give. */
interface AcceptReply {
  opaqueData?: { dataDescriptor?: string; dataValue?: string };
  messages?: { resultCode?: string; message?: Array<{ code?: string; text?: string }> };
}

/** Reads an Accept.js-shaped reply. */
export function readAcceptReply(reply: AcceptReply | null | undefined): TokenResult {
  const data = reply?.opaqueData;
  if (reply?.messages?.resultCode === 'Ok' && data?.dataDescriptor && data.dataValue) {
    return { ok: true, opaqueData: { dataDescriptor: data.dataDescriptor, dataValue: data.dataValue } };
  }
  const messages = (reply?.messages?.message ?? [])
    .filter((m) => typeof m.code === 'string' && m.code !== '')
    .map((m) => ({ code: m.code as string, text: m.text ?? '' }));
  return { ok: false, messages };
}

/** Path of the api-server's local tokeniser (packages/api-server/src/local-adapters.ts). */
export const LOCAL_TOKENIZE_PATH = '/local/accept/tokenize';

/** The local provider: POSTs the card to the api-server's Accept.js-style endpoint. */
export function localProvider(endpoint: string = LOCAL_TOKENIZE_PATH): PaymentProvider {
  return {
    name: 'local',
    async tokenize(card) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            cardNumber: card.cardNumber,
            month: card.month,
            year: card.year,
            cardCode: card.cardCode,
            ...(card.zip ? { zip: card.zip } : {}),
          }),
        });
        const reply = (await response.json().catch(() => null)) as AcceptReply | null;
        return readAcceptReply(reply);
      } catch {
        return { ok: false, messages: [] };
      }
    },
  };
}

const scripts = new Map<string, Promise<void>>();

/** loads a third-party script once; later calls share the first load. A failed load may be retried. */
export function loadScriptOnce(url: string): Promise<void> {
  const existing = scripts.get(url);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.charset = 'utf-8';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scripts.delete(url);
      script.remove();
      reject(new Error(`Could not load ${url}`));
    });
    document.head.appendChild(script);
  });
  scripts.set(url, loading);
  return loading;
}

/** The Accept.js global. */
interface AcceptGlobal {
  dispatchData(
    secureData: { authData: { clientKey?: string; apiLoginID?: string }; cardData: Record<string, string> },
    callback: (reply: AcceptReply) => void,
  ): void;
}

/** The production provider: Authorize.net's Accept.js, loaded on first use. */
export function acceptJsProvider(settings: RuntimeSettings['payment']): PaymentProvider {
  return {
    name: 'authorize_net',
    async tokenize(card) {
      if (!settings.scriptUrl) return { ok: false, messages: [] };
      try {
        await loadScriptOnce(settings.scriptUrl);
      } catch {
        return { ok: false, messages: [] };
      }
      const accept = (window as unknown as { Accept?: AcceptGlobal }).Accept;
      if (!accept) return { ok: false, messages: [] };
      const cardData: Record<string, string> = {
        cardNumber: card.cardNumber,
        month: card.month,
        year: card.year,
        cardCode: card.cardCode,
        ...(card.zip ? { zip: card.zip } : {}),
        ...(card.fullName ? { fullName: card.fullName } : {}),
      };
      return new Promise<TokenResult>((resolve) => {
        accept.dispatchData(
          { authData: { clientKey: settings.clientKey, apiLoginID: settings.apiLoginId }, cardData },
          (reply) => resolve(readAcceptReply(reply)),
        );
      });
    },
  };
}

/** The provider the runtime settings name (SHL-20): Accept.js in production, the local tokeniser otherwise. */
export function paymentProvider(settings: RuntimeSettings['payment'] = shell().settings.payment): PaymentProvider {
  return settings.provider === 'authorize_net' ? acceptJsProvider(settings) : localProvider();
}
