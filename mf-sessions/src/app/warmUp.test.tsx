import { screen, within } from '@testing-library/react';
import { expectWarmedOffScreen, preloadedArea, styleSheetText } from '@tutoring/build-config/test-kit';
import { installServer, makeSession, on, seen, signIn } from '../test/utils';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

installServer();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its `./app` has run: the
// shell preloaded it once the first page after the sign-in had settled.
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe("the sessions page warmed before the sessions area's first visit (issue 26)", () => {
  it('issue 26, SES-01: the sessions page renders once off-screen (nothing shown, fetched or titled); the first visit then shows the real sessions with every style it needs already in the sheet', async () => {
    signIn({ roles: ['admin'], permissions: ['ADMIN'], employeeId: 10 });

    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '/sessions');
    expect(seen).toEqual([]);

    // The click on Sessions: the shell prefetches the page's data and mounts the area.
    on('get', 'sessions', {
      sessions: [makeSession({ id: 1, title: 'Algebra I' })],
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
    const visit = await area.visit('/sessions');
    await visit.settle();
    const table = screen.getByRole('table', { name: 'Sessions' });
    expect(within(table).getByRole('button', { name: 'Algebra I' })).toBeInTheDocument();
    expect(screen.queryByText(/Placeholder/)).not.toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
