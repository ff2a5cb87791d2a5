import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expectWarmedOffScreen, preloadedArea, styleSheetText, warmUpPage } from '@tutoring/build-config/test-kit';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { STUDENT_ID, installServer, makeSession, mockDashboard, seen, server, signIn } from '../test/utils';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

installServer();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its `./app` has run: the
// shell preloads it while the visitor types on the login page.
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe('the student dashboard warmed while the visitor signs in (issue 26)', () => {
  let answerTheRest: () => void = () => undefined;
  let theRest: Promise<void>;
  beforeEach(() => {
    theRest = new Promise<void>((resolve) => (answerTheRest = resolve));
  });
  afterEach(async () => {
    answerTheRest();
  });

  it('issue 26, STU-08, STU-09: the dashboard renders once off-screen (nothing shown, fetched or titled); after the sign-in it shows the real sessions with its styles already in the sheet', async () => {
    const before = styleSheetText();
    // A signed-in user who is no student has no dashboard: not warmed.
    signIn({ roles: ['admin'], type: 'Employee', studentId: null });
    expect(await warmUpPage(REMOTE_NAME, '/')).toBe(before);

    // While the visitor signs in: nobody yet.
    platformStore.set(currentUserAtom, null);
    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '/');
    expect(seen).toEqual([]);

    // Signed in: the shell prefetches the dashboard's data and mounts the area. The other sections' replies (not
    // prefetched, so not warmed either) are held: the dashboard's first render is what the warm-up is for.
    signIn();
    mockDashboard({ sessions: [makeSession(1, 60 * 24, 60, { name: 'Algebra review' })] });
    server.use(
      http.get('*/api/v2/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path !== '/api/v2/sessions' && path !== `/api/v2/students/${STUDENT_ID}`) await theRest;
        return undefined;
      }),
    );
    const visit = await area.visit('/');
    await visit.settle();
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByText('Algebra review')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Points and level' })).toHaveTextContent('240 points');
    expect(screen.queryByText(/Placeholder/)).not.toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
