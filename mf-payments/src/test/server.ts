import { setupServer } from 'msw/node';

/** One msw server per test file; any request without a handler fails the test. */
export function createTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The API base the client calls in jsdom. */
export const API = 'http://localhost/api/v2';
