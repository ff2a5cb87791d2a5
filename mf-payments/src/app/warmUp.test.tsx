import { screen } from '@testing-library/react';
import {
  createTestServer,
  expectWarmedOffScreen,
  preloadedArea,
  styleSheetText,
  warmUpPage,
} from '@tutoring/build-config/test-kit';
import { operationsAdmin, parentUser, signIn } from '../test/render';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

const network = createTestServer();
network.install();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its `./app` has run: the
// shell preloaded it once the first page after the sign-in had settled.
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe("the payments page warmed before the payments area's first visit (issue 26)", () => {
  it('issue 26: for staff the parent picker renders once off-screen (nothing shown, fetched or titled); the first visit then shows it with every style it needs already in the sheet', async () => {
    const before = styleSheetText();
    // A parent's page shows their payments, whose data the prefetch does not name: not warmed.
    signIn(parentUser);
    expect(await warmUpPage(REMOTE_NAME, '/payments')).toBe(before);

    signIn(operationsAdmin);
    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '/payments');
    expect(network.seen).toEqual([]);

    // The click on Payments: the area mounts.
    const visit = await area.visit('/payments');
    await visit.settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByText('Choose a parent to see their payment profile.')).toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
