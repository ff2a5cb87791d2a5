import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { MutationObserver } from '@tanstack/react-query';
import { testUser } from '@tutoring/build-config/test-kit/user';
import {
  clearReferenceCache,
  configureApiClient,
  createQueryClient,
  resetApiClient,
  type ApiQueryMeta,
  type ApiToast,
} from '../../src';

/** The signed-in user of `login` and `current_user` replies: an admin employee (API-02, EXM-01). */
export const currentUser = testUser();

/** One request as the server saw it. */
export interface Seen {
  method: string;
  url: URL;
  path: string;
  query: Array<[string, string]>;
  headers: Headers;
  credentials: RequestCredentials;
  json: unknown;
  text: string;
  form: FormData | null;
}

export const server = setupServer();
export const seen: Seen[] = [];
export const toasts: ApiToast[] = [];
export const reports: Array<{ error: unknown; context?: Record<string, unknown> }> = [];
export const onUnauthorized = jest.fn();

type Reply =
  | { status?: number; json?: JsonBodyType; text?: string; contentType?: string; headers?: Record<string, string> }
  | 'network-error';
let next: (req: Seen) => Reply = () => ({ status: 200, json: {} });

/** Sets what the fake server answers to every request. */
export function answer(reply: Reply | ((req: Seen) => Reply)): void {
  next = typeof reply === 'function' ? reply : () => reply;
}

const record = async (request: Request): Promise<Seen> => {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type') ?? '';
  let text = '';
  let form: FormData | null = null;
  let json: unknown = undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (contentType.startsWith('multipart/form-data')) form = await request.formData();
    else {
      text = await request.text();
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
    }
  }
  return {
    method: request.method,
    url,
    path: url.pathname,
    query: [...url.searchParams.entries()],
    headers: request.headers,
    credentials: request.credentials,
    json,
    text,
    form,
  };
};

export function installServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen.length = 0;
    toasts.length = 0;
    reports.length = 0;
    resetApiClient();
    clearReferenceCache();
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    configureApiClient({
      notify: (t) => toasts.push(t),
      report: (error, context) => reports.push({ error, context }),
      onUnauthorized,
    });
    answer({ status: 200, json: {} });
    server.use(
      http.all('*', async ({ request }) => {
        const req = await record(request);
        seen.push(req);
        const reply = next(req);
        if (reply === 'network-error') return HttpResponse.error();
        if (reply.text !== undefined) {
          return new HttpResponse(reply.text, {
            status: reply.status ?? 200,
            headers: { 'Content-Type': reply.contentType ?? 'text/plain' },
          });
        }
        if (reply.status === 204) return new HttpResponse(null, { status: 204 });
        return HttpResponse.json(reply.json ?? null, { status: reply.status ?? 200, headers: reply.headers });
      }),
    );
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The last request seen. */
export const last = (): Seen => {
  const req = seen[seen.length - 1];
  if (!req) throw new Error('no request seen');
  return req;
};

/** Runs `call` as a query of a client from the product's factory (its error policy toasts); resolves or the error. */
export async function inQuery(call: () => Promise<unknown>, meta?: ApiQueryMeta): Promise<unknown> {
  const client = createQueryClient({ queries: { retry: false } });
  return client
    .fetchQuery({ queryKey: ['test', Math.random()], queryFn: call, ...(meta ? { meta } : {}) })
    .catch((error: unknown) => error);
}

/** Runs `call` as a mutation of a client from the product's factory; resolves or the error. */
export async function inMutation(call: () => Promise<unknown>, meta?: ApiQueryMeta): Promise<unknown> {
  const client = createQueryClient();
  const observer = new MutationObserver(client, { mutationFn: call, ...(meta ? { meta } : {}) });
  return observer.mutate().catch((error: unknown) => error);
}
