import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mountStandalone } from './harness';

const server = setupServer(
  http.get('*/config.json', () => HttpResponse.json({})),
  http.get('*/api/v2/roles', () => HttpResponse.json({ roles: [] })),
  http.get('*/api/v2/current_user', () => HttpResponse.json({ errors: ['Not signed in'] }, { status: 401 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('standalone dev harness', () => {
  it('issue 25: `npm run dev -w <remote>` opens on the remote\'s first page, not on "/" where it has no route', async () => {
    (globalThis as { __REMOTE_HOME__?: string }).__REMOTE_HOME__ = '/parents';
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    // The harness renders into its own React root: inside act, so its updates settle before the assertions.
    await act(() => mountStandalone({ name: 'mf_crm', label: 'CRM', App: () => <h1>Parents</h1> }));
    expect(window.location.pathname).toBe('/parents');
    expect(await screen.findByRole('heading', { name: 'CRM: standalone sign in' })).toBeInTheDocument();
    delete (globalThis as { __REMOTE_HOME__?: string }).__REMOTE_HOME__;
  });
});
