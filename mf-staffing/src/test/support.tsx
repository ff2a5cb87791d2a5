/**
 * Test support: providers, a signed-in user and the msw server. The network is mocked at the network (msw); any
 * unhandled request fails the test.
 */
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, queryClientDefaults, setQueryClient } from '@tutoring/api-client';
import { DesignSystemProvider, ToastRegion, toast } from '@tutoring/design-system';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';

// Calendars render many cells; give async queries room on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

/** The msw server every test file shares (started by {@link setupMswServer}). */
export const server = setupServer();

/** Every request the server saw in the current test. */
export const requests: Array<{ method: string; path: string; url: URL; body: unknown }> = [];

/** Starts msw for the file, fails on unhandled requests, records requests. */
export function setupMswServer(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const entry = { method: request.method, path: url.pathname, url, body: undefined as unknown };
      requests.push(entry);
      if (request.method !== 'GET' && request.method !== 'DELETE') {
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
      }
    });
    configureApiClient({
      notify: (t) =>
        t.kind === 'error' ? toast.error(t.title ?? '', t.message) : toast.info(t.message ?? '', t.title),
    });
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

/** A JSON reply. */
export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** `GET /api/v2/<path>` handler. */
export const get = (path: string, reply: (req: { url: URL; request: Request }) => Response | Promise<Response>) =>
  http.get(`*/api/v2/${path}`, ({ request }) => reply({ url: new URL(request.url), request }));

/** Meta of a single-page list. */
export const meta = (count: number, per = 25) => ({
  totalCount: count,
  totalPages: count ? Math.ceil(count / per) : 0,
  pageNumber: 1,
  pageSize: per,
});

/** Signs a user in (the shared session atom the shell fills). */
export function signIn(user: Partial<SessionUser> = {}): SessionUser {
  const full: SessionUser = {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    fullName: 'Ada Admin',
    type: 'Employee',
    roles: ['admin'],
    permissions: ['ADMIN'],
    timeZone: 'America/Los_Angeles',
    actorId: null,
    employeeId: 1,
    studentId: null,
    parentId: null,
    essayGrader: false,
    graderToken: null,
    mustSetPassword: false,
    spoofing: null,
    ...user,
  } as SessionUser;
  platformStore.set(currentUserAtom, full);
  return full;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with the providers a remote runs in; `path` is the route pattern, `at` the URL. */
export function renderWithProviders(
  ui: ReactElement,
  { at = '/', path = '*' }: { at?: string; path?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { ...queryClientDefaults, queries: { ...queryClientDefaults.queries, retry: false, staleTime: 0 } },
  });
  setQueryClient(queryClient);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {children}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
        <ToastRegion />
      </DesignSystemProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient };
}
