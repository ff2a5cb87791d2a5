import { setImmediate as nextTurn } from 'node:timers';
import { act, screen, within } from '@testing-library/react';
import { setQueryClient } from '@tutoring/api-client';
import { createRemoteLifecycles, prefetchAreaData } from '@tutoring/platform';
import { get, json, meta, server, setupMswServer, signIn } from '../test/support';
import { tutorRows } from '../test/tutors';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';

setupMswServer();

// The area as its `./app` expose makes it (src/app/lifecycles.tsx), with its routes and its prefetch.
const { mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  label: REMOTE_LABEL,
  version: '1.0.0',
  App,
  routes,
  prefetch,
});
const props = { name: REMOTE_NAME, singleSpa: {}, mountParcel: () => undefined } as never;

/**
 * Lets the replies and the renders queued so far happen. The clock is fake and never moves: a timer that waits (the
 * mount's bound on its wait for the prefetch) does not fire, those of no delay do.
 */
async function flush() {
  for (let turn = 0; turn < 50; turn += 1)
    await act(async () => {
      jest.advanceTimersByTime(0);
      await new Promise((resolve) => nextTurn(resolve));
    });
}

describe('the first visit of /tutors (issue 26)', () => {
  let answerTiers: () => void = () => undefined;

  beforeEach(() => {
    setQueryClient(null);
    signIn();
    window.history.pushState(null, '', '/tutors');
    // The shell's outlet, where the area's slot goes.
    document.body.appendChild(document.createElement('div')).id = 'remote-outlet';
    const tiersAnswered = new Promise<void>((resolve) => {
      answerTiers = resolve;
    });
    server.use(
      get('tutors.json', () => json({ tutors: tutorRows, meta: meta(tutorRows.length) })),
      // The Tier filter's options: answered when the test says.
      get('tiers', async () => {
        await tiersAnswered;
        return json({ tiers: [{ id: 1, name: 'Gold' }] });
      }),
    );
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  });
  afterEach(async () => {
    answerTiers();
    jest.useRealTimers();
    await act(async () => {
      await unmount(props);
    });
    window.history.pushState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('issue 26, STF-01: the area mounts with its rows once the list has arrived; the tiers, still on their way, hold nothing', async () => {
    void prefetchAreaData(REMOTE_NAME, '/tutors');
    let mounted = false;
    await act(async () => {
      void mount(props).then(() => {
        mounted = true;
      });
    });
    await flush();
    expect(mounted).toBe(true);
    const table = screen.getByRole('table', { name: 'Tutors' });
    expect(within(table).getByText('Tina Tutor')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Gold' })).not.toBeInTheDocument();

    answerTiers();
    await flush();
    expect(screen.getByRole('option', { name: 'Gold' })).toBeInTheDocument();
  });
});
