import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { REQUEST_ERROR } from '@tutoring/domain';
import { platformStore, rolesAtom } from '@tutoring/platform';
import { get, json, meta, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { EmployeesPage } from './EmployeesPage';

setupMswServer();

let employees: Array<Record<string, unknown>>;
function mock() {
  employees = [
    {
      id: 1,
      firstName: 'Ada',
      lastName: 'Admin',
      title: 'Admin',
      type: 'Employee',
      roles: ['admin'],
      active: true,
      hireDate: '2024-01-02',
    },
    {
      id: 2,
      firstName: 'Ray',
      lastName: 'Retired',
      title: 'Advisor',
      type: 'Employee',
      roles: ['academic_advisor'],
      active: false,
      endDate: '2025-06-30',
    },
  ];
  server.use(
    get('employees', () => json({ employees, meta: meta(employees.length) })),
    get('employees/:id/available', () => json({ available: true })),
  );
}
const lastList = () =>
  [...requests].reverse().find((r) => r.method === 'GET' && r.path === '/api/v2/employees')!.url.searchParams;

describe('EmployeesPage', () => {
  beforeEach(() => {
    signIn();
    platformStore.set(rolesAtom, [
      { id: 1, name: 'admin', permissions: [] },
      { id: 2, name: 'academic_advisor', permissions: [] },
      { id: 3, name: 'tutor', permissions: [] },
    ] as never);
  });

  it('STF-31: lists employees with the active filter and repeatable roles[] filter, kept in the URL', async () => {
    mock();
    renderWithProviders(<EmployeesPage />, { at: '/employees' });
    await screen.findByRole('button', { name: 'Ada Admin' });
    expect(lastList().get('active')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'admin' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'academic_advisor' }));
    await waitFor(() => expect(lastList().getAll('roles[]')).toEqual(['admin', 'academic_advisor']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(lastList().get('active')).toBe('false'));
    expect(screen.getByTestId('location')).toHaveTextContent('employees.active=false');
  });

  it('STF-06, OP-56: terminate asks for an end date and sends {employee, endDate}', async () => {
    mock();
    server.use(
      http.put('*/api/v2/employees/1/terminate.json', () =>
        json({ employee: { ...employees[0], active: false, endDate: '2026-12-31' } }),
      ),
    );
    renderWithProviders(<EmployeesPage />, { at: '/employees' });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate Ada Admin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /End date/ }), '12/31/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ employee: { id: 1 }, endDate: '2026-12-31' });
  });

  it('STF-06, issue 23.3: a terminated employee shows as such in the list at once (the terminate updates the lists)', async () => {
    mock();
    server.use(
      http.put('*/api/v2/employees/1/terminate.json', () => {
        employees[0] = { ...employees[0], active: false, endDate: '2026-12-31' };
        return json({ employee: employees[0] });
      }),
    );
    renderWithProviders(<EmployeesPage />, { at: '/employees?employees.active=all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate Ada Admin' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /End date/ }), '12/31/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByRole('button', { name: 'Rehire Ada Admin' })).toBeInTheDocument();
    expect(screen.getByText('12/31/2026')).toBeInTheDocument();
  });

  it('STF-06, API-14, OP-55: a failed terminate shows the generic request error and keeps the errors on the record', async () => {
    mock();
    server.use(
      http.put('*/api/v2/employees/1/terminate.json', () =>
        json({ errors: ['End date cannot be before the hire date'] }, 422),
      ),
    );
    renderWithProviders(<EmployeesPage />, { at: '/employees' });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate Ada Admin' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /End date/ }), '01/01/2020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await within(dialog).findByText('End date cannot be before the hire date')).toBeInTheDocument();
    expect(await screen.findByText(REQUEST_ERROR)).toBeInTheDocument();
  });

  it('STF-06: rehire sends {employee}', async () => {
    mock();
    server.use(
      http.put('*/api/v2/employees/2/rehire.json', () =>
        json({ employee: { ...employees[1], active: true, endDate: null } }),
      ),
    );
    renderWithProviders(<EmployeesPage />, { at: '/employees' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rehire Ray Retired' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/v2/employees/2/rehire.json'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ employee: { hireDate: null } }),
    );
  });

  it('STF-07: sets the extension handle with {extensionHandle}', async () => {
    mock();
    server.use(
      http.put('*/api/v2/employees/1/set_extension_handle', () =>
        json({ employee: { ...employees[0], extensionHandle: 'x204' } }),
      ),
    );
    renderWithProviders(<EmployeesPage />, { at: '/employees' });
    await userEvent.click(await screen.findByRole('button', { name: 'Extension of Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Extension of Ada Admin' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Extension handle' }), 'x204');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save extension' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ extensionHandle: 'x204' }));
  });

  it("STF-08: checks an employee's availability", async () => {
    mock();
    renderWithProviders(<EmployeesPage />, { at: '/employees' });
    await userEvent.click(await screen.findByRole('button', { name: 'Check availability of Ada Admin' }));
    expect(await screen.findByText('Available')).toHaveAttribute('role', 'status');
    expect(requests.some((r) => r.path === '/api/v2/employees/1/available')).toBe(true);
  });
});
