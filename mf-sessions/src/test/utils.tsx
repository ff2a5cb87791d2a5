// Test helpers: one msw server (network-level mocks), a signed-in user in the shared session store, and a render
// with the providers a remote runs inside (query client, theme, router, toast region).
import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { DesignSystemProvider, ToastRegion, toast } from '@tutoring/design-system';
import { configureApiClient, queryClientDefaults, setQueryClient } from '@tutoring/api-client';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';

// jsdom with styled-components renders slowly on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 4000 });

/** The fake API: every test registers its own handlers; an unhandled request fails the test. */
export const server = setupServer();

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  json: unknown;
  accept: string | null;
}

/** Every request of the current test. */
export const seen: SeenRequest[] = [];

/** Starts the server for the file and records requests. */
export function installServer(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const clone = request.clone();
      const entry: SeenRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        json: undefined,
        accept: request.headers.get('accept'),
      };
      seen.push(entry);
      if (request.method !== 'GET') {
        void clone.text().then((text) => {
          try {
            entry.json = text ? JSON.parse(text) : undefined;
          } catch {
            entry.json = text;
          }
        });
      }
    });
    configureApiClient({
      notify: (t) => (t.kind === 'error' ? toast.error(t.title, t.message) : toast.success(t.message, t.title)),
    });
  });
  beforeEach(() => {
    seen.length = 0;
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

/** `GET|PUT|POST|DELETE /api/v2/<path>` answering `json` (status 200 unless given). */
export function on(
  method: 'get' | 'put' | 'post' | 'delete',
  path: string,
  json:
    | JsonBodyType
    | ((req: {
        request: Request;
        params: Record<string, unknown>;
      }) => JsonBodyType | Response | Promise<JsonBodyType | Response>),
  status = 200,
) {
  server.use(
    http[method](`*/api/v2/${path}`, async (info) => {
      const body = typeof json === 'function' ? await json(info as never) : json;
      if (body instanceof Response) return body;
      return HttpResponse.json(body, { status });
    }),
  );
}

/** The last request to a path (and method). */
export function lastRequest(path: string, method = 'GET'): SeenRequest | undefined {
  return [...seen].reverse().find((r) => r.method === method && r.path === `/api/v2/${path}`);
}

const baseUser: SessionUser = {
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
  employeeId: 10,
  studentId: null,
  parentId: null,
  essayGrader: false,
  graderToken: null,
  mustSetPassword: false,
  spoofing: null,
} as SessionUser;

/** Signs a user in (shared session store); `roles` picks the app (admin, crm, tutor, student, parent). */
export function signIn(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = { ...baseUser, ...overrides } as SessionUser;
  platformStore.set(currentUserAtom, user);
  return user;
}

/** Renders inside the providers of a remote, with a fresh query client. */
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { ...queryClientDefaults, queries: { ...queryClientDefaults.queries, retry: false, staleTime: 0 } },
  });
  setQueryClient(client);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DesignSystemProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <ToastRegion />
        </MemoryRouter>
      </DesignSystemProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** A session as the API returns it (DOM-48), starting `startsInMinutes` from now. */
export function makeSession(
  overrides: Record<string, unknown> = {},
  startsInMinutes = 60,
  duration = 60,
): Record<string, unknown> {
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  return {
    id: 7,
    title: 'Algebra I',
    sequence: 3,
    name: null,
    type: 'Session',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    duration,
    timezone: 'America/Los_Angeles',
    courseId: 5,
    course: {
      id: 5,
      title: 'Algebra I',
      dynamicSubject: false,
      brand: { id: 2, name: 'Math', includePoints: true, department: { id: 1, name: 'Mathematics' } },
    },
    sessionType: { id: 1, name: 'Online Tutoring', online: true },
    sessionTypeId: 1,
    supervisor: { id: 3, firstName: 'Maria', lastInitial: 'S' },
    attendances: [{ id: 1, studentId: 11, firstName: 'Sam', lastName: 'Student', joinedAt: null }],
    attendancesCount: 1,
    assignmentsCount: 1,
    employeesRequired: 1,
    canEdit: true,
    canCancel: true,
    isPast: false,
    launchable: true,
    ...overrides,
  };
}
