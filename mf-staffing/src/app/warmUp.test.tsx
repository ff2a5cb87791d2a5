import { screen, within } from '@testing-library/react';
import { expectWarmedOffScreen, preloadedArea, styleSheetText } from '@tutoring/build-config/test-kit';
import { get, json, meta, requests, server, setupMswServer, signIn } from '../test/support';
import { tutorRows } from '../test/tutors';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

setupMswServer();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its `./app` has run: the
// shell preloaded it once the first page after the sign-in had settled.
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe("the tutors page warmed before the staffing area's first visit (issue 26)", () => {
  it('issue 26, STF-01: the tutors page renders once off-screen (nothing shown, fetched or titled); the first visit then shows the real tutors and tiers with every style it needs already in the sheet', async () => {
    signIn();

    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '/tutors');
    expect(requests).toEqual([]);

    // The click on Staffing: the shell prefetches the page's data and mounts the area.
    server.use(
      get('tutors.json', () => json({ tutors: tutorRows, meta: meta(tutorRows.length) })),
      get('tiers', () => json({ tiers: [{ id: 1, name: 'Gold' }] })),
    );
    const visit = await area.visit('/tutors');
    await visit.settle();
    const table = screen.getByRole('table', { name: 'Tutors' });
    expect(within(table).getByText('Tina Tutor')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.queryByText(/Placeholder/)).not.toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
