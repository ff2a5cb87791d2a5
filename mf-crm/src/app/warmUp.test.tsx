import { screen, within } from '@testing-library/react';
import { expectWarmedOffScreen, preloadedArea, styleSheetText } from '@tutoring/build-config/test-kit';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { HttpResponse, apiUrl, http, installServer, seen, server } from '../test/server';
import { staffUser } from '../test/render';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

installServer();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its `./app` has run: the
// shell preloads it while the visitor types on the login page.
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe("the CRM's first page warmed while the visitor signs in (issue 26)", () => {
  it('issue 26, CRM-01: the parents page renders once off-screen (nothing shown, fetched or titled); after the sign-in the area mounts with the real rows and every style it needs already in the sheet', async () => {
    // While the visitor signs in: nobody yet.
    platformStore.set(currentUserAtom, null);
    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '/parents');
    expect(seen).toEqual([]);

    // Signed in: the shell prefetches the page's data and mounts the area, as on every sign-in.
    platformStore.set(currentUserAtom, staffUser());
    server.use(
      http.get(apiUrl('parents'), () =>
        HttpResponse.json({
          parents: [
            {
              id: 1,
              firstName: 'Own',
              lastName: 'Parent',
              employeeId: 7,
              status: 'Active',
              createdAt: '2026-01-02T10:00:00Z',
            },
            {
              id: 2,
              firstName: 'Free',
              lastName: 'Parent',
              employeeId: null,
              status: 'Lead',
              createdAt: '2026-01-01T10:00:00Z',
            },
          ],
          meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 25 },
        }),
      ),
    );
    const visit = await area.visit('/parents');
    await visit.settle();
    const table = screen.getByRole('table', { name: 'Parents' });
    expect(within(table).getByRole('link', { name: 'Own Parent' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Casey Crm' })).toBeInTheDocument();
    expect(screen.queryByText(/Placeholder/)).not.toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
