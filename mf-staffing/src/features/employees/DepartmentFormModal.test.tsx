import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { formCases } from '@tutoring/build-config/test-kit';
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
    // The field appears once the department has loaded into the form.
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Academics');
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

  formCases({
    server,
    resource: 'departments',
    dialog: 'New department',
    render: (props) => renderWithProviders(<DepartmentFormModal departmentId={null} open {...props} />),
    emptyOptional: {
      title: 'STF-32, issue 23: a new department with only its name (nothing optional) saves',
      fill: { Name: 'Academics' },
      createdId: 9,
      savedWith: { name: 'Academics' },
    },
    serverInvalid: {
      title: "STF-32, issue 23: the server's 422 naming the name shows on the Name field; the value stays",
      fill: { Name: 'Academics' },
      message: 'Name has already been taken',
      field: 'Name',
    },
    stale: {
      title: 'issue 20.6: an edit sends the version it was opened on; a 409 keeps the name and shows the message once',
      record: { id: 4, name: 'Academics' },
      etag: 'W/"d4"',
      render: (props) => renderWithProviders(<DepartmentFormModal departmentId={4} open {...props} />),
      dialog: 'Edit department',
      loaded: { Name: 'Academics' },
      fill: { Name: 'Test Prep' },
    },
    dismiss: {
      fill: { Name: 'Academics' },
    },
  });
});
