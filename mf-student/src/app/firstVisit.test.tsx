import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type AreaVisit, visitArea } from '@tutoring/build-config/test-kit';
import { STUDENT_ID, installServer, makeSession, makeStudent, mockDashboard, server, signIn } from '../test/utils';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';

installServer();

describe('the first visit of the dashboard (issue 26)', () => {
  let answerStudent: () => void = () => undefined;
  let visit: AreaVisit | undefined;

  beforeEach(() => {
    signIn();
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
  });
  afterEach(async () => {
    answerStudent();
    await visit?.leave();
  });

  it('issue 26, STU-08, STU-09: the area mounts with the upcoming sessions once they have arrived; the student record, still on its way, holds nothing', async () => {
    visit = await visitArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch }, '/');
    await visit.settle();
    expect(visit.mounted()).toBe(true);
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByText('Algebra review')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Points and level' });
    expect(within(points).getByText('Loading…')).toBeInTheDocument();

    answerStudent();
    await visit.settle();
    expect(within(points).queryByText('Loading…')).not.toBeInTheDocument();
    expect(within(points).getByText(/Level 3/)).toBeInTheDocument();
  });
});
