import { createTestServer as createNetwork } from '@tutoring/build-config/test-kit';

/** One msw server per test file (the one test kit's); any request without a handler fails the test. */
export function createTestServer() {
  const network = createNetwork();
  network.install();
  return network.server;
}

/** The API base the client calls in jsdom. */
export const API = 'http://localhost/api/v2';
