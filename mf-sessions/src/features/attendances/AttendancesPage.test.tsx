import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installServer, lastRequest, on, renderUi, signIn } from '../../test/utils';
import { AttendancesPage } from './AttendancesPage';

installServer();

const reply = {
  attendances: [
    {
      id: 1,
      studentId: 11,
      firstName: 'Sam',
      lastName: 'Student',
      sessionId: 7,
      startsAt: '2027-05-04T22:00:00Z',
      session: { id: 7, title: 'Algebra I' },
    },
  ],
  meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
};

describe('AttendancesPage', () => {
  beforeEach(() => signIn());

  it('SES-03, DOM-12: offers all/upcoming/past/today/live; all sends no schedule, the others send it', async () => {
    on('get', 'attendances', reply);
    const u = userEvent.setup({ delay: null });
    renderUi(<AttendancesPage />, { route: '/attendances' });
    expect(await screen.findByText('Sam Student')).toBeInTheDocument();
    expect(lastRequest('attendances')!.query.get('schedule')).toBeNull();
    expect(lastRequest('attendances')!.query.get('per')).toBe('25');
    const options = Array.from((screen.getByLabelText('Sessions') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['all', 'upcoming', 'past', 'today', 'live']);
    await u.selectOptions(screen.getByLabelText('Sessions'), 'today');
    await waitFor(() => expect(lastRequest('attendances')!.query.get('schedule')).toBe('today'));
  });

  it('SES-03, X-01: the filter is restored from the URL', async () => {
    on('get', 'attendances', reply);
    renderUi(<AttendancesPage />, { route: '/attendances?attendances.schedule=past&attendances.per=50' });
    await screen.findByText('Sam Student');
    expect(lastRequest('attendances')!.query.get('schedule')).toBe('past');
    expect(lastRequest('attendances')!.query.get('per')).toBe('50');
    expect(screen.getByLabelText('Sessions')).toHaveValue('past');
  });

  it('SES-03: an attendance of a canceled session says "(canceled)" after the session\'s name; one of a live session does not', async () => {
    on('get', 'attendances', {
      attendances: [
        { ...reply.attendances[0] },
        {
          id: 2,
          studentId: 12,
          firstName: 'Ana',
          lastName: 'Student',
          sessionId: 8,
          startsAt: '2027-05-05T22:00:00Z',
          session: { id: 8, title: 'Geometry', canceledAt: '2027-05-01T12:00:00Z' },
        },
      ],
      meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
    renderUi(<AttendancesPage />, { route: '/attendances' });
    const ana = (await screen.findByText('Ana Student')).closest('tr')!;
    expect(within(ana).getByRole('cell', { name: 'Geometry (canceled)' })).toBeInTheDocument();
    const sam = screen.getByText('Sam Student').closest('tr')!;
    expect(within(sam).getByRole('cell', { name: 'Algebra I' })).toBeInTheDocument();
    expect(within(sam).queryByText('(canceled)')).not.toBeInTheDocument();
  });

  /** Sam attended a past session, Ana's session was canceled, Ben missed a past one (docs/decisions/canceled-attendances.md). */
  const pastAndCanceled = {
    attendances: [
      {
        ...reply.attendances[0],
        joinedAt: '2026-11-02T22:01:00Z',
        startsAt: '2026-11-02T22:00:00Z',
        session: { id: 7, title: 'Algebra I', startsAt: '2026-11-02T22:00:00Z', endsAt: '2026-11-02T23:00:00Z' },
      },
      {
        id: 2,
        studentId: 12,
        firstName: 'Ana',
        lastName: 'Student',
        sessionId: 8,
        joinedAt: null,
        startsAt: '2027-05-05T22:00:00Z',
        session: { id: 8, title: 'Geometry', canceledAt: '2027-05-01T12:00:00Z' },
      },
      {
        id: 3,
        studentId: 13,
        firstName: 'Ben',
        lastName: 'Student',
        sessionId: 9,
        joinedAt: null,
        startsAt: '2026-11-03T22:00:00Z',
        session: { id: 9, title: 'Biology', startsAt: '2026-11-03T22:00:00Z', endsAt: '2026-11-03T23:00:00Z' },
      },
    ],
    meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 25 },
  };
  const actionsOf = async (student: string) =>
    within((await screen.findByText(student)).closest('tr')!)
      .getAllByRole('button')
      .map((b) => b.textContent);

  it("SES-03, SES-33: a tutor is offered no Reschedule of an attendance the student attended (the api-server moves it for staff only); a canceled or missed session's attendance keeps Schedule and Reschedule (the make-up)", async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], type: 'Employee' });
    on('get', 'attendances', pastAndCanceled);
    renderUi(<AttendancesPage />, { route: '/attendances' });
    expect(await actionsOf('Sam Student')).toEqual(['Schedule']);
    expect(await actionsOf('Ana Student')).toEqual(['Schedule', 'Reschedule']);
    expect(await actionsOf('Ben Student')).toEqual(['Schedule', 'Reschedule']);
  });

  it('SES-03, SES-33: staff keep Schedule and Reschedule on every attendance, an attended one too (a correction the api-server accepts from staff)', async () => {
    on('get', 'attendances', pastAndCanceled);
    renderUi(<AttendancesPage />, { route: '/attendances' });
    expect(await actionsOf('Sam Student')).toEqual(['Schedule', 'Reschedule']);
    expect(await actionsOf('Ana Student')).toEqual(['Schedule', 'Reschedule']);
    expect(await actionsOf('Ben Student')).toEqual(['Schedule', 'Reschedule']);
  });
});
