import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { platformStore, rolesAtom } from '@tutoring/platform';
import { formCases } from '@tutoring/build-config/test-kit';
import { get, json, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { EmployeeFormModal, initialEmployeeValues } from './components/EmployeeFormModal';

setupMswServer();

function mockLists() {
  server.use(
    get('tiers', () => json({ tiers: [{ id: 1, name: 'Gold' }] })),
    get('degree_levels', () => json({ degreeLevels: [{ id: 4, name: 'Bachelor' }] })),
    get('tutors/tutor_types', () => json({ tutorTypes: [{ id: 1, name: 'Academic' }] })),
    get('subjects', () => json({ subjects: [{ id: 9, name: 'Algebra', categoryName: 'Math' }] })),
    http.post('*/api/v2/employees', async ({ request }) =>
      json({ employee: { id: 50, ...((await request.json()) as { employee: object }).employee } }, 201),
    ),
  );
}

describe('EmployeeFormModal', () => {
  beforeEach(() => {
    signIn();
    platformStore.set(rolesAtom, [
      { id: 1, name: 'admin', permissions: [] },
      { id: 3, name: 'tutor', permissions: [] },
    ] as never);
  });

  it('STF-05, DOM-33: a new employee starts with title "Admin", type "Employee" and roles ["admin"]; a new tutor with type "Tutor" and roles ["tutor"]', () => {
    expect(initialEmployeeValues(null, 'employee')).toMatchObject({
      title: 'Admin',
      type: 'Employee',
      roles: ['admin'],
    });
    expect(initialEmployeeValues(null, 'tutor')).toMatchObject({ type: 'Tutor', roles: ['tutor'] });
  });

  it('STF-04: the form is xl, shows the defaults and saves a new employee', async () => {
    mockLists();
    const onSaved = jest.fn();
    renderWithProviders(<EmployeeFormModal open record={null} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'New employee' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Admin');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('Employee');
    expect(within(dialog).getByRole('checkbox', { name: 'admin' })).toBeChecked();
    expect(within(dialog).queryByRole('combobox', { name: 'Tier' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Ward');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ed@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Extension handle' }), 'x1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      employee: {
        firstName: 'Ed',
        lastName: 'Ward',
        email: 'ed@example.com',
        title: 'Admin',
        type: 'Employee',
        roles: ['admin'],
        active: true,
        extensionHandle: 'x1',
      },
    });
  });

  it('STF-04: a tutor adds tier, subjects, profile, flags and tutor type (GET tiers, degree_levels, tutors/tutor_types)', async () => {
    mockLists();
    renderWithProviders(<EmployeeFormModal open record={null} kind="tutor" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New tutor' });
    await screen.findByRole('option', { name: 'Gold' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), 'Gold');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tutor type' }),
      await screen.findByRole('option', { name: 'Academic' }),
    );
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Algebra (Math)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add degree' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Degree 1 level' }),
      await screen.findByRole('option', { name: 'Bachelor' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Approach' }), 'Patient');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Featured' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Tia');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Tu');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'tia@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        employee: {
          type: 'Tutor',
          roles: ['tutor'],
          tierId: 1,
          subjectIds: [9],
          featured: true,
          tutorType: 'Academic',
          personalProfile: { degrees: [{ degreeLevelId: 4, field: '' }], approach: 'Patient' },
        },
      }),
    );
  });

  it("STF-04, DS-25: a saved tutor's photo is cropped and uploaded with POST avatars (avatarableType Tutor) and then shown", async () => {
    // jsdom has no canvas or object URLs: stand in for those browser APIs (not for our code).
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage: jest.fn() }) as unknown as CanvasRenderingContext2D);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['jpeg'], { type: 'image/jpeg' })));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:picture'), revokeObjectURL: jest.fn() });
    mockLists();
    let sent: FormData | null = null;
    server.use(
      http.post('*/api/v2/avatars', async ({ request }) => {
        sent = await request.formData();
        return json({ avatar: { id: 3, url: '/avatars/3.jpg', avatarableType: 'Tutor', avatarableId: 7 } }, 201);
      }),
    );
    server.use(
      get('employees/7', () =>
        json({
          employee: {
            id: 7,
            firstName: 'Tia',
            lastName: 'Tu',
            email: 'tia@example.com',
            type: 'Tutor',
            roles: ['tutor'],
          },
        }),
      ),
    );
    renderWithProviders(
      <EmployeeFormModal
        open
        record={{ id: 7, firstName: 'Tia', lastName: 'Tu', email: 'tia@example.com', type: 'Tutor', roles: ['tutor'] }}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tia Tu' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload photo' }));
    const picker = await screen.findByRole('dialog', { name: 'Upload photo' });
    await userEvent.upload(
      await within(picker).findByLabelText('Choose a picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('img', { name: 'Current photo' }, { timeout: 4000 })).toHaveAttribute(
      'src',
      '/avatars/3.jpg',
    );
    expect(sent!.get('avatarableType')).toBe('Tutor');
    expect(sent!.get('avatarableId')).toBe('7');
    expect(sent!.get('file')).toBeInstanceOf(Blob);
    expect(screen.queryByRole('dialog', { name: 'Upload photo' })).not.toBeInTheDocument();
  });

  it('STF-04: editing a list row loads GET employees/{id} first, shows its subjects and sends them back', async () => {
    mockLists();
    server.use(
      get('employees/7', () =>
        json({
          employee: {
            id: 7,
            firstName: 'Tia',
            lastName: 'Tu',
            email: 'tia@example.com',
            type: 'Tutor',
            roles: ['tutor'],
            subjectIds: [9],
            subjects: [{ id: 9, name: 'Algebra', categoryName: 'Math' }],
            personalProfile: { degrees: ["Bachelor's"] },
          },
        }),
      ),
      http.put('*/api/v2/employees/7', async ({ request }) =>
        json({ employee: { id: 7, ...((await request.json()) as { employee: object }).employee } }),
      ),
    );
    renderWithProviders(
      <EmployeeFormModal
        open
        record={{ id: 7, firstName: 'Tia', lastName: 'Tu', email: 'tia@example.com', type: 'Tutor', roles: ['tutor'] }}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tia Tu' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Algebra (Math)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        employee: { subjectIds: [9], personalProfile: { degrees: [{ degreeLevelId: null, field: "Bachelor's" }] } },
      }),
    );
  });

  describe('on the contract schema (issue 23, issue 20.6)', () => {
    const eve = {
      id: 8,
      firstName: 'Eve',
      lastName: 'Em',
      email: 'eve@example.com',
      type: 'Employee',
      roles: ['admin'],
    };
    const required = { 'First name': 'Eve', 'Last name': 'Lopez', Email: 'eve@example.com' };
    beforeEach(mockLists);

    formCases({
      server,
      resource: 'employees',
      dialog: 'New employee',
      render: (props) => renderWithProviders(<EmployeeFormModal open record={null} {...props} />),
      emptyOptional: {
        title: 'STF-04, issue 23: a new employee with only the required fields (every optional field emptied) saves',
        fill: { ...required, Title: '', admin: { click: true } },
        createdId: 50,
        sent: expect.objectContaining({ title: '', roles: [], hireDate: null, extensionHandle: null }),
      },
      serverInvalid: {
        title: "STF-04, issue 23: the server's 422 for a taken e-mail shows on the Email field and keeps the values",
        fill: required,
        message: 'This email is already taken.',
        field: 'Email',
      },
      stale: {
        title: 'issue 20.6: an edit sends the version it loaded; a 409 keeps the values and shows the message once',
        record: eve,
        etag: 'W/"e8"',
        render: (props) => renderWithProviders(<EmployeeFormModal open record={eve} {...props} />),
        dialog: 'Edit Eve Em',
        loaded: { 'First name': 'Eve' },
        fill: { 'First name': 'Evelyn' },
      },
      dismiss: {
        fill: { 'First name': 'Eve' },
      },
    });
  });
});
