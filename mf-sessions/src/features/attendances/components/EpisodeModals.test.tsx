import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_MATCHING_UPCOMING_SESSIONS,
  NO_UPCOMING_SESSIONS,
  SESSIONS_CHANGED,
  SESSION_CHANGED,
  TUTOR_TBA,
} from '@tutoring/domain';
import { DEFAULT_SETTINGS, installShellServices, shell } from '@tutoring/platform';
import { formCases } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, makeSession, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { EpisodeScheduleModal, PARENT_PORTAL_LINK } from './EpisodeScheduleModal';
import { CHANGE_ALL_WEEKS, CHANGE_ONE_WEEK, EpisodeRescheduleModal } from './EpisodeRescheduleModal';

installServer();

const page = (sessions: unknown[], pageNumber: number, totalPages: number, totalCount = 10 * totalPages) => ({
  sessions,
  meta: { totalCount, totalPages, pageNumber, pageSize: 10 },
});

describe('EpisodeScheduleModal', () => {
  beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));
  afterEach(() => installShellServices({ ...shell(), settings: DEFAULT_SETTINGS }));

  it('SES-32: lists episode number, day, date and time, pages with First/Previous/numbers/Next/Last and links the parent portal', async () => {
    installShellServices({
      ...shell(),
      settings: { ...DEFAULT_SETTINGS, portalHosts: { parent: 'https://parents.example.com' } },
    });
    on('get', 'sessions', ({ request }) => {
      const p = Number(new URL(request.url).searchParams.get('page'));
      return page(
        [makeSession({ id: p, sequence: p * 10, startsAt: '2027-05-04T22:00:00Z', endsAt: '2027-05-04T23:00:00Z' })],
        p,
        3,
      );
    });
    const u = userEvent.setup({ delay: null });
    renderUi(<EpisodeScheduleModal open studentId={11} onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Episode schedule' });
    expect(within(table).getByRole('row', { name: '10 Tuesday 05/04/2027 3:00pm' })).toBeInTheDocument();
    for (const label of ['First', 'Previous', 'Next', 'Last'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByRole('row', { name: /^30 / })).toBeInTheDocument();
    const q = lastRequest('sessions')!.query;
    expect(q.get('studentId')).toBe('11');
    expect(q.get('page')).toBe('3');
    expect(q.get('per')).toBe('10');
    expect(screen.getByRole('link', { name: new RegExp(PARENT_PORTAL_LINK) })).toHaveAttribute(
      'href',
      'https://parents.example.com',
    );
  });

  it('SES-32: a canceled session in the schedule says "(canceled)" beside its date', async () => {
    on(
      'get',
      'sessions',
      page([makeSession({ id: 21, startsAt: '2027-05-05T22:00:00Z', canceledAt: '2027-05-01T12:00:00Z' })], 1, 1),
    );
    renderUi(<EpisodeScheduleModal open studentId={11} onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Episode schedule' });
    expect(within(table).getByRole('cell', { name: '05/05/2027 (canceled)' })).toBeInTheDocument();
  });

  it('SES-32: "There are no upcoming sessions." when empty', async () => {
    on('get', 'sessions', page([], 1, 0, 0));
    renderUi(<EpisodeScheduleModal open studentId={11} onClose={() => undefined} />);
    expect(await screen.findByText(NO_UPCOMING_SESSIONS)).toBeInTheDocument();
  });
});

describe('EpisodeRescheduleModal and the session search list', () => {
  beforeEach(() => signIn({ timeZone: 'America/Los_Angeles' }));
  const attendance = {
    id: 55,
    studentId: 11,
    sessionId: 7,
    startsAt: '2027-05-04T22:00:00Z',
    session: { courseId: 5 },
  };
  const now = new Date('2027-05-01T12:00:00Z');

  it('SES-34: columns tutor (or TBA), day, date, time and Select; page size 10; at most 7 page numbers', async () => {
    on(
      'get',
      'sessions',
      page(
        [
          makeSession({ id: 21, startsAt: '2027-05-05T22:00:00Z', endsAt: '2027-05-05T23:00:00Z' }),
          makeSession({
            id: 22,
            supervisor: null,
            assignments: [],
            startsAt: '2027-05-06T16:30:00Z',
            endsAt: '2027-05-06T17:30:00Z',
          }),
        ],
        1,
        12,
      ),
    );
    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />);
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(
      within(table).getByRole('row', { name: /^Maria S\. Wednesday 05\/05\/2027 3:00pm Select/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: new RegExp(`^${TUTOR_TBA} Thursday 05/06/2027 9:30am Select`) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(7);
    const q = lastRequest('sessions')!.query;
    expect(q.get('per')).toBe('10');
    expect(q.get('excludeSessionId')).toBe('7');
    expect(q.get('startsAt')).toBe('2027-05-04T07:00:00.000Z');
    // SES-34: not the sessions this student already attends (the move into one is refused with 422).
    expect(q.get('notAttendedBy')).toBe(String(attendance.studentId));
  });

  it('SES-34: the day filter sends availableDay and the empty list says so', async () => {
    on('get', 'sessions', ({ request }) =>
      new URL(request.url).searchParams.get('availableDay') === '2'
        ? page([], 1, 0, 0)
        : page([makeSession({ id: 21 })], 1, 1, 1),
    );
    const u = userEvent.setup({ delay: null });
    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />);
    await screen.findByRole('table', { name: 'Sessions' });
    await u.selectOptions(screen.getByLabelText('Day'), 'Tuesday');
    expect(await screen.findByText(NO_MATCHING_UPCOMING_SESSIONS)).toBeInTheDocument();
    expect(lastRequest('sessions')!.query.get('availableDay')).toBe('2');
  });

  it('SES-34, C-3: the tutor autocomplete searches tutors after 500 ms and filters by employeeId', async () => {
    on('get', 'tutors.json', {
      tutors: [{ id: 33, fullName: 'Tina Tutor' }],
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 10 },
    });
    on('get', 'sessions', page([makeSession({ id: 21 })], 1, 1, 1));
    const u = userEvent.setup({ delay: null });
    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />);
    await screen.findByRole('table', { name: 'Sessions' });
    await u.type(screen.getByLabelText('Tutor'), 'Tin');
    await new Promise((r) => setTimeout(r, 300));
    expect(lastRequest('tutors.json')).toBeUndefined();
    await u.click(await screen.findByRole('option', { name: 'Tina Tutor' }, { timeout: 2000 }));
    await waitFor(() => expect(lastRequest('sessions')!.query.get('employeeId')).toBe('33'));
  });

  it('SES-33, OP-37, OP-27: "Change One Week" moves the attendance to the chosen session', async () => {
    on('get', 'sessions', page([makeSession({ id: 21 })], 1, 1, 1));
    on('put', 'attendances/55', { attendance: { id: 55, sessionId: 21 } });
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={onClose} now={now} />);
    expect(screen.getByRole('radio', { name: CHANGE_ONE_WEEK })).toBeChecked();
    await u.click(await screen.findByRole('button', { name: 'Select session 21' }));
    expect(await screen.findByText(SESSION_CHANGED)).toBeInTheDocument();
    expect(lastRequest('attendances/55', 'PUT')?.body).toEqual({ attendance: { session_id: 21 } });
    expect(onClose).toHaveBeenCalled();
  });

  describe('the reschedule form', () => {
    beforeEach(() => on('get', 'sessions', page([makeSession({ id: 21 })], 1, 1, 1)));
    // Choosing a session in the search list saves (SES-33): the case's `steps` choose it, there is no Save. A
    // refusal is a toast (OP-27): the dialog's fields (type of change, starting week) are never what the server
    // refuses, so there is no 422-on-a-field case.
    formCases({
      server,
      resource: 'attendances',
      dialog: 'Episode Reschedule',
      submitLabel: null,
      render: ({ onClose }) =>
        renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={onClose} now={now} />),
      emptyOptional: {
        title:
          'SES-33, OP-37: with the defaults ("Change One Week", the first week) choosing a session moves the attendance',
        action: 'attendances/:id',
        method: 'PUT',
        id: 55,
        fill: {},
        steps: async ({ user }) => user.click(await screen.findByRole('button', { name: 'Select session 21' })),
        reply: { attendance: { id: 55, sessionId: 21 } },
        sent: { attendance: { session_id: 21 } },
        saved: () => screen.findByText(SESSION_CHANGED),
        // The replay moves a seeded attendance not yet taken to a seeded session without tutors or subject.
        actionId: { resource: 'attendances', where: { joinedAt: null } },
        refs: { 'attendance.session_id': { resource: 'sessions', where: { assignmentsCount: 0, subjectId: null } } },
      },
      // docs/one-way.md "Failed saves": 500, 503 with no body, no reply: said in the dialog, not by the toast alone.
      outage: {
        action: 'attendances/:id',
        method: 'PUT',
        id: 55,
        fill: {},
        steps: async ({ user }) => user.click(await screen.findByRole('button', { name: 'Select session 21' })),
      },
    });
  });

  it('SES-33, OP-37, OP-27: "Change All Weeks" transfers the enrollment to the chosen session\'s course', async () => {
    on('get', 'sessions', page([makeSession({ id: 21, courseId: 9 })], 1, 1, 1));
    on('get', 'enrollments', {
      enrollments: [{ id: 77, status: 'active' }],
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 1 },
    });
    on('put', 'enrollments/77/transfer', { enrollment: { id: 77 } });
    const u = userEvent.setup({ delay: null });
    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />);
    await u.click(screen.getByRole('radio', { name: CHANGE_ALL_WEEKS }));
    await u.selectOptions(screen.getByLabelText('Starting week'), 'Week of 05/11/2027');
    await waitFor(() => expect(lastRequest('sessions')!.query.get('startsAt')).toBe('2027-05-11T07:00:00.000Z'));
    await u.click(await screen.findByRole('button', { name: 'Select session 21' }));
    expect(await screen.findByText(SESSIONS_CHANGED)).toBeInTheDocument();
    expect(lastRequest('enrollments/77/transfer', 'PUT')?.body).toEqual({ itemType: 'Course', itemId: 9 });
    expect(seen.some((r) => r.method === 'PUT' && r.path.startsWith('/api/v2/attendances'))).toBe(false);
  });

  it('SES-33, SES-34: a tutor\'s "Change One Week" offers only sessions of courses the student is enrolled in (the API refuses others with 422), and no "Change All Weeks" (the API transfers for staff and the family only); a parent\'s "Change All Weeks" and staff see every bookable session', async () => {
    // The api-server's sessions list: `studentId` with `enrollments=true` keeps the courses the student is enrolled
    // in (course 5 here); session 31 is of course 9, which the student is not enrolled in.
    on('get', 'sessions', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const enrolledOnly = q.get('studentId') === '11' && q.get('enrollments') === 'true';
      const rows = [makeSession({ id: 21, courseId: 5 }), makeSession({ id: 31, courseId: 9 })];
      const listed = enrolledOnly ? rows.filter((r) => r.courseId === 5) : rows;
      return page(listed, 1, 1, listed.length);
    });
    signIn({
      roles: ['tutor'],
      permissions: ['TUTOR'],
      employeeId: 8,
      type: 'Employee',
      timeZone: 'America/Los_Angeles',
    });
    const u = userEvent.setup({ delay: null });
    const { unmount } = renderUi(
      <EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />,
    );
    expect(await screen.findByRole('button', { name: 'Select session 21' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select session 31' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: CHANGE_ONE_WEEK })).toBeChecked();
    expect(screen.queryByRole('radio', { name: CHANGE_ALL_WEEKS })).not.toBeInTheDocument();
    unmount();
    // A parent's "Change All Weeks" moves the enrollment into another course: every bookable session again.
    signIn({ roles: ['parent'], permissions: [], type: 'Parent', timeZone: 'America/Los_Angeles' });
    const parentView = renderUi(
      <EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />,
    );
    expect(await screen.findByRole('button', { name: 'Select session 21' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select session 31' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: CHANGE_ALL_WEEKS }));
    expect(await screen.findByRole('button', { name: 'Select session 31' })).toBeInTheDocument();
    parentView.unmount();
    // Staff may move an attendance into any bookable session (a correction).
    signIn({ timeZone: 'America/Los_Angeles' });
    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={() => undefined} now={now} />);
    expect(await screen.findByRole('button', { name: 'Select session 31' })).toBeInTheDocument();
  });

  it('DS-02: Escape closes an unchanged reschedule silently; a changed one asks "Discard your changes?" first', async () => {
    on('get', 'sessions', page([makeSession({ id: 21 })], 1, 1, 1));
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    const { unmount } = renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={onClose} now={now} />);
    await screen.findByRole('table', { name: 'Sessions' });
    await u.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    renderUi(<EpisodeRescheduleModal open attendance={attendance} onClose={onClose} now={now} />);
    await u.click(screen.getByRole('radio', { name: CHANGE_ALL_WEEKS }));
    await u.keyboard('{Escape}');
    const asked = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await u.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('radio', { name: CHANGE_ALL_WEEKS })).toBeChecked();
    await u.keyboard('{Escape}');
    await u.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });
});
