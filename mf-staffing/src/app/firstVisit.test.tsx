import { screen, within } from '@testing-library/react';
import { type AreaVisit, visitArea } from '@tutoring/build-config/test-kit';
import { get, json, meta, server, setupMswServer, signIn } from '../test/support';
import { tutorRows } from '../test/tutors';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';

setupMswServer();

describe('the first visit of /tutors (issue 26)', () => {
  let answerTiers: () => void = () => undefined;
  let visit: AreaVisit | undefined;

  beforeEach(() => {
    signIn();
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
  });
  afterEach(async () => {
    answerTiers();
    await visit?.leave();
  });

  it('issue 26, STF-01: the area mounts with its rows once the list has arrived; the tiers, still on their way, hold nothing', async () => {
    visit = await visitArea(
      { name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch },
      '/tutors',
    );
    await visit.settle();
    expect(visit.mounted()).toBe(true);
    const table = screen.getByRole('table', { name: 'Tutors' });
    expect(within(table).getByText('Tina Tutor')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Gold' })).not.toBeInTheDocument();

    answerTiers();
    await visit.settle();
    expect(screen.getByRole('option', { name: 'Gold' })).toBeInTheDocument();
  });
});
