import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import * as api from '@tutoring/api-client/endpoints';
import { REQUEST_ERROR } from '@tutoring/domain';
import { formCases } from '@tutoring/build-config/test-kit';
import { json, renderWithProviders, server, setupMswServer } from '../../test/support';
import { ExtensionModal } from './components/ExtensionModal';
import { TerminateModal } from './components/TerminateModal';

setupMswServer();

const ada = { id: 1, firstName: 'Ada', lastName: 'Admin', extensionHandle: 'x1' };

describe('ExtensionModal on the contract schema (STF-07, issue 23)', () => {
  formCases({
    server,
    resource: 'employees',
    dialog: 'Extension of Ada Admin',
    submitLabel: 'Save extension',
    render: ({ onSaved, onClose }) =>
      renderWithProviders(
        <ExtensionModal
          open
          name="Ada Admin"
          initial="x1"
          onClose={onClose}
          save={(handle) => api.employees.setExtensionHandle(1, handle)}
          onSaved={onSaved}
        />,
      ),
    emptyOptional: {
      title: 'STF-07: an emptied handle saves as null',
      action: 'employees/:id/set_extension_handle',
      method: 'PUT',
      id: 1,
      reply: { employee: { ...ada, extensionHandle: null } },
      fill: { 'Extension handle': { clear: true } },
      savedWith: {},
      sent: { extensionHandle: null },
    },
    serverInvalid: {
      title: "STF-07: the server's 422 naming the handle shows on the field",
      action: 'employees/:id/set_extension_handle',
      method: 'PUT',
      id: 1,
      fill: { 'Extension handle': 'x2' },
      message: 'Extension handle is already in use',
      field: 'Extension handle',
    },
    dismiss: { fill: { 'Extension handle': 'x2' } },
  });

  it('STF-07: a refused handle also shows the request error toast', async () => {
    server.use(
      http.put('*/api/v2/employees/1/set_extension_handle', () =>
        json({ errors: ['Extension handle is already in use'] }, 422),
      ),
    );
    renderWithProviders(
      <ExtensionModal
        open
        name="Ada Admin"
        initial="x1"
        onClose={() => undefined}
        save={(handle) => api.employees.setExtensionHandle(1, handle)}
        onSaved={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Extension of Ada Admin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save extension' }));
    expect(await screen.findByText(REQUEST_ERROR)).toBeInTheDocument();
  });
});

describe('TerminateModal on the contract schema (STF-06, issue 23)', () => {
  formCases({
    server,
    resource: 'employees',
    dialog: 'Terminate Ada Admin',
    submitLabel: 'Terminate',
    render: ({ onSaved, onClose }) =>
      renderWithProviders(
        <TerminateModal
          open
          name="Ada Admin"
          onClose={onClose}
          terminate={(endDate) => api.employees.terminate(1, { id: 1 }, endDate)}
          onSaved={onSaved}
        />,
      ),
    emptyOptional: {
      title: 'STF-06: the end date (the only field) terminates',
      action: 'employees/:id/terminate.json',
      method: 'PUT',
      id: 1,
      reply: { employee: { ...ada, active: false, endDate: '2026-12-31' } },
      fill: { 'End date': '12/31/2026' },
      savedWith: { active: false },
      refs: { 'employee.id': 'employees' },
    },
    serverInvalid: {
      title: "STF-06: the server's 422 naming the end date shows on the End date field and the date is kept",
      action: 'employees/:id/terminate.json',
      method: 'PUT',
      id: 1,
      fill: { 'End date': '01/01/2020' },
      message: 'End date cannot be before the hire date',
      field: 'End date',
    },
    dismiss: { fill: { 'End date': '12/31/2026' } },
  });
});
