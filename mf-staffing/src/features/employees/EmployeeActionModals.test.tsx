import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { api } from '@tutoring/api-client';
import { REQUEST_ERROR } from '@tutoring/domain';
import { json, renderWithProviders, requests, server, setupMswServer } from '../../test/support';
import { ExtensionModal } from './components/ExtensionModal';
import { TerminateModal } from './components/TerminateModal';

setupMswServer();

const ada = { id: 1, firstName: 'Ada', lastName: 'Admin', extensionHandle: 'x1' };

describe('ExtensionModal on the contract schema (STF-07, issue 23)', () => {
  const setup = () => {
    const onSaved = jest.fn();
    renderWithProviders(
      <ExtensionModal
        open
        name="Ada Admin"
        initial="x1"
        onClose={() => undefined}
        save={(handle) => api.employees.setExtensionHandle(1, handle)}
        onSaved={onSaved}
      />,
    );
    return { onSaved, dialog: screen.getByRole('dialog', { name: 'Extension of Ada Admin' }) };
  };

  it('STF-07: an emptied handle saves as null', async () => {
    server.use(
      http.put('*/api/v2/employees/1/set_extension_handle', () =>
        json({ employee: { ...ada, extensionHandle: null } }),
      ),
    );
    const { dialog, onSaved } = setup();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Extension handle' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save extension' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ extensionHandle: null });
  });

  it("STF-07: the server's 422 naming the handle shows on the field, with the request error toast", async () => {
    server.use(
      http.put('*/api/v2/employees/1/set_extension_handle', () =>
        json({ errors: ['Extension handle is already in use'] }, 422),
      ),
    );
    const { dialog, onSaved } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save extension' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Extension handle/ })).toHaveAccessibleDescription(
        'Extension handle is already in use',
      ),
    );
    expect(await screen.findByText(REQUEST_ERROR)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('TerminateModal on the contract schema (STF-06, issue 23)', () => {
  const setup = () => {
    const onSaved = jest.fn();
    renderWithProviders(
      <TerminateModal
        open
        name="Ada Admin"
        onClose={() => undefined}
        terminate={(endDate) => api.employees.terminate(1, { id: 1 }, endDate)}
        onSaved={onSaved}
      />,
    );
    return { onSaved, dialog: screen.getByRole('dialog', { name: 'Terminate Ada Admin' }) };
  };

  it('STF-06: the end date (the only field) terminates', async () => {
    server.use(
      http.put('*/api/v2/employees/1/terminate.json', () =>
        json({ employee: { ...ada, active: false, endDate: '2026-12-31' } }),
      ),
    );
    const { dialog, onSaved } = setup();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /End date/ }), '12/31/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ active: false })));
  });

  it("STF-06: the server's 422 naming the end date shows on the End date field and the date is kept", async () => {
    server.use(
      http.put('*/api/v2/employees/1/terminate.json', () =>
        json({ errors: ['End date cannot be before the hire date'] }, 422),
      ),
    );
    const { dialog, onSaved } = setup();
    const date = within(dialog).getByRole('textbox', { name: /End date/ });
    await userEvent.type(date, '01/01/2020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/End date cannot be before the hire date/));
    expect(date).toHaveValue('01/01/2020');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
