/**
 * The one test kit of the remotes (issue 23.4): render with the providers a remote runs in, a signed-in user, and
 * msw at the network with handlers built from the contract. Every remote's `src/test/` only adds its fixtures.
 *
 * The kit imports the shared packages (platform, design-system, api-client, contract) without listing them in
 * build-config's package.json: they are workspaces every remote depends on, and listing them would make
 * build-config (a dev dependency of those packages) part of a dependency cycle.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type DefaultOptions, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { clearReferenceCache, createQueryClient, setQueryClient } from '@tutoring/api-client';
import { type CurrentUser, type ResourceName, resources } from '@tutoring/contract';
import { DesignSystemProvider, ToastRegion, toast } from '@tutoring/design-system';
import { connectApiClient, currentUserAtom, platformStore } from '@tutoring/platform';
import { testUser } from './user';

export { http, HttpResponse };
export { testUser } from './user';
export type { JsonBodyType };

/** An msw URL pattern for a path under `/api/v2` (any origin). */
export const apiUrl = (path: string): string => `*/api/v2/${path}`;

/** Puts `user` (or nobody) in the shared session store, as the shell does after login. */
export function signIn(user: CurrentUser | null): CurrentUser | null {
  platformStore.set(currentUserAtom, user);
  return user;
}

/**
 * A fresh query client from the product's own factory, so with the product's defaults (what stays fresh and for how
 * long, window focus, the offline write policy) and its error policy (failures toast as in the app), only without
 * retries: a test that forgets an invalidation sees the stale data the user would. A test that truly needs other
 * settings asks for them with `queryDefaults`, merged over these (e.g. `{ queries: { staleTime: 0 } }`).
 */
export function createTestQueryClient(queryDefaults: DefaultOptions = {}): QueryClient {
  const client = createQueryClient({
    ...queryDefaults,
    queries: { retry: false, ...queryDefaults.queries },
    mutations: { retry: false, ...queryDefaults.mutations },
  });
  setQueryClient(client);
  return client;
}

let connected = false;
let lastLocation = '/';

function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return (
    <output data-testid="location" hidden>
      {lastLocation}
    </output>
  );
}

/** The memory router's current path and query (after the last render). */
export const currentLocation = (): string => lastLocation;

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** The URL the memory router starts at. */
  url?: string;
  /** Route pattern `ui` is mounted at (params for `useParams`); other paths render "Elsewhere". */
  path?: string;
  /** The signed-in user (`null`: nobody); default {@link testUser}. */
  user?: CurrentUser | null;
  /**
   * Query-client options merged over the product's defaults (see {@link createTestQueryClient}); only for a test that
   * truly needs other settings than the product's, which says why next to it.
   */
  queryDefaults?: DefaultOptions;
}

/**
 * Renders `ui` as a remote runs: the real api-client connected to the design system's toasts, a fresh query
 * client, the design system, a memory router at `url` (with `ui` at `path`) and the page's toast region.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', user = testUser(), queryDefaults }: RenderOptions = {},
) {
  if (!connected) {
    connectApiClient({ onUnauthorized: () => undefined });
    connected = true;
  }
  signIn(user);
  toast.clear();
  const queryClient = createTestQueryClient(queryDefaults);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastRegion />
      </DesignSystemProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

/** One request the fake network saw. */
export interface SeenRequest {
  method: string;
  url: URL;
  /** `url.pathname`. */
  path: string;
  /** `url.searchParams`. */
  query: URLSearchParams;
  /** The request's headers. */
  headers: Headers;
  /** The parsed JSON body (text when it is not JSON; undefined without a body). */
  body: unknown;
}

/** A list reply in the wire envelope (`{ <key>: rows, meta }`). */
export function listReply(
  key: string,
  rows: JsonBodyType[],
  meta: Partial<{ totalCount: number; totalPages: number; pageNumber: number; pageSize: number }> = {},
) {
  return HttpResponse.json({
    [key]: rows,
    meta: { totalCount: rows.length, totalPages: rows.length ? 1 : 0, pageNumber: 1, pageSize: 25, ...meta },
  } as JsonBodyType);
}

/** A 422 reply carrying the server's errors. */
export const unprocessable = (...errors: string[]) => HttpResponse.json({ errors }, { status: 422 });

function contractChecked(name: ResourceName, kind: 'memberReply' | 'collectionReply', reply: JsonBodyType) {
  const checked = resources[name][kind].safeParse(reply);
  if (!checked.success)
    throw new Error(`Test fixture for ${name} does not match the contract: ${checked.error.message}`);
  return HttpResponse.json(reply);
}

/**
 * msw handlers for a registry resource of the contract (path and envelope keys from `resources`): its list answers
 * `rows`, its member `GET {path}/{id}` the row with that id. Fixtures that do not match the contract fail the
 * request with the zod issues, so a fixture cannot drift from what the server sends.
 */
export function resourceHandlers(name: ResourceName, rows: Array<Record<string, unknown> & { id: number }>) {
  const { path, memberKey, collectionKey } = resources[name];
  return [
    http.get(apiUrl(path), () =>
      contractChecked(name, 'collectionReply', {
        [collectionKey]: rows,
        meta: { totalCount: rows.length, totalPages: rows.length ? 1 : 0, pageNumber: 1, pageSize: 25 },
      } as JsonBodyType),
    ),
    http.get(apiUrl(`${path}/:id`), ({ params }) => {
      const row = rows.find((candidate) => String(candidate.id) === params.id);
      if (!row) return HttpResponse.json({ errors: ['Not found'] }, { status: 404 });
      return contractChecked(name, 'memberReply', { [memberKey]: row } as JsonBodyType);
    }),
  ];
}

/** The fake network of one test file. */
export interface TestServer {
  server: SetupServerApi;
  /** Every request of the current test. */
  seen: SeenRequest[];
  /** Registers the file's hooks: listen (an unhandled request fails the test), reset between tests, close. */
  install(): void;
  /** The requests of the current test to `/api/v2/<path>` with `method`. */
  requestsTo(method: string, path: string): SeenRequest[];
  /** The last request of the current test to `/api/v2/<path>` with `method` (default GET). */
  lastRequest(path: string, method?: string): SeenRequest | undefined;
  /** Answers `METHOD /api/v2/<path>` with `reply` (JSON with `status`, or a Response / a function of the request). */
  on(method: 'get' | 'put' | 'post' | 'delete', path: string, reply: Reply, status?: number): void;
}

/** What {@link TestServer.on} answers: JSON, a Response, or a function of the request giving either. */
export type Reply =
  | JsonBodyType
  | ((info: {
      request: Request;
      params: Record<string, unknown>;
    }) => JsonBodyType | Response | Promise<JsonBodyType | Response>);

/** An msw server with `defaults` installed between tests and every request recorded. */
export function createTestServer(...defaults: Parameters<typeof setupServer>): TestServer {
  const server = setupServer(...defaults);
  const seen: SeenRequest[] = [];
  const requestsTo = (method: string, path: string) =>
    seen.filter((r) => r.method === method && r.path === `/api/v2/${path}`);
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      url,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: undefined,
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          entry.body = text ? JSON.parse(text) : undefined;
        } catch {
          entry.body = text;
        }
      });
  });
  return {
    server,
    seen,
    install() {
      beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
      beforeEach(() => {
        seen.length = 0;
        clearReferenceCache();
      });
      afterEach(() => server.resetHandlers());
      afterAll(() => server.close());
    },
    requestsTo,
    lastRequest: (path, method = 'GET') => requestsTo(method, path).at(-1),
    on(method, path, reply, status = 200) {
      server.use(
        http[method](apiUrl(path), async (info) => {
          const body = typeof reply === 'function' ? await reply(info as never) : reply;
          if (body instanceof Response) return body;
          return HttpResponse.json(body, { status });
        }),
      );
    },
  };
}

export {
  DISMISS_TITLE,
  STALE_UPDATE,
  contractWrite,
  formCases,
  schemaWrite,
  type BodySchema,
  type DemoLogin,
  type DismissCase,
  type EmptyOptionalCase,
  type FieldInput,
  type Fill,
  type FormCallbacks,
  type FormCaseTable,
  type FormContainer,
  type FormStepContext,
  type HostList,
  type HostWrite,
  type SeededRef,
  type ServerInvalidCase,
  type StaleCase,
} from './form-cases';
export { leavingThePage } from './leaving';
export { type AreaVisit, visitArea } from './area-visit';
export { expectWarmedOffScreen, preloadedArea, styleSheetText, warmUpPage } from './area-warm-up';
export { FORM_BODIES_DIR, formBodiesFile, type FormBody, type FormBodyFile } from './form-bodies';
export { committedProps, watchRenders } from './render-watch';
export { quietFederationLogs, remoteDown, remoteUp } from './federation';
