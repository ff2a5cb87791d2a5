import assert from 'node:assert/strict';
import { PASSWORD } from './browser';

/** A caller of the API's v2 routes with one user's session cookie and CSRF token. */
export type ApiCaller = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

/** Signs in against the API from node (no browser) and returns a caller with the session cookie and CSRF token. */
export async function apiSession(apiUrl: string, email: string): Promise<ApiCaller> {
  const response = await fetch(`${apiUrl}/api/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: PASSWORD } }),
  });
  assert.equal(response.status, 200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return (path, init = {}) =>
    fetch(`${apiUrl}/api/v2/${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}
