import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { get, json, meta, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { TargetsEditModal } from './components/TargetsEditModal';
import { TeamModal } from './components/TeamModal';
import { TeamPerformancePage } from './TeamPerformancePage';
import { TeamsPage } from './TeamsPage';
import { TutorTargetsModal } from './components/TutorTargetsModal';

setupMswServer();

const employees = [
  { id: 1, firstName: 'Dee', lastName: 'Director', roles: ['director_of_academic_advising'] },
  { id: 2, firstName: 'Avi', lastName: 'Advisor', roles: ['academic_advisor'] },
];
const tutors = [
  { id: 7, firstName: 'Tina', lastName: 'Tutor' },
  { id: 8, firstName: 'Tom', lastName: 'Teacher' },
];

function mockPickLists() {
  server.use(
    get('employees', ({ url }) => {
      const roles = url.searchParams.getAll('roles[]');
      const rows = roles.length ? employees.filter((e) => e.roles.some((r) => roles.includes(r))) : employees;
      return json({ employees: rows, meta: meta(rows.length, 1000) });
    }),
    get('tutors', () => json({ tutors, meta: meta(2, 1000) })),
    http.post('*/api/v2/teams', async ({ request }) =>
      json({ team: { id: 40, ...((await request.json()) as { team: object }).team } }, 201),
    ),
    http.put('*/api/v2/teams/:id', async ({ request, params }) =>
      json({ team: { id: Number(params.id), ...((await request.json()) as { team: object }).team } }),
    ),
  );
}

const advisingTeam = { id: 5, name: 'Advising', type: 'AdvisorTeam', managerId: 1, advisorIds: [2], tutorIds: [] };
const teamForm =
  (teamId: number | null) =>
  ({ onSaved, onClose }: FormCallbacks) =>
    renderWithProviders(<TeamModal open teamId={teamId} kind="tutor" onClose={onClose} onSaved={onSaved} />);

describe('TeamModal on the contract schema (STF-24, issue 23)', () => {
  beforeEach(() => {
    signIn();
    mockPickLists();
  });

  formCases({
    server,
    resource: 'teams',
    dialog: 'New tutor team',
    render: teamForm(null),
    emptyOptional: {
      title: 'STF-24: a new tutor team with only its name and manager (no tutors) saves',
      fill: { Name: 'West', Manager: { select: 'Dee Director' } },
      createdId: 40,
      sent: { name: 'West', type: 'TutorTeam', managerId: 1, tutorIds: [] },
      refs: { managerId: 'employees' },
    },
    serverInvalid: {
      title: "STF-24: the server's 422 naming the name shows on the Name field and keeps the values",
      fill: { Name: 'West', Manager: { select: 'Dee Director' } },
      message: 'Name has already been taken',
      field: 'Name',
    },
    stale: {
      title: 'issue 20.6: a team edit sends the version it was opened on; a 409 keeps the name and shows the message',
      render: teamForm(5),
      dialog: 'Edit Advising',
      record: advisingTeam,
      etag: 'W/"t5"',
      loaded: { Name: 'Advising' },
      fill: { Name: 'Advisors' },
    },
    dismiss: { fill: { Name: 'West' } },
  });
});

describe('teams', () => {
  beforeEach(() => signIn());

  it('STF-24, OP-57: a new tutor team saves manager and tutorIds with POST teams', async () => {
    mockPickLists();
    renderWithProviders(<TeamModal open teamId={null} kind="tutor" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New tutor team' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'West');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Manager' }),
      await within(dialog).findByRole('option', { name: 'Dee Director' }),
    );
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Tom Teacher' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        team: { name: 'West', type: 'TutorTeam', managerId: 1, tutorIds: [8] },
      }),
    );
  });

  it('issue 26, STF-24, API-27: the pick lists ask for names only (the whole records of up to 1000 people stay on the server) and show them', async () => {
    /** A reply as the API gives it for `fields`: the named fields and the id. */
    const asked = (records: Record<string, unknown>[], url: URL) => {
      const names = new Set(['id', ...(url.searchParams.get('fields') ?? '').split(',')]);
      return records.map((r) => Object.fromEntries(Object.entries(r).filter(([name]) => names.has(name))));
    };
    const whole = { email: 'someone@example.com', subjects: [{ name: 'Algebra' }], personalProfile: { approach: 'x' } };
    server.use(
      get('employees', ({ url }) =>
        json({
          employees: asked([{ ...employees[0]!, fullName: 'Dee Director', ...whole }], url),
          meta: meta(1, 1000),
        }),
      ),
      get('tutors', ({ url }) =>
        json({ tutors: asked([{ ...tutors[0]!, fullName: 'Tina Tutor', ...whole }], url), meta: meta(1, 1000) }),
      ),
    );
    renderWithProviders(<TeamModal open teamId={null} kind="tutor" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New tutor team' });
    expect(await within(dialog).findByRole('option', { name: 'Dee Director' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Tina Tutor' })).toBeInTheDocument();
    // The managers (every active employee), the advisors (API-27, by role) and the tutors.
    for (const path of ['/api/v2/employees', '/api/v2/tutors']) {
      const asks = requests.filter((r) => r.method === 'GET' && r.path === path);
      expect(asks.length).toBeGreaterThan(0);
      for (const ask of asks) expect(ask.url.searchParams.get('fields')).toBe('firstName,lastName,fullName');
    }
  });

  it('STF-24, DOM-35: an advisor team (loaded with GET teams/{id}) edits its advisors and saves with PUT teams/{id}', async () => {
    mockPickLists();
    server.use(
      get('teams/5', () =>
        json({ team: { id: 5, name: 'Advising', type: 'AdvisorTeam', managerId: 1, advisorIds: [2], tutorIds: [] } }),
      ),
    );
    renderWithProviders(<TeamModal open teamId={5} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Advising' });
    expect(within(dialog).getByRole('group', { name: 'Advisors' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Avi Advisor' })).toBeChecked();
    // STF-31, API-27: advisors come from the roles[] list with per=1000; the director is not offered as an advisor.
    expect(within(dialog).queryByRole('checkbox', { name: 'Dee Director' })).not.toBeInTheDocument();
    const advisorList = requests.find((r) => r.url.searchParams.getAll('roles[]').includes('academic_advisor'))!.url
      .searchParams;
    expect([advisorList.get('per'), advisorList.get('active')]).toEqual(['1000', 'true']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Avi Advisor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        team: { name: 'Advising', type: 'AdvisorTeam', managerId: 1, advisorIds: [] },
      }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/v2/teams/5');
  });

  it('STF-22, OP-31k: targets are required numbers from 0 to 80; an invalid value blocks saving', async () => {
    server.use(
      get('employees/7', () =>
        json({ employee: { id: 7, firstName: 'Tina', deliveryTarget: null, availabilityTarget: 30 } }),
      ),
      http.put('*/api/v2/employees/7', async ({ request }) =>
        json({ employee: { id: 7, ...((await request.json()) as { employee: object }).employee } }),
      ),
    );
    const onSaved = jest.fn();
    renderWithProviders(
      <TutorTargetsModal
        open
        tutorId={7}
        tutorName="Tina Tutor"
        initial={{ deliveryTarget: null, availabilityTarget: 30 }}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tutor Targets: Tina Tutor' });
    const delivery = await within(dialog).findByRole('spinbutton', { name: /Delivery target/ });
    const availability = within(dialog).getByRole('spinbutton', { name: /Availability target/ });
    await userEvent.clear(availability);
    await userEvent.type(availability, '81');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be between 0 and 80')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.type(delivery, '0');
    await userEvent.clear(availability);
    await userEvent.type(availability, '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      employee: { deliveryTarget: 0, availabilityTarget: 80 },
    });
  });

  it('STF-25, DOM-28: performance shows percent = round(actual/target x 100), 0 for a 0 target, bars capped at 100', async () => {
    server.use(
      get('teams/5', () => json({ team: { id: 5, name: 'West Coast Tutors', type: 'TutorTeam' } })),
      get('teams/5/stats', () =>
        json({
          stats: [
            {
              tutorId: 7,
              tutor: { id: 7, name: 'Tina Tutor' },
              date: '2026-11-16',
              availabilityTarget: 30,
              availabilityActual: 45,
              deliveryTarget: 0,
              deliveryActual: 5,
            },
            {
              tutorId: 8,
              tutor: { id: 8, name: 'Tom Teacher' },
              date: '2026-11-16',
              availabilityTarget: 3,
              availabilityActual: 2,
              deliveryTarget: 20,
              deliveryActual: 10,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<TeamPerformancePage />, { at: '/teams/5', path: '/teams/:id' });
    const tina = await screen.findByRole('progressbar', { name: 'Availability of Tina Tutor' });
    expect(tina).toHaveAttribute('aria-valuenow', '100');
    expect(tina).toHaveAttribute('aria-valuetext', '150%');
    expect(screen.getByRole('progressbar', { name: 'Delivery of Tina Tutor' })).toHaveAttribute('aria-valuetext', '0%');
    expect(screen.getByRole('progressbar', { name: 'Availability of Tom Teacher' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getByRole('progressbar', { name: 'Delivery of Tom Teacher' })).toHaveAttribute(
      'aria-valuetext',
      '50%',
    );
    expect(screen.getByText('150%')).toBeInTheDocument();
  });

  it("STF-25: on a phone the performance is the design system's Table, shown as cards instead of making the page scroll sideways", async () => {
    // jsdom lays nothing out: the Table's frame observer is notified by hand with a 724 px table in a 358 px frame.
    const observers: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(724);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    try {
      server.use(
        get('teams/5', () => json({ team: { id: 5, name: 'West Coast Tutors', type: 'TutorTeam' } })),
        get('teams/5/stats', () =>
          json({
            stats: [
              {
                tutorId: 7,
                tutor: { id: 7, name: 'Tina Tutor' },
                date: '2026-11-16',
                availabilityTarget: 30,
                availabilityActual: 45,
                deliveryTarget: 10,
                deliveryActual: 5,
              },
            ],
          }),
        ),
      );
      renderWithProviders(<TeamPerformancePage />, { at: '/teams/5', path: '/teams/:id' });
      await screen.findByRole('progressbar', { name: 'Availability of Tina Tutor' });
      act(() => observers.forEach((notify) => notify()));
      const table = screen.getByRole('table', { name: 'Performance' });
      expect(table).toHaveAttribute('data-stacked');
      // Each value beside its column's name, the row's actions kept.
      const row = within(table).getAllByRole('row')[1]!;
      expect(
        within(row).getByText('Availability (actual / target)', { selector: '[data-cell-label]' }),
      ).toBeInTheDocument();
      expect(within(row).getByText('45 / 30')).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Edit targets of Tina Tutor' })).toBeInTheDocument();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });

  it('STF-25: a team that does not exist (404, or /teams/abc) says so, without Retry and without asking for its performance', async () => {
    server.use(
      get('teams/5', () => json({ errors: ['Not found'] }, 404)),
      get('teams/5/stats', () => json({ errors: ['Not found'] }, 404)),
    );
    const first = renderWithProviders(<TeamPerformancePage />, { at: '/teams/5', path: '/teams/:id' });
    expect(await screen.findByText('This team does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<TeamPerformancePage />, { at: '/teams/abc', path: '/teams/:id' });
    expect(await screen.findByText('This team does not exist.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.includes('/teams/abc'))).toEqual([]);
  });

  it('STF-23: the targets edit modal loads the history and the targets on a date', async () => {
    server.use(
      get('teams/5', () => json({ team: { id: 5, name: 'West', type: 'TutorTeam' } })),
      get('teams/5/stats', () =>
        json({
          stats: [
            {
              tutorId: 7,
              tutor: { id: 7, name: 'Tina Tutor' },
              date: '2026-11-16',
              availabilityTarget: 30,
              availabilityActual: 20,
              deliveryTarget: 20,
              deliveryActual: 10,
            },
          ],
        }),
      ),
      get('target_histories/date', ({ url }) =>
        json({
          targetHistory:
            url.searchParams.get('date') === '2026-11-10'
              ? { id: 3, date: '2026-11-09', deliveryTarget: 18, availabilityTarget: 28 }
              : null,
        }),
      ),
      get('target_histories', () =>
        json({
          targetHistories: [{ id: 3, tutorId: 7, date: '2026-11-09', deliveryTarget: 18, availabilityTarget: 28 }],
          meta: meta(1, 10),
        }),
      ),
      get('employees/7', () => json({ employee: { id: 7, deliveryTarget: 20, availabilityTarget: 30 } })),
    );
    renderWithProviders(<TeamPerformancePage />, { at: '/teams/5', path: '/teams/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit targets of Tina Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Targets: Tina Tutor' });
    expect(within(dialog).getByRole('spinbutton', { name: /Delivery target/ })).toHaveValue(20);
    expect(await within(dialog).findByText('11/09/2026')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Targets on date' }), '11/10/2026');
    expect(await within(dialog).findByText('Delivery 18, availability 28')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/target_histories'))?.url.searchParams.get('tutorId')).toBe('7');
  });

  it('API-07: a tutors pick list that could not be loaded is named with Retry in the team modal, never a list without tutors', async () => {
    mockPickLists();
    server.use(get('tutors', () => json({ errors: ['Internal Server Error'] }, 500)));
    renderWithProviders(<TeamModal open teamId={null} kind="tutor" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New tutor team' });
    // The toast of the error policy is an alert too: this one stays in the dialog.
    const failure = (await within(dialog).findByText('We could not load the tutors to choose from.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Please try again.');
    expect(within(dialog).queryByRole('group', { name: 'Tutors' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: 'Dee Director' })).toBeInTheDocument();

    // Retry asks for the tutors only, and the list takes the notice's place.
    mockPickLists();
    const count = (path: string) => requests.filter((r) => r.path === `/api/v2/${path}`).length;
    const before = ['employees', 'tutors'].map(count);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Tom Teacher' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Tutors' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/We could not load/)).not.toBeInTheDocument();
    expect(['employees', 'tutors'].map(count)).toEqual([before[0], before[1]! + 1]);
  });

  it('API-07: managers that could not be loaded are named with Retry, never "No manager" for a team that has one', async () => {
    mockPickLists();
    server.use(
      get('employees', () => json({ errors: ['Internal Server Error'] }, 500)),
      get('teams/5', () => json({ team: advisingTeam })),
    );
    renderWithProviders(<TeamModal open teamId={5} kind="advisor" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Advising' });
    const failure = (
      await within(dialog).findByText('We could not load the managers and advisors to choose from.')
    ).closest('[role="alert"]') as HTMLElement;
    expect(within(dialog).queryByRole('combobox', { name: 'Manager' })).not.toBeInTheDocument();
    mockPickLists();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Manager' })).toHaveValue('1');
    expect(await within(dialog).findByRole('checkbox', { name: 'Avi Advisor' })).toBeChecked();
  });

  it('API-07: a target history or targets on a date that could not be loaded are named with Retry, never an empty history or "No targets recorded"', async () => {
    server.use(
      get('employees/7', () => json({ employee: { id: 7, deliveryTarget: 20, availabilityTarget: 30 } })),
      get('target_histories/date', () => json({ errors: ['Internal Server Error'] }, 500)),
      get('target_histories', () => json({ errors: ['Internal Server Error'] }, 500)),
    );
    renderWithProviders(
      <TargetsEditModal tutorId={7} tutorName="Tina Tutor" initial={{}} open onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Targets: Tina Tutor' });
    const failure = (await within(dialog).findByText('We could not load the target history.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(dialog).queryByRole('table', { name: 'Target history' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Targets on date' }), '11/10/2026');
    expect(await within(dialog).findByText('We could not load the targets on that date.')).toBeInTheDocument();
    expect(within(dialog).queryByText('No targets recorded for that date.')).not.toBeInTheDocument();

    server.use(
      get('target_histories', () =>
        json({
          targetHistories: [{ id: 3, tutorId: 7, date: '2026-11-09', deliveryTarget: 18, availabilityTarget: 28 }],
          meta: meta(1, 10),
        }),
      ),
    );
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('11/09/2026')).toBeInTheDocument();
    expect(within(dialog).queryByText('We could not load the target history.')).not.toBeInTheDocument();
  });

  it('STF-24, issue 23.3: a saved new team appears in the teams list at once (the save invalidates the teams)', async () => {
    mockPickLists();
    const teams: Array<Record<string, unknown>> = [{ id: 5, name: 'East', type: 'TutorTeam' }];
    server.use(
      get('teams', () => json({ teams, meta: meta(teams.length) })),
      http.post('*/api/v2/teams', async ({ request }) => {
        const team = { id: 40, ...((await request.json()) as { team: object }).team };
        teams.push(team);
        return json({ team }, 201);
      }),
    );
    renderWithProviders(<TeamsPage />, { at: '/teams', path: '/teams' });
    expect(await screen.findByRole('link', { name: 'East' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New tutor team' }));
    const dialog = screen.getByRole('dialog', { name: 'New tutor team' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'West');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'West' })).toBeInTheDocument();
  });

  it('STF-22, STF-25, issue 23.3: saved targets say "Targets saved." and this week\'s row of the performance shows them at once', async () => {
    let deliveryTarget = 10;
    server.use(
      get('teams/5', () => json({ team: { id: 5, name: 'West', type: 'TutorTeam' } })),
      get('teams/5/stats', () =>
        json({
          stats: [
            {
              tutorId: 7,
              tutor: { id: 7, name: 'Tina Tutor' },
              date: '2026-11-16',
              availabilityTarget: 10,
              availabilityActual: 5,
              deliveryTarget,
              deliveryActual: 5,
            },
          ],
        }),
      ),
      get('employees/7', () => json({ employee: { id: 7, deliveryTarget, availabilityTarget: 10 } })),
      get('target_histories', () => json({ targetHistories: [], meta: meta(0, 10) })),
      http.put('*/api/v2/employees/7', async ({ request }) => {
        const body = (await request.json()) as { employee: { deliveryTarget: number } };
        deliveryTarget = body.employee.deliveryTarget;
        return json({ employee: { id: 7, deliveryTarget, availabilityTarget: 10 } });
      }),
    );
    renderWithProviders(<TeamPerformancePage />, { at: '/teams/5', path: '/teams/:id' });
    expect(await screen.findByRole('progressbar', { name: 'Delivery of Tina Tutor' })).toHaveAttribute(
      'aria-valuetext',
      '50%',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit targets of Tina Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Targets: Tina Tutor' });
    const delivery = await within(dialog).findByRole('spinbutton', { name: /Delivery target/ });
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Targets saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Delivery of Tina Tutor' })).toHaveAttribute(
        'aria-valuetext',
        '25%',
      ),
    );
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Targets: Tina Tutor' })).not.toBeInTheDocument();
  });
});
