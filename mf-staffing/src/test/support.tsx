/**
 * Test support on the one test kit (@tutoring/build-config/test-kit): providers, a signed-in user and the msw
 * server. The network is mocked at the network (msw); any unhandled request fails the test.
 */
import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import {
  HttpResponse,
  type JsonBodyType,
  createTestServer,
  http,
  renderWithProviders as render,
  testUser,
} from '@tutoring/build-config/test-kit';
import { currentUserAtom, platformStore, type SessionUser } from '@tutoring/platform';

configure({ asyncUtilTimeout: 5000 });

const network = createTestServer();

/** The msw server every test file shares (started by {@link setupMswServer}). */
export const server = network.server;

/** Every request the server saw in the current test. */
export const requests = network.seen;

/** Starts msw for the file, fails on unhandled requests, records requests. */
export const setupMswServer = (): void => network.install();

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
  const full = testUser(user);
  platformStore.set(currentUserAtom, full);
  return full;
}

/** Renders with the providers a remote runs in, as the signed-in user; `path` is the route pattern, `at` the URL. */
export function renderWithProviders(ui: ReactElement, { at = '/', path = '*' }: { at?: string; path?: string } = {}) {
  return render(ui, { url: at, path, user: platformStore.get(currentUserAtom) });
}

/**
 * What mf-sessions' `./SessionDetailsModal` expose holds, as the tests see it (served with the test kit's
 * `remoteUp('mf_sessions', sessionsExposes)`): a dialog named after the session asked for, with Close.
 */
export const sessionsExposes = {
  './SessionDetailsModal': {
    SessionDetailsModal: ({ sessionId, onClose }: { sessionId: number; onClose: () => void }) => (
      <div role="dialog" aria-label={`Session ${sessionId}`}>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ),
  },
};
