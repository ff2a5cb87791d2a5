import { setImmediate as nextTurn } from 'node:timers';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setQueryClient } from '@tutoring/api-client';
import { createRemoteLifecycles, prefetchAreaData } from '@tutoring/platform';
import { STUDENT_ID, installServer, makeSession, makeStudent, mockDashboard, server, signIn } from '../test/utils';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';

installServer();

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

describe('the first visit of the dashboard (issue 26)', () => {
  let answerStudent: () => void = () => undefined;

  beforeEach(() => {
    setQueryClient(null);
    signIn();
    window.history.pushState(null, '', '/');
    // The shell's outlet, where the area's slot goes.
    document.body.appendChild(document.createElement('div')).id = 'remote-outlet';
    mockDashboard({ sessions: [makeSession(1, 60 * 24, 60, { name: 'Algebra review' })] });
    const studentAnswered = new Promise<void>((resolve) => {
      answerStudent = resolve;
    });
    // The student record (points, level): answered when the test says.
    server.use(
      http.get(`*/api/v2/students/${STUDENT_ID}`, async () => {
        await studentAnswered;
        return HttpResponse.json({ student: makeStudent() });
      }),
    );
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  });
  afterEach(async () => {
    answerStudent();
    jest.useRealTimers();
    await act(async () => {
      await unmount(props);
    });
    window.history.pushState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('issue 26, STU-08, STU-09: the area mounts with the upcoming sessions once they have arrived; the student record, still on its way, holds nothing', async () => {
    void prefetchAreaData(REMOTE_NAME, '/');
    let mounted = false;
    await act(async () => {
      void mount(props).then(() => {
        mounted = true;
      });
    });
    await flush();
    expect(mounted).toBe(true);
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByText('Algebra review')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Points and level' });
    expect(within(points).getByText('Loading…')).toBeInTheDocument();

    answerStudent();
    await flush();
    expect(within(points).queryByText('Loading…')).not.toBeInTheDocument();
    expect(within(points).getByText(/Level 3/)).toBeInTheDocument();
  });
});
