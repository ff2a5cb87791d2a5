import { screen } from '@testing-library/react';
import { expectWarmedOffScreen, preloadedArea, styleSheetText, warmUpPage } from '@tutoring/build-config/test-kit';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { installHost, seen } from '../test/examsHost';
import { adminUser } from '../test/render';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

installHost();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its `./app` has run: the
// shell preloaded it once the first page after the sign-in had settled.
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe("the exams page warmed before the exams area's first visit (issue 26)", () => {
  it('issue 26, EXM-02: for a grader the exams page renders once off-screen (nothing shown, fetched or titled); the first visit then shows the real exams with every style it needs already in the sheet', async () => {
    const before = styleSheetText();
    // Without a grader token the page is the access screen, which the prefetch fetches nothing for: not warmed.
    platformStore.set(currentUserAtom, adminUser({ graderToken: null }));
    expect(await warmUpPage(REMOTE_NAME, '/exams')).toBe(before);

    platformStore.set(currentUserAtom, adminUser());
    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '/exams');
    expect(seen).toEqual([]);

    // The click on Exams: the shell prefetches the page's data and mounts the area.
    const visit = await area.visit('/exams');
    await visit.settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Diagnostic Exam' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sections of Math Placement' })).toBeInTheDocument();
    expect(screen.queryByText(/Placeholder/)).not.toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
