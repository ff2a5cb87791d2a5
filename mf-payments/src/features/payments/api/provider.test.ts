import { http, HttpResponse } from 'msw';
import { createTestServer } from '../../../test/server';
import { acceptJsProvider, loadScriptOnce, localProvider, paymentProvider, readAcceptReply } from './provider';

const server = createTestServer();
const CARD = {
  cardNumber: '4111111111111111',
  month: '12',
  year: '2030',
  cardCode: '123',
  zip: '90012',
  fullName: 'Pat Payer',
};

describe('local tokeniser (PAY-09)', () => {
  it('PAY-09: posts the card to the local Accept.js-style endpoint and returns the nonce', async () => {
    let sent: unknown;
    server.use(
      http.post('http://localhost/local/accept/tokenize', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'LOCAL-abc' },
          messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
        });
      }),
    );
    await expect(localProvider().tokenize(CARD)).resolves.toEqual({
      ok: true,
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'LOCAL-abc' },
    });
    expect(sent).toEqual({ cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123', zip: '90012' });
  });

  it('PAY-10: an error reply gives the provider messages', async () => {
    server.use(
      http.post('http://localhost/local/accept/tokenize', () =>
        HttpResponse.json({
          messages: { resultCode: 'Error', message: [{ code: 'E_WC_15', text: 'Please provide valid CVV.' }] },
        }),
      ),
    );
    await expect(localProvider().tokenize(CARD)).resolves.toEqual({
      ok: false,
      messages: [{ code: 'E_WC_15', text: 'Please provide valid CVV.' }],
    });
  });

  it('PAY-10: an unreachable tokeniser is a refusal without messages', async () => {
    server.use(http.post('http://localhost/local/accept/tokenize', () => HttpResponse.error()));
    await expect(localProvider().tokenize(CARD)).resolves.toEqual({ ok: false, messages: [] });
  });

  it('reads an Ok reply without a nonce as a refusal', () => {
    expect(readAcceptReply({ messages: { resultCode: 'Ok', message: [] } })).toEqual({ ok: false, messages: [] });
  });
});

describe('Accept.js provider (X-10)', () => {
  afterEach(() => {
    delete (window as unknown as { Accept?: unknown }).Accept;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('X-10: loads the script once, on demand, however many callers ask', async () => {
    const url = 'https://js.example.test/once.js';
    const first = loadScriptOnce(url);
    const second = loadScriptOnce(url);
    const scripts = document.head.querySelectorAll(`script[src="${url}"]`);
    expect(scripts).toHaveLength(1);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScriptOnce(url);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });

  it('X-10: a failed load can be tried again', async () => {
    const url = 'https://js.example.test/fails.js';
    const first = loadScriptOnce(url);
    document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Could not load');
    void loadScriptOnce(url);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });

  it('PAY-09: tokenises with Accept.dispatchData using the configured keys, not touching our API', async () => {
    const url = 'https://js.example.test/accept.js';
    const provider = acceptJsProvider({
      provider: 'authorize_net',
      scriptUrl: url,
      clientKey: 'client-key',
      apiLoginId: 'login-id',
    });
    const dispatched: unknown[] = [];
    const result = provider.tokenize(CARD);
    (window as unknown as { Accept: unknown }).Accept = {
      dispatchData: (data: unknown, cb: (reply: unknown) => void) => {
        dispatched.push(data);
        cb({
          opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'real-nonce' },
          messages: { resultCode: 'Ok', message: [] },
        });
      },
    };
    document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('load'));
    await expect(result).resolves.toEqual({
      ok: true,
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'real-nonce' },
    });
    expect(dispatched).toEqual([{ authData: { clientKey: 'client-key', apiLoginID: 'login-id' }, cardData: CARD }]);
  });

  it('SHL-20: the settings choose the provider', () => {
    expect(paymentProvider({ provider: 'local' }).name).toBe('local');
    expect(paymentProvider({ provider: 'authorize_net', scriptUrl: 'https://js.example.test/a.js' }).name).toBe(
      'authorize_net',
    );
  });
});
