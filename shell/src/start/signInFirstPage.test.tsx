import { useLayoutEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { delay, http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { triggerAppChange } from 'single-spa';
import { testUser } from '@tutoring/build-config/test-kit/user';
import { createRemoteLifecycles, currentUserAtom, platformStore } from '@tutoring/platform';
import { startShell } from './startShell';

/**
 * The areas this file deploys, by Module Federation id: the runtime's network load of a remote is replaced by them
 * (anything else loads as usual).
 */
const mockAreas = new Map<string, unknown>();
jest.mock('@module-federation/enhanced/runtime', () => {
  const actual = jest.requireActual('@module-federation/enhanced/runtime');
  return {
    ...actual,
    loadRemote: (id: string, ...rest: unknown[]) =>
      mockAreas.has(id) ? Promise.resolve(mockAreas.get(id)) : actual.loadRemote(id, ...rest),
  };
});

const admin = testUser({ permissions: ['ADMIN', 'OPERATIONS'] });
/** What the page asked the server for, and when its rows showed, in order. */
const calls: string[] = [];
/** Resolves when single-spa starts mounting the first page's area. */
let mountStarted = Promise.resolve();

const rowsQuery = {
  queryKey: ['first-page-rows'],
  queryFn: async () => (await fetch(new URL('/api/v2/rows', window.location.href))).json() as Promise<string[]>,
};
const countsQuery = {
  queryKey: ['first-page-counts'],
  queryFn: async () => (await fetch(new URL('/api/v2/rows/counts', window.location.href))).json() as Promise<number>,
};
function RowsPage() {
  const { data: rows } = useQuery(rowsQuery);
  const { data: count } = useQuery(countsQuery);
  // Recorded as the rows are committed to the page.
  useLayoutEffect(() => {
    if (rows) calls.push('rows shown');
  }, [rows]);
  return (
    <section>
      <h1>Rows</h1>
      <p>{count === undefined ? 'Counting' : `${count} rows`}</p>
      <ul>
        {rows?.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </section>
  );
}
const routes = [{ path: '/rows', title: ['Rows'], Component: RowsPage }];
mockAreas.set(
  'first_area/app',
  createRemoteLifecycles({
    name: 'first_area',
    label: 'Rows',
    version: '1',
    App: () => <RowsPage />,
    routes,
    // As the CRM declares its list page: the list returned, its counts beside it.
    prefetch: (context) => {
      if (context.pathname !== '/rows') return;
      const list = context.prefetch(rowsQuery);
      void context.prefetch(countsQuery);
      return list;
    },
  }),
);

const realtime = ws.link('ws://127.0.0.1:4000/app/*');
const server = setupServer(
  realtime.addEventListener('connection', () => void calls.push('realtime socket')),
  http.get('*/config.json', () => HttpResponse.json({ environment: 'test' })),
  http.get('*/remotes.json', () =>
    HttpResponse.json({
      remotes: [
        {
          name: 'first_area',
          manifestUrl: 'http://127.0.0.1:9/first_area/mf-manifest.json',
          version: '1',
          routePrefixes: ['/rows'],
          navLabel: 'Rows',
          roles: ['admin'],
        },
      ],
    }),
  ),
  http.get('*/api/v2/roles', () => HttpResponse.json({ roles: [{ id: 1, name: 'admin', permissions: ['ADMIN'] }] })),
  http.get('*/api/v2/rows', async () => {
    calls.push('list');
    // The list takes a moment, as over a network: the area's mount starts meanwhile and waits for it.
    await mountStarted;
    await delay(20);
    return HttpResponse.json(['first row', 'second row']);
  }),
  http.get('*/api/v2/rows/counts', () => {
    calls.push('counts');
    return HttpResponse.json(2);
  }),
  http.get('*/api/v2/locales/:file', () => {
    calls.push('locale table');
    return HttpResponse.json({ APP_NAME: 'admin' });
  }),
  http.get('*/api/v2/notices', () => {
    calls.push('notices');
    return HttpResponse.json({ notices: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 100 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('after the sign-in reply (issue 26 point 2)', () => {
  let stop = () => {};
  afterEach(async () => {
    act(() => stop());
    platformStore.set(currentUserAtom, null);
    await act(async () => {
      window.history.replaceState(null, '', '/');
      await triggerAppChange();
    });
    document.body.innerHTML = '';
  });

  it("issue 26, SHL-03, SHL-16, SHL-17: the destination's list is asked for first and alone; its counts, the locale table and the realtime socket once its rows show; the notices follow", async () => {
    mountStarted = new Promise((resolve) =>
      window.addEventListener('single-spa:before-mount-routing-event', () => resolve(), { once: true }),
    );
    window.history.replaceState(null, '', '/login?next=%2Frows');
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      // Released by the small login page with the user its sign-in reply named.
      stop = await startShell(container, Promise.resolve({ user: admin }));
    });
    expect(await screen.findByText('second row')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/rows');
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['counts', 'locale table', 'realtime socket'])));
    expect(calls.slice(0, 2)).toEqual(['list', 'rows shown']);
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    // The notices once the page has settled (nothing fetching for a moment): nothing is lost.
    await waitFor(() => expect(calls).toContain('notices'), { timeout: 4000 });
  });
});
