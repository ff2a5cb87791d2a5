import { screen, within } from '@testing-library/react';
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

  it("SES-34: each session found shows its date beside its day and time, in the user's zone (choosing among weeks needs the date)", async () => {
    on('get', 'sessions', {
      sessions: [
        makeSession({ id: 31, startsAt: '2027-05-04T16:00:00Z', endsAt: '2027-05-04T17:00:00Z' }),
        makeSession({ id: 32, startsAt: '2027-05-11T16:00:00Z', endsAt: '2027-05-11T17:00:00Z' }),
      ],
      meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 10 },
    });
    renderUi(<SessionSearchList onSelect={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tutor', 'Day', 'Date', 'Time', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Maria S.', 'Tuesday', '05/04/2027', '9:00am'],
      ['Maria S.', 'Tuesday', '05/11/2027', '9:00am'],
    ]);
  });

  it('SES-34: a canceled session found says "(canceled)" beside its date and offers no Select (nothing moves into it)', async () => {
    on('get', 'sessions', {
      sessions: [
        makeSession({ id: 31, startsAt: '2027-05-04T16:00:00Z', endsAt: '2027-05-04T17:00:00Z' }),
        makeSession({
          id: 32,
          startsAt: '2027-05-11T16:00:00Z',
          endsAt: '2027-05-11T17:00:00Z',
          canceledAt: '2027-05-01T12:00:00Z',
        }),
      ],
      meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 10 },
    });
    renderUi(<SessionSearchList onSelect={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(within(table).getByRole('cell', { name: '05/11/2027 (canceled)' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Select session 31' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Select session 32' })).not.toBeInTheDocument();
  });

  it('SES-34, SES-12: the tutor column reads the supervisor as every tutor line does ("Tina T."), "TBA" without one, never an assignment\'s full name', async () => {
    on('get', 'sessions', {
      sessions: [
        makeSession({ id: 41, supervisor: { id: 3, firstName: 'Tina', lastInitial: 'T.' } }),
        makeSession({
          id: 42,
          supervisor: null,
          assignments: [{ id: 8, employeeId: 4, firstName: 'Nora', lastName: 'Newman', supervisor: false }],
        }),
        makeSession({ id: 43, supervisor: null }),
      ],
      meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 10 },
    });
    renderUi(<SessionSearchList onSelect={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const tutors = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(tutors).toEqual(['Tina T.', 'TBA', 'TBA']);
  });
});
