import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { get, json, meta, renderWithProviders, server, signIn, setupMswServer } from '../../test/support';
import { DepartmentsPage } from './DepartmentsPage';

setupMswServer();

describe('DepartmentsPage', () => {
  beforeEach(() => signIn());

  it('STF-32, issue 23.3: a renamed department shows its new name in the list at once (the save invalidates the departments)', async () => {
    const departments = [{ id: 4, name: 'Academics' }];
    server.use(
      get('departments', () => json({ departments, meta: meta(departments.length) })),
      get('departments/4', () => json({ department: departments[0] })),
      http.put('*/api/v2/departments/4', async ({ request }) => {
        const { department } = (await request.json()) as { department: { name: string } };
        departments[0] = { id: 4, name: department.name };
        return json({ department: departments[0] });
      }),
    );
    renderWithProviders(<DepartmentsPage />, { at: '/employees/departments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Academics' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit department' });
    // The field appears once the department has loaded into the form.
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Academics');
    await userEvent.clear(name);
    await userEvent.type(name, 'Test Prep');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Test Prep' })).toBeInTheDocument();
  });
});
