import { screen } from '@testing-library/react';
import { installServer, lastRequest, makeSession, on, renderUi, signIn } from '../../../test/utils';
import { SessionSearchList } from './SessionSearchList';

installServer();

/** Student 11 already attends session 21; the api-server leaves it out when asked for `notAttendedBy=11`. */
const ATTENDED = 21;
const listSessions = () =>
  on('get', 'sessions', ({ request }) => {
    const notAttendedBy = new URL(request.url).searchParams.get('notAttendedBy');
    const sessions = [makeSession({ id: ATTENDED }), makeSession({ id: 22 })].filter(
      (s) => notAttendedBy !== '11' || s.id !== ATTENDED,
    );
    return { sessions, meta: { totalCount: sessions.length, totalPages: 1, pageNumber: 1, pageSize: 10 } };
  });

describe('SessionSearchList', () => {
  beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));

  it('SES-34: leaves out the sessions the student being moved already attends (the move would be refused with 422)', async () => {
    listSessions();
    renderUi(<SessionSearchList studentId={11} excludeSessionId={7} onSelect={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Select session 22' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Select session ${ATTENDED}` })).not.toBeInTheDocument();
    const q = lastRequest('sessions')!.query;
    expect(q.get('notAttendedBy')).toBe('11');
    // Staff search every bookable session, not only the enrolled courses.
    expect(q.get('enrollments')).toBeNull();
  });

  it('SES-34: a search limited to the enrolled courses also leaves out the sessions that student attends', async () => {
    listSessions();
    renderUi(<SessionSearchList enrolledStudentId={11} onSelect={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Select session 22' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Select session ${ATTENDED}` })).not.toBeInTheDocument();
    const q = lastRequest('sessions')!.query;
    expect(q.get('notAttendedBy')).toBe('11');
    expect(q.get('studentId')).toBe('11');
  });
});
