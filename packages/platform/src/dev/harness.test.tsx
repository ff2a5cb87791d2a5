import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mountStandalone } from './harness';

// The anonymous visitor's 401 signs the harness out (its onUnauthorized): the test waits for that sign-out to end, or
// it would go on after the test's window is gone (a crash of the test run, seen on a busy machine).
let signOuts = 0;
/** boot.ts's sessionStorage key of the spoofing state. */
const SPOOF_KEY = 'tutoring.spoofing';
const server = setupServer(
  http.delete('*/api/logout.json', () => {
    signOuts += 1;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/config.json', () => HttpResponse.json({})),
  http.get('*/api/v2/roles', () => HttpResponse.json({ roles: [] })),
  http.get('*/api/v2/current_user', () => HttpResponse.json({ errors: ['Not signed in'] }, { status: 401 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('standalone dev harness', () => {
  it('issue 25: `npm run dev -w <remote>` opens on the remote\'s first page, not on "/" where it has no route', async () => {
    const cleared = jest.spyOn(Storage.prototype, 'removeItem');
    (globalThis as { __REMOTE_HOME__?: string }).__REMOTE_HOME__ = '/parents';
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    // The harness renders into its own React root: inside act, so its updates settle before the assertions.
    await act(() => mountStandalone({ name: 'mf_crm', label: 'CRM', App: () => <h1>Parents</h1> }));
    expect(window.location.pathname).toBe('/parents');
    expect(await screen.findByRole('heading', { name: 'CRM: standalone sign in' })).toBeInTheDocument();
    // The sign-out's last step ends the page's session (its spoofing key cleared a second time, after the server call).
    await waitFor(() => expect(signOuts).toBe(1));
    await waitFor(() => expect(cleared.mock.calls.filter(([key]) => key === SPOOF_KEY)).toHaveLength(2));
    delete (globalThis as { __REMOTE_HOME__?: string }).__REMOTE_HOME__;
  });
});
