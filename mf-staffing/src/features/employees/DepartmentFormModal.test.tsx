import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { get, json, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { DepartmentFormModal } from './components/DepartmentFormModal';

setupMswServer();

describe('DepartmentFormModal', () => {
  beforeEach(() => signIn());

  it('STF-32: edits a department loaded with GET departments/{id} and saves its name', async () => {
    server.use(
      get('departments/4', () => json({ department: { id: 4, name: 'Academics' } })),
      http.put('*/api/v2/departments/4', async ({ request }) =>
        json({ department: { id: 4, ...((await request.json()) as { department: object }).department } }),
      ),
    );
    const onSaved = jest.fn();
    renderWithProviders(<DepartmentFormModal departmentId={4} open onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit department' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Academics'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Test Prep');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 4, name: 'Test Prep' })));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ department: { name: 'Test Prep' } });
  });

  it('STF-32: a department without a name is not saved', async () => {
    renderWithProviders(<DepartmentFormModal departmentId={null} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fix the errors on the form.');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("STF-32, issue 23: the server's 422 naming the name shows on the Name field; the value stays", async () => {
    server.use(http.post('*/api/v2/departments', () => json({ errors: ['Name has already been taken'] }, 422)));
    const onSaved = jest.fn();
    renderWithProviders(<DepartmentFormModal departmentId={null} open onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'New department' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Academics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name has already been taken'));
    expect(name).toHaveValue('Academics');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('STF-32, issue 23: a new department with only its name (nothing optional) saves', async () => {
    server.use(
      http.post('*/api/v2/departments', async ({ request }) =>
        json({ department: { id: 9, ...((await request.json()) as { department: object }).department } }, 201),
      ),
    );
    const onSaved = jest.fn();
    renderWithProviders(<DepartmentFormModal departmentId={null} open onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'New department' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Academics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'Academics' })));
  });

  it('issue 20.6: an edit sends the version it was opened on; a 409 keeps the name and shows the message once', async () => {
    const stale =
      'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
    server.use(
      get('departments/4', () =>
        Response.json({ department: { id: 4, name: 'Academics' } }, { headers: { ETag: 'W/"d4"' } }),
      ),
      http.put('*/api/v2/departments/4', () => json({ errors: [stale] }, 409)),
    );
    const onSaved = jest.fn();
    renderWithProviders(<DepartmentFormModal departmentId={4} open onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit department' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Academics'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Test Prep');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PUT')?.headers.get('If-Match')).toBe('W/"d4"');
    expect(name).toHaveValue('Test Prep');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
