import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SERVER_ERROR_TITLE, REQUEST_ERROR } from '@tutoring/domain';
import { get, json, meta, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { CourseTutorStaffingModal } from './components/CourseTutorStaffingModal';

setupMswServer();

const a = (id: number, employeeId: number, firstName: string, supervisor: boolean) => ({
  id,
  employeeId,
  firstName,
  lastName: 'T',
  supervisor,
});
let sessions: Array<Record<string, unknown>>;

function mock() {
  sessions = [
    {
      id: 1,
      startsAt: '2026-11-23T23:00:00Z',
      employeesRequired: 2,
      assignmentsCount: 1,
      assignments: [a(11, 7, 'Tina', true)],
      place: null,
    },
    {
      id: 2,
      startsAt: '2026-11-30T23:00:00Z',
      employeesRequired: 1,
      assignmentsCount: 1,
      assignments: [a(21, 8, 'Tom', true)],
      place: null,
    },
    {
      id: 3,
      startsAt: '2026-12-07T23:00:00Z',
      employeesRequired: 2,
      assignmentsCount: 2,
      assignments: [a(31, 7, 'Tina', true), a(32, 8, 'Tom', false)],
      place: { formatted: 'Room 4' },
    },
  ];
  server.use(
    get('courses/9', () => json({ course: { id: 9, title: 'Algebra Group', brand: { id: 3, departmentId: 5 } } })),
    get('departments/5', () => json({ department: { id: 5, name: 'Math Department' } })),
    get('sessions', () => json({ sessions, meta: meta(sessions.length, 100) })),
    http.delete('*/api/v2/assignments/:id', ({ params }) => {
      sessions = sessions.map((s) => {
        const list = (s.assignments as Array<{ id: number }>).filter((x) => x.id !== Number(params.id));
        return { ...s, assignments: list, assignmentsCount: list.length };
      });
      return new Response(null, { status: 204 });
    }),
    http.put('*/api/v2/assignments/:id', ({ params }) =>
      json({ assignment: { id: Number(params.id), supervisor: true } }),
    ),
  );
}

describe('CourseTutorStaffingModal', () => {
  beforeEach(() => signIn());

  it('STF-19: the header names the department and course; it lists sessions still lacking a tutor (OP-67)', async () => {
    mock();
    renderWithProviders(<CourseTutorStaffingModal courseId={9} open onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: /Math Department · Algebra Group/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Unassigned sessions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('11/23/2026')).toBeInTheDocument();
    expect(within(table).getByText('Online')).toBeInTheDocument();
  });

  it('STF-20: Unassign is enabled only with a tutor and a selected session with a removable assignment, and removes it', async () => {
    mock();
    renderWithProviders(<CourseTutorStaffingModal courseId={9} open onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Unassigned sessions' });
    const unassign = screen.getByRole('button', { name: 'Unassign' });
    await screen.findByRole('option', { name: 'Tina T' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tutor' }), 'Tina T');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(unassign).toBeDisabled();
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    expect(unassign).toBeEnabled();
    await userEvent.click(unassign);
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/api/v2/assignments/11',
        '/api/v2/assignments/31',
      ]),
    );
  });

  it('STF-21: a session with more than one assignment offers a primary tutor change (OP-36)', async () => {
    mock();
    renderWithProviders(<CourseTutorStaffingModal courseId={9} open onClose={() => undefined} />);
    await screen.findByRole('option', { name: 'Tom T' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tutor' }), 'Tom T');
    const menu = await screen.findByRole('combobox', { name: 'Primary tutor of session 3' });
    expect(screen.queryByRole('combobox', { name: 'Primary tutor of session 2' })).not.toBeInTheDocument();
    await userEvent.selectOptions(menu, 'Tom T');
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ assignment: { supervisor: true } }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/v2/assignments/32');
  });

  it('STF-20, issue 23.3: after Unassign the sessions are re-queried and the removed assignment is gone from the table', async () => {
    mock();
    renderWithProviders(<CourseTutorStaffingModal courseId={9} open onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Unassigned sessions' });
    await screen.findByRole('option', { name: 'Tom T' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tutor' }), 'Tom T');
    await screen.findByRole('combobox', { name: 'Primary tutor of session 3' });
    const row = (await within(table).findByText('12/07/2026')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Unassigned from 1 session.')).toBeInTheDocument();
    // Session 3 lost Tom's assignment: the re-queried course no longer offers its primary tutor change.
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Primary tutor of session 3' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/sessions').length).toBeGreaterThan(1);
  });

  it('STF-20, API-09, issue 23.3: a 500 on Unassign shows the generic error toast and no success', async () => {
    mock();
    server.use(http.delete('*/api/v2/assignments/:id', () => new Response(null, { status: 500 })));
    renderWithProviders(<CourseTutorStaffingModal courseId={9} open onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Unassigned sessions' });
    await screen.findByRole('option', { name: 'Tina T' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tutor' }), 'Tina T');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(within(table).getAllByRole('checkbox')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(/Unassigned from/)).not.toBeInTheDocument();
  });

  it('STF-21, API-09, issue 23.3: a 500 on the primary tutor change shows the generic error toast', async () => {
    mock();
    server.use(http.put('*/api/v2/assignments/:id', () => new Response(null, { status: 500 })));
    renderWithProviders(<CourseTutorStaffingModal courseId={9} open onClose={() => undefined} />);
    await screen.findByRole('option', { name: 'Tom T' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tutor' }), 'Tom T');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Primary tutor of session 3' }), 'Tom T');
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
  });
});
