import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIX_FORM_ERRORS, SERVER_ERROR_TITLE } from '@tutoring/domain';
import { formCases } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, on, renderUi, seen, server, signIn } from '../../test/utils';
import { MaterialsPage } from './MaterialsPage';
import { MaterialEditModal } from './components/MaterialEditModal';

installServer();

const materials = {
  materials: [
    {
      id: 4,
      name: 'Workbook',
      status: 'low inventory',
      quantity: 3,
      originatorId: 2,
      originator: { id: 2, name: 'Amazon' },
    },
  ],
  meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
};
const references = () => {
  on('get', 'originators', {
    originators: [
      { id: 2, name: 'Amazon', integratesWithApi: true },
      { id: 3, name: 'Warehouse', integratesWithApi: false },
    ],
  });
  on('get', 'shipping_methods', { shippingMethods: [{ id: 1, name: 'Ground' }] });
};

describe('MaterialsPage and MaterialEditModal', () => {
  beforeEach(() => signIn());

  it('SES-04: lists materials with per=25 and keeps the status filter in the URL state', async () => {
    on('get', 'materials', materials);
    const u = userEvent.setup({ delay: null });
    renderUi(<MaterialsPage />, { route: '/materials' });
    expect(await screen.findByRole('button', { name: 'Workbook' })).toBeInTheDocument();
    expect(lastRequest('materials')!.query.get('per')).toBe('25');
    await u.selectOptions(screen.getByLabelText('Status'), 'hidden');
    await waitFor(() => expect(lastRequest('materials')!.query.get('status')).toBe('hidden'));
  });

  it('SES-05: the edit modal (lg) loads GET materials/{id}, offers the four statuses and fills originators and shipping methods', async () => {
    on('get', 'materials', materials);
    on('get', 'materials/4', { material: materials.materials[0] });
    on('put', 'materials/4', { material: { ...materials.materials[0], status: 'hidden' } });
    references();
    const u = userEvent.setup({ delay: null });
    renderUi(<MaterialsPage />, { route: '/materials' });
    await u.click(await screen.findByRole('button', { name: 'Workbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit material' });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Workbook'));
    const status = screen.getAllByLabelText('Status').find((el) => dialog.contains(el)) as HTMLSelectElement;
    expect(Array.from(status.options).map((o) => o.value)).toEqual(['active', 'inactive', 'low inventory', 'hidden']);
    expect(status).toHaveValue('low inventory');
    expect(await screen.findByRole('option', { name: 'Warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ground' })).toBeInTheDocument();
    expect(screen.getByLabelText('Originator')).toHaveValue('2');
    await u.selectOptions(status, 'hidden');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest('materials/4', 'PUT')).toBeDefined());
    expect((lastRequest('materials/4', 'PUT')!.body as { material: Record<string, unknown> }).material).toMatchObject({
      status: 'hidden',
      name: 'Workbook',
      originatorId: 2,
    });
  });

  it('SES-05, DOM-08: a new material defaults to "active"; a missing name blocks saving', async () => {
    on('get', 'materials', materials);
    references();
    const u = userEvent.setup({ delay: null });
    renderUi(<MaterialsPage />, { route: '/materials' });
    await u.click(await screen.findByRole('button', { name: 'New material' }));
    const dialog = await screen.findByRole('dialog', { name: 'New material' });
    const status = screen.getAllByLabelText('Status').find((el) => dialog.contains(el));
    expect(status).toHaveValue('active');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('SES-04, SES-05, issue 23.3: a saved material shows in the list at once (the save refreshes the materials list)', async () => {
    on('get', 'materials', materials);
    on('get', 'materials/4', { material: materials.materials[0] });
    references();
    const renamed = { ...materials.materials[0], name: 'Workbook 2' };
    on('put', 'materials/4', { material: renamed });
    const u = userEvent.setup({ delay: null });
    renderUi(<MaterialsPage />, { route: '/materials' });
    await u.click(await screen.findByRole('button', { name: 'Workbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit material' });
    // The fields appear once the material has loaded into the form.
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Workbook');
    await u.clear(name);
    await u.type(name, 'Workbook 2');
    // From now on the server lists the renamed material.
    on('get', 'materials', { ...materials, materials: [renamed] });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Workbook 2' })).toBeInTheDocument();
  });

  it('SES-05, DS-04, issue 23.3: a save the server fails (500) shows one error toast; the modal stays open with its values', async () => {
    on('get', 'materials', materials);
    references();
    on('post', 'materials', {}, 500);
    const u = userEvent.setup({ delay: null });
    renderUi(<MaterialsPage />, { route: '/materials' });
    await u.click(await screen.findByRole('button', { name: 'New material' }));
    const dialog = await screen.findByRole('dialog', { name: 'New material' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await u.type(name, 'Flash cards');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    // The form modal tells the failure; the mutation asks the error policy for no second toast.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(SERVER_ERROR_TITLE)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
    expect(name).toHaveValue('Flash cards');
  });
});

describe('MaterialEditModal cases (issue 23.2)', () => {
  beforeEach(() => {
    signIn();
    references();
  });

  formCases({
    server,
    resource: 'materials',
    dialog: 'New material',
    render: (props) => renderUi(<MaterialEditModal open {...props} />),
    emptyOptional: {
      title:
        'SES-05: a new material with only its name (every optional field empty) saves; a blank quantity is not sent',
      fill: { Name: 'Flash cards' },
      createdId: 8,
      savedWith: { name: 'Flash cards' },
      sent: { name: 'Flash cards', status: 'active', description: null, originatorId: null, shippingMethodId: null },
    },
    serverInvalid: {
      title: "SES-05: the server's 422 naming the name shows on the Name field and keeps the values",
      fill: { Name: 'Workbook', Description: 'Grade 5' },
      message: 'Name has already been taken',
      field: 'Name',
    },
    stale: {
      title:
        'SES-05, issue 20.6: the update sends the version it was opened on; a 409 shows its message in one banner and keeps the values',
      record: materials.materials[0]!,
      etag: '"v3"',
      render: (props) => renderUi(<MaterialEditModal open materialId={4} {...props} />),
      dialog: 'Edit material',
      loaded: { Name: 'Workbook' },
      fill: { Name: 'Workbook 2' },
    },
    dismiss: {
      fill: { Name: 'Flash cards' },
    },
  });
});
