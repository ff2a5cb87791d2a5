import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { triggerAppChange } from 'single-spa';
import { testUser } from '@tutoring/build-config/test-kit/user';
import { toast } from '@tutoring/design-system';
import { LIVE_UPDATES_PAUSED, ROLES_FAILURE } from '@tutoring/domain';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { startShell } from './startShell';
import { SESSION_ENDED_NOTICE } from './session-events';

const admin = testUser({ permissions: ['ADMIN', 'OPERATIONS'] });
const registry = {
  remotes: [
    {
      name: 'mf_crm',
      manifestUrl: 'http://127.0.0.1:9/mf_crm/mf-manifest.json',
      version: '1',
      routePrefixes: ['/parents'],
      navLabel: 'CRM',
      roles: ['admin', 'crm'],
    },
    {
      name: 'mf_exams',
      manifestUrl: 'http://127.0.0.1:9/mf_exams/mf-manifest.json',
      version: '1',
      routePrefixes: ['/exams'],
      navLabel: 'Exams',
      roles: ['essay_grader'],
    },
  ],
};

let signedIn = false;
let rolesStatus = 200;
const calls: string[] = [];
/** The realtime server of the default settings: accepts the signed-in user's socket and stays silent. */
const realtime = ws.link('ws://127.0.0.1:4000/app/*');
const server = setupServer(
  realtime.addEventListener('connection', () => {}),
  http.get('*/config.json', () => HttpResponse.json({ environment: 'test' })),
  http.get('*/remotes.json', () => HttpResponse.json({ remotes: [] })),
  http.get('*/api/v2/roles', () => {
    calls.push('roles');
    return rolesStatus === 200
      ? HttpResponse.json({ roles: [{ id: 1, name: 'admin', permissions: ['ADMIN'] }] })
      : HttpResponse.json({ errors: ['boom'] }, { status: rolesStatus });
  }),
  http.get('*/api/v2/current_user', () => {
    calls.push('current_user');
    return signedIn
      ? HttpResponse.json({ user: admin })
      : HttpResponse.json({ errors: ['Not signed in'] }, { status: 401 });
  }),
  http.post('*/api/login.json', async ({ request }) => {
    const body = (await request.json()) as { user: { email: string; password: string } };
    if (body.user.password !== 'password123')
      return HttpResponse.json({ errors: ['Invalid email or password.'] }, { status: 401 });
    signedIn = true;
    return HttpResponse.json({ user: admin, csrfToken: 'token-1' });
  }),
  http.delete('*/api/logout.json', () => {
    signedIn = false;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/v2/notices', () => {
    calls.push('notices');
    return HttpResponse.json({ notices: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 100 } });
  }),
  http.get('*/api/v2/locales/:file', () => HttpResponse.json({ APP_NAME: 'admin' })),
  http.get('*/api/v2/parents', () => HttpResponse.json({ errors: ['Session expired'] }, { status: 401 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
/** The shells the test started, stopped after it (unmounted, realtime disconnected). */
const stops: (() => void)[] = [];
afterEach(async () => {
  act(() => stops.splice(0).forEach((stop) => stop()));
  server.resetHandlers();
  document.body.innerHTML = '';
  signedIn = false;
  rolesStatus = 200;
  calls.length = 0;
  platformStore.set(currentUserAtom, null);
  localStorage.clear();
  act(() => toast.clear());
  // Back at '/', single-spa unmounts the area (or its fallback) a test left mounted.
  await act(async () => {
    window.history.replaceState(null, '', '/');
    await triggerAppChange();
  });
});
afterAll(() => server.close());

/** The signed-in user becomes `user` (a sign-in, a sign-out, spoofing), and the shell renders what follows. */
async function signedInAs(user: typeof admin | null) {
  await act(async () => {
    platformStore.set(currentUserAtom, user);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

async function boot(path = '/', gate?: Parameters<typeof startShell>[1]) {
  window.history.replaceState(null, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    stops.push(await startShell(container, gate));
  });
  return container;
}

/**
 * The registry's areas are not deployed here (their manifests answer 404), and the shell preloads the areas the user
 * may open once the first page has settled (at most 5 s, ./firstPage.ts): each preload fails and the federation
 * runtime warns. Returns the spied console.warn; {@link preloadFailed} waits for that warning, so that it cannot land
 * after the test, in another test's console.
 */
function undeployedAreasPreloaded() {
  server.use(http.get('http://127.0.0.1:9/*', () => new HttpResponse(null, { status: 404 })));
  return jest.spyOn(console, 'warn').mockImplementation(() => {});
}
async function preloadFailed(warn: jest.SpyInstance) {
  await waitFor(() => expect(warn.mock.calls.flat().join(' ')).toContain('Failed to get manifest'), { timeout: 7000 });
}

describe('shell start-up', () => {
  it('SHL-01: fetches the roles list first, then the current user', async () => {
    signedIn = true;
    await boot('/');
    expect(calls.slice(0, 2)).toEqual(['roles', 'current_user']);
  });

  it('SHL-02: when the roles call fails, the page shows only "We\'re sorry. There\'s been an error."', async () => {
    rolesStatus = 500;
    const container = await boot('/');
    expect(container.textContent).toBe(ROLES_FAILURE);
    expect(calls).toEqual(['roles']);
  });

  it('SHL-01, SHL-03: held by the small login page, fetches only the roles; once released it starts signed in at ?next=', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fnowhere');
    const container = document.body.appendChild(document.createElement('div'));
    container.textContent = 'the small login page';
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: Promise<() => void> = Promise.resolve(() => {});
    await act(async () => {
      started = startShell(container, gate);
    });
    await waitFor(() => expect(calls).toEqual(['roles']));
    expect(container).toHaveTextContent('the small login page');
    signedIn = true;
    await act(async () => {
      release();
      stops.push(await started);
    });
    expect(calls.slice(0, 2)).toEqual(['roles', 'current_user']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/nowhere');
  });

  it("SHL-03: released with the login reply's user, the shell starts signed in without asking for the current user again", async () => {
    signedIn = true;
    await boot('/login?next=%2Fnowhere', Promise.resolve({ user: admin }));
    expect(calls).toEqual(['roles']);
    expect(platformStore.get(currentUserAtom)?.email).toBe('admin@example.com');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/nowhere');
  });

  it('issue 26, SHL-13, SHL-16: after the sign-in the realtime socket connects once the first page is shown; the notices wait until it has settled', async () => {
    server.use(realtime.addEventListener('connection', () => void calls.push('socket')));
    signedIn = true;
    await boot('/login?next=%2F', Promise.resolve({ user: admin }));
    // The socket waits for the first page to show, not to settle: an event published while it is read reaches it (STF-29).
    await waitFor(() => expect(calls).toContain('socket'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).not.toContain('notices');
    // The page has settled (nothing fetching for a moment): the notices follow without any further action.
    await waitFor(() => expect(calls).toContain('notices'), { timeout: 4000 });
  });

  it('X-04: while the realtime connection is lost after having been up, the shell says live updates are paused, until it is back', async () => {
    // The realtime server speaks the Pusher protocol: connection established, the private channel subscribed.
    const sockets: { close: () => void }[] = [];
    let subscriptions = 0;
    server.use(
      http.post('*/api/auth/pusher/auth', () => HttpResponse.json({ auth: 'local-key:signature' })),
      realtime.addEventListener('connection', ({ client }) => {
        sockets.push(client);
        const socketId = `${sockets.length}.1`;
        client.send(
          JSON.stringify({
            event: 'pusher:connection_established',
            data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }),
          }),
        );
        client.addEventListener('message', (event) => {
          const frame = JSON.parse(String(event.data)) as { event: string; data: { channel: string } };
          if (frame.event !== 'pusher:subscribe') return;
          subscriptions += 1;
          const succeeded = {
            event: 'pusher_internal:subscription_succeeded',
            channel: frame.data.channel,
            data: '{}',
          };
          client.send(JSON.stringify(succeeded));
        });
      }),
    );
    signedIn = true;
    await boot('/login?next=%2F', Promise.resolve({ user: admin }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(subscriptions).toBe(1));
    expect(screen.queryByText(LIVE_UPDATES_PAUSED)).not.toBeInTheDocument();

    // The server drops the socket: the page says so, quietly (a polite status), while the client reconnects.
    act(() => sockets[0]?.close());
    const paused = await screen.findByText(LIVE_UPDATES_PAUSED);
    expect(paused).toHaveAttribute('role', 'status');
    // Reconnected (after its one-second back-off) and subscribed again: the status is empty, still in the page.
    await waitFor(() => expect(subscriptions).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(paused).toBeEmptyDOMElement());
    expect(paused).toBeInTheDocument();

    // The browser goes offline: the socket would notice only at its next ping; the page says so at once.
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(LIVE_UPDATES_PAUSED)).toHaveAttribute('role', 'status');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(subscriptions).toBe(3));
    await waitFor(() => expect(screen.queryByText(LIVE_UPDATES_PAUSED)).not.toBeInTheDocument());
  });

  it('X-04, SHL-05: the realtime server ending the subscription for good (4009, the session ended) signs the tab out; it does not say "Reconnecting…"', async () => {
    const sockets: { close: (code?: number, reason?: string) => void }[] = [];
    server.use(
      http.post('*/api/auth/pusher/auth', () => HttpResponse.json({ auth: 'local-key:signature' })),
      realtime.addEventListener('connection', ({ client }) => {
        sockets.push(client);
        client.send(
          JSON.stringify({
            event: 'pusher:connection_established',
            data: JSON.stringify({ socket_id: `${sockets.length}.1`, activity_timeout: 120 }),
          }),
        );
        client.addEventListener('message', (event) => {
          const frame = JSON.parse(String(event.data)) as { event: string; data: { channel: string } };
          if (frame.event === 'pusher:subscribe')
            client.send(
              JSON.stringify({
                event: 'pusher_internal:subscription_succeeded',
                channel: frame.data.channel,
                data: '{}',
              }),
            );
        });
      }),
    );
    signedIn = true;
    await boot('/login?next=%2F', Promise.resolve({ user: admin }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const before = calls.filter((call) => call === 'current_user').length;
    // Signed out in another tab: the server closes the socket with 4009 and the session answers 401.
    signedIn = false;
    act(() => sockets[0]?.close(4009, 'Session ended'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.filter((call) => call === 'current_user').length).toBeGreaterThan(before);
    expect(screen.queryByText(LIVE_UPDATES_PAUSED)).not.toBeInTheDocument();
    expect(sockets).toHaveLength(1);
  });

  it('SHL-03: a hand-over that names no valid user falls back to GET current_user', async () => {
    signedIn = true;
    await boot('/login?next=%2Fnowhere', Promise.resolve({ user: { id: 'not a user' } }));
    expect(calls.slice(0, 2)).toEqual(['roles', 'current_user']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('SHL-04: without a current user a protected route goes to the login screen', async () => {
    await boot('/parents');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?next=%2Fparents');
  });

  it('SHL-03: after login the user lands where they were going, or the home of their portal', async () => {
    await boot('/');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(document.title).toBe('Home - Admin'));
  });

  it('SHL-05: a 401 from any call logs out once and returns to login with a message', async () => {
    signedIn = true;
    await boot('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const api = await import('@tutoring/api-client/endpoints');
    let logouts = 0;
    server.use(
      http.delete('*/api/logout.json', () => {
        logouts += 1;
        signedIn = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await act(async () => {
      await Promise.allSettled([api.parents.list(), api.parents.list(), api.parents.list()]);
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_NOTICE);
    expect(logouts).toBe(1);
    expect(platformStore.get(currentUserAtom)).toBeNull();
  });

  it('SHL-03: someone else signing in on the tab starts from an empty cache; the same user again keeps theirs', async () => {
    signedIn = true;
    await boot('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    const { getQueryClient } = await import('@tutoring/api-client');
    const cache = getQueryClient();
    const key = ['api', 'sessions', 'list', { page: 1 }];
    cache.setQueryData(key, { sessions: ['of Ada'] });
    // The session ended and Ada signs in again: her cached lists are still hers.
    await signedInAs(null);
    await signedInAs(admin);
    expect(cache.getQueryData(key)).toEqual({ sessions: ['of Ada'] });
    // Ada acting as a student sees no list of Ada's; nor does another user after her.
    await signedInAs({ ...admin, spoofing: { type: 'Student', id: 5, name: 'Sam' } });
    expect(cache.getQueryData(key)).toBeUndefined();
    cache.setQueryData(key, { sessions: ['of Ada as Sam'] });
    await signedInAs(null);
    await signedInAs({ ...admin, id: admin.id + 1, firstName: 'Tina' });
    expect(cache.getQueryData(key)).toBeUndefined();
  });

  it("SHL-05: another tab signing someone else in ends this tab's pages, with the message, and leaves the new session alone", async () => {
    signedIn = true;
    await boot('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    let logouts = 0;
    server.use(
      http.delete('*/api/logout.json', () => {
        logouts += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    // What the browser's other tab writes when the server signs a tutor in there (the event reaches the other tabs).
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'tutoring.browserUser', newValue: `${admin.id + 1}@1` }));
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_NOTICE);
    expect(platformStore.get(currentUserAtom)).toBeNull();
    expect(logouts).toBe(0);
  });

  it('SHL-05: a tab that hears its own user signed in elsewhere stays; signing out tells the other tabs', async () => {
    signedIn = true;
    await boot('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(localStorage.getItem('tutoring.browserUser')).toMatch(new RegExp(`^${admin.id}@\\d+$`));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'tutoring.browserUser', newValue: `${admin.id}@2` }));
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('tutoring.browserUser')).toMatch(/^@\d+$/);
  });

  it('SHL-03: signing in from a protected link lands on that page', async () => {
    // The area itself is not deployed here: loading it fails and the federation runtime says so.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/remotes.json', () => HttpResponse.json(registry)),
      http.get('http://127.0.0.1:9/*', () => new HttpResponse(null, { status: 404 })),
    );
    await boot('/parents');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/parents'));
    await waitFor(() => expect(warn.mock.calls.flat().join(' ')).toContain('Failed to get manifest'));
  });

  it('SHL-06/OP-06: navigation shows only the areas the user may open', async () => {
    const warn = undeployedAreasPreloaded();
    signedIn = true;
    server.use(http.get('*/remotes.json', () => HttpResponse.json(registry)));
    await boot('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'CRM' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Exams' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Essay grading' })).toBeNull();
    await preloadFailed(warn);
  });

  it('SHL-18: an essay grader gets the essay-grading link to the grading screen', async () => {
    const warn = undeployedAreasPreloaded();
    signedIn = true;
    server.use(
      http.get('*/remotes.json', () =>
        HttpResponse.json({ remotes: [{ ...registry.remotes[1]!, routePrefixes: ['/exams', '/essay_grading'] }] }),
      ),
      http.get('*/api/v2/current_user', () =>
        HttpResponse.json({ user: { ...admin, roles: ['tutor'], permissions: ['TUTOR'], essayGrader: true } }),
      ),
    );
    await boot('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Essay grading' })).toHaveAttribute('href', '/essay_grading');
    await preloadFailed(warn);
  });
});
