import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { INCLUDE_NON_ACCEPTING_TUTORS, TUTOR_NOT_QUALIFIED } from '@tutoring/domain';
import { get, json, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { TutorAssignmentModal } from './components/TutorAssignmentModal';

setupMswServer();

const baseSession = (id: number, startsAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 3600_000).toISOString(),
  type: 'Session',
  sessionType: { name: 'Group' },
  assignmentsCount: 0,
  employeesRequired: 1,
  assignments: [],
  place: null,
  course: { id: 9, title: 'Algebra', brandId: 3 },
  ...extra,
});

function mockServer(options: { brand?: Record<string, unknown>; tutors?: Array<Record<string, unknown>> } = {}) {
  const sessions = new Map<number, ReturnType<typeof baseSession>>([
    [1, baseSession(1, '2026-11-23T23:00:00Z', { place: { formatted: '1 Main St' } })],
    [2, baseSession(2, '2026-11-30T23:00:00Z')],
  ]);
  const tutors = options.tutors ?? [
    {
      id: 7,
      firstName: 'Tina',
      lastName: 'Tutor',
      tier: { id: 1, name: 'Gold' },
      distance: 3.2,
      matches: 2,
      missingSessions: [],
      notQualified: false,
    },
    {
      id: 8,
      firstName: 'Tom',
      lastName: 'Teacher',
      tier: { id: 2, name: 'Silver' },
      distance: null,
      matches: 0,
      missingSessions: [1, 2],
      notQualified: false,
    },
    {
      id: 9,
      firstName: 'Uma',
      lastName: 'Unqualified',
      tier: null,
      distance: null,
      matches: 0,
      missingSessions: [],
      notQualified: true,
    },
  ];
  server.use(
    get('brands/:id', () => json({ brand: { id: 3, name: 'Math', ...options.brand } })),
    get('sessions/potential_tutors', () => json({ tutors })),
    get('tutors/prioritized', () => json({ tutors: [...tutors].reverse() })),
    get('sessions/:id', ({ url }) => json({ session: sessions.get(Number(url.pathname.split('/').pop())) })),
    get('tutors.json', ({ url }) =>
      json({
        tutors: tutors.filter((t) =>
          String(t.firstName)
            .toLowerCase()
            .includes((url.searchParams.get('query') ?? '').toLowerCase()),
        ),
        meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 50 },
      }),
    ),
    get('employees.json', () =>
      json({
        employees: [{ id: 30, firstName: 'Eve', lastName: 'Employee' }],
        meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 50 },
      }),
    ),
    http.post('*/api/v2/assignments', async ({ request }) => {
      const body = (await request.json()) as { assignment: { sessionId: number; employeeId: number } };
      const s = sessions.get(body.assignment.sessionId)!;
      const tutor = tutors.find((t) => t.id === body.assignment.employeeId)!;
      sessions.set(s.id, {
        ...s,
        assignmentsCount: 1,
        assignments: [
          {
            id: 100 + s.id,
            employeeId: tutor.id as number,
            firstName: tutor.firstName as string,
            lastName: tutor.lastName as string,
            supervisor: true,
          },
        ] as never,
      });
      return json({ assignment: { id: 100 + s.id, sessionId: s.id, employeeId: tutor.id } }, 201);
    }),
  );
  return sessions;
}

const renderModal = (props: Partial<Parameters<typeof TutorAssignmentModal>[0]> = {}) =>
  renderWithProviders(<TutorAssignmentModal sessionIds={[1, 2]} open onClose={() => undefined} {...props} />);

describe('TutorAssignmentModal', () => {
  beforeEach(() => signIn());

  it('STF-10: shows the session table with select-all and the six columns, "Online" without a place', async () => {
    mockServer();
    renderModal();
    const table = await screen.findByRole('table', { name: 'Sessions to staff' });
    for (const name of ['Type', 'Day', 'Date', 'Time', 'Tutors', 'Location'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    expect(await within(table).findByText('1 Main St')).toBeInTheDocument();
    expect(within(table).getByText('Online')).toBeInTheDocument();
    const selectAll = within(table).getAllByRole('checkbox')[0]!;
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    expect(
      within(table)
        .getAllByRole('checkbox')
        .every((box) => !(box as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('STF-17, OP-50: lists potential tutors for the sessions in tutors/prioritized order', async () => {
    mockServer();
    renderModal();
    const list = await screen.findByRole('table', { name: 'Tutor candidates' });
    await within(list).findByText('Uma Unqualified');
    const names = within(list)
      .getAllByRole('button', { name: /^Bio of/ })
      .map((b) => b.textContent);
    expect(names).toEqual(['Uma Unqualified', 'Tom Teacher', 'Tina Tutor']);
    const result = await act(() => axe.run(document.body, { rules: { region: { enabled: false } } }));
    expect(
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.html}`),
    ).toEqual([]);
    const call = requests.find((r) => r.path.endsWith('/sessions/potential_tutors'))!;
    expect(call.url.searchParams.getAll('sessionIds[]')).toEqual(['1', '2']);
  });

  it('STF-11, STF-15: assigns the chosen tutor to each selected session and the Tutors column updates', async () => {
    mockServer();
    renderModal();
    const list = await screen.findByRole('table', { name: 'Tutor candidates' });
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await userEvent.click(await within(list).findByRole('radio', { name: 'Choose Tina Tutor' }));
    await waitFor(() => expect(assign).toBeEnabled());
    await userEvent.click(assign);
    const table = screen.getByRole('table', { name: 'Sessions to staff' });
    await waitFor(() => expect(within(table).getAllByText('Tina Tutor')).toHaveLength(2));
    const posts = requests.filter((r) => r.method === 'POST' && r.path.endsWith('/assignments'));
    expect(posts.map((p) => p.body)).toEqual([
      { assignment: { sessionId: 1, employeeId: 7 } },
      { assignment: { sessionId: 2, employeeId: 7 } },
    ]);
  });

  it('STF-11, API-09, issue 23.3: a refused assignment shows the reply in a toast (the mutation error policy); the row keeps its tutors', async () => {
    mockServer();
    server.use(http.post('*/api/v2/assignments', () => json({ errors: ['Tina Tutor is not available then'] }, 422)));
    renderModal();
    const list = await screen.findByRole('table', { name: 'Tutor candidates' });
    await userEvent.click(await within(list).findByRole('radio', { name: 'Choose Tina Tutor' }));
    const assign = screen.getByRole('button', { name: 'Assign' });
    await waitFor(() => expect(assign).toBeEnabled());
    await userEvent.click(assign);
    expect(await screen.findByText(/Tina Tutor is not available then/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sessions to staff' });
    expect(within(table).queryByText('Tina Tutor')).not.toBeInTheDocument();
    expect(screen.queryByText(/Assigned Tina Tutor/)).not.toBeInTheDocument();
  });

  it('STF-11: Assign is disabled when several sessions are selected and the tutor matches none of them', async () => {
    mockServer();
    renderModal();
    const list = await screen.findByRole('table', { name: 'Tutor candidates' });
    await userEvent.click(await within(list).findByRole('radio', { name: 'Choose Tom Teacher' }));
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('STF-11, STF-12: a tutor who is not qualified shows the message and cannot be assigned', async () => {
    mockServer();
    renderModal();
    const list = await screen.findByRole('table', { name: 'Tutor candidates' });
    await userEvent.click(await within(list).findByRole('radio', { name: 'Choose Uma Unqualified' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TUTOR_NOT_QUALIFIED);
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('STF-18, DS-26: the missing sessions popup lists the unavailable dates', async () => {
    mockServer();
    renderModal();
    const list = await screen.findByRole('table', { name: 'Tutor candidates' });
    await userEvent.click(await within(list).findByRole('button', { name: '2 unavailable dates for Tom Teacher' }));
    const popup = screen.getByRole('group', { name: 'Unavailable dates for Tom Teacher' });
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['11/23/2026 3:00pm', '11/30/2026 3:00pm']);
  });

  it('STF-13, C-15: the non-accepting toggle is hidden without OPERATIONS', async () => {
    mockServer();
    renderModal();
    await screen.findByRole('table', { name: 'Tutor candidates' });
    expect(screen.queryByRole('switch', { name: INCLUDE_NON_ACCEPTING_TUTORS })).not.toBeInTheDocument();
  });

  it('STF-13, OP-50: with OPERATIONS (as a permission or a role) the toggle adds includeNonAccepting=true', async () => {
    signIn({ roles: ['admin', 'OPERATIONS'], permissions: ['ADMIN'] });
    mockServer();
    renderModal();
    await userEvent.click(await screen.findByRole('switch', { name: INCLUDE_NON_ACCEPTING_TUTORS }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.path.endsWith('/potential_tutors') && r.url.searchParams.get('includeNonAccepting') === 'true',
        ),
      ).toBe(true),
    );
  });

  it('STF-02, C-3: the Tutors tab searches tutors.json with include=tier after the typing pause', async () => {
    mockServer();
    renderModal();
    await screen.findByRole('table', { name: 'Tutor candidates' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tutors' }), 'tin');
    expect(requests.some((r) => r.path.endsWith('/tutors.json'))).toBe(false);
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path.endsWith('/tutors.json') &&
            r.url.searchParams.get('query') === 'tin' &&
            r.url.searchParams.get('include') === 'tier',
        ),
      ).toBe(true),
    );
  });

  it('STF-09: there is no Employees tab when the brand does not allow employee staffing', async () => {
    mockServer();
    renderModal();
    expect(await screen.findByRole('tab', { name: 'Tutors' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/brands/3'))).toBe(true));
    expect(screen.queryByRole('tab', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('STF-09, STF-16: with employee staffing the Employees tab searches employees.json and assigns the same way', async () => {
    mockServer({ brand: { allowEmployeeStaffing: true } });
    renderModal();
    await userEvent.click(await screen.findByRole('tab', { name: 'Employees' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'eve');
    const list = await screen.findByRole('table', { name: 'Employee candidates' });
    await userEvent.click(await within(list).findByRole('radio', { name: 'Choose Eve Employee' }));
    expect(requests.find((r) => r.path.endsWith('/employees.json'))?.url.searchParams.get('query')).toBe('eve');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
  });
});
