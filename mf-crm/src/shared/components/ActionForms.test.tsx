import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tutoring/api-client';
import { PASSWORDS_DO_NOT_MATCH, PASSWORD_CHANGED, SELECT_ONE_RECIPIENT } from '@tutoring/domain';
import { ChangePasswordModal } from './ChangePasswordModal';
import { MergeModal } from './MergeModal';
import { MessageComposeModal, MESSAGE_SENT } from './MessageComposeModal';
import { ReassignModal } from './ReassignModal';
import { HttpResponse, apiUrl, http, installServer, requestsTo, server, unprocessable } from '../../test/server';
import { renderWithProviders } from '../../test/render';

installServer();

const parent = {
  id: 1,
  firstName: 'Paula',
  lastName: 'Parent',
  email: 'paula@example.com',
  timeZone: 'America/New_York',
};
const click = (dialog: HTMLElement, name: string) => userEvent.click(within(dialog).getByRole('button', { name }));

describe('ChangePasswordModal on the contract schema (CRM-17, issue 23)', () => {
  const setup = () => {
    const onClose = jest.fn();
    renderWithProviders(<ChangePasswordModal open userId={40} name="Paula Parent" onClose={onClose} />);
    return { onClose, dialog: screen.getByRole('dialog', { name: 'Change password for Paula Parent' }) };
  };

  it('CRM-17: a new password and its confirmation save and close with the toast', async () => {
    server.use(http.put(apiUrl('users/40/change_password'), () => HttpResponse.json({ user: { id: 40 } })));
    const { dialog, onClose } = setup();
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'secret1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret1');
    await click(dialog, 'Save');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo('PUT', 'users/40/change_password')[0]!.body).toEqual({
      user: { password: 'secret1', passwordConfirmation: 'secret1' },
    });
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  });

  it('CRM-17: a different confirmation sends nothing and says so on the field', async () => {
    const { dialog } = setup();
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'secret1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret2');
    await click(dialog, 'Save');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH),
    );
    expect(requestsTo('PUT', 'users/40/change_password')).toHaveLength(0);
  });

  it("CRM-17: the server's 422 naming the password shows on the password field", async () => {
    server.use(http.put(apiUrl('users/40/change_password'), () => unprocessable('Password is too common')));
    const { dialog, onClose } = setup();
    const password = within(dialog).getByLabelText(/^New password/);
    await userEvent.type(password, 'secret1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret1');
    await click(dialog, 'Save');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is too common'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ReassignModal on the contract schema (CRM-12, issue 23)', () => {
  const setup = () => {
    const onSaved = jest.fn();
    renderWithProviders(
      <ReassignModal
        open
        title="Reassign Paula Parent"
        currentEmployeeId={7}
        reassign={(employeeId) => api.parents.reassign(1, { employeeId })}
        onSaved={onSaved}
        onClose={jest.fn()}
      />,
    );
    return { onSaved, dialog: screen.getByRole('dialog', { name: 'Reassign Paula Parent' }) };
  };

  it('CRM-12: Unassigned (no owner) reassigns with employeeId null', async () => {
    server.use(
      http.put(apiUrl('parents/1/reassign'), () => HttpResponse.json({ parent: { ...parent, employeeId: null } })),
    );
    const { dialog, onSaved } = setup();
    const owner = within(dialog).getByLabelText('Owner');
    await within(dialog).findByRole('option', { name: 'Casey Crm' });
    await userEvent.selectOptions(owner, 'Unassigned');
    await click(dialog, 'Reassign');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
    expect(requestsTo('PUT', 'parents/1/reassign')[0]!.body).toEqual({ parent: { employeeId: null } });
  });

  it("CRM-12: the server's 422 on the employee shows on the Owner field", async () => {
    server.use(
      http.put(apiUrl('parents/1/reassign'), () =>
        HttpResponse.json(
          { errors: ['Employee is not active'], fields: { employeeId: ['Employee is not active'] } },
          { status: 422 },
        ),
      ),
    );
    const { dialog, onSaved } = setup();
    await within(dialog).findByRole('option', { name: 'Casey Crm' });
    await click(dialog, 'Reassign');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Owner')).toHaveAccessibleDescription('Employee is not active'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('MergeModal on the contract schema (CRM-15, issue 23, issue 24)', () => {
  const setup = () => {
    const onMerged = jest.fn();
    renderWithProviders(
      <MergeModal
        open
        noun="parent"
        record={{ id: 1, name: 'Paula Parent' }}
        search={async () => [{ id: 2, name: 'Peter Parent', detail: 'peter@example.com' }]}
        merge={(body) => api.parents.merge(body)}
        onMerged={onMerged}
        onClose={jest.fn()}
      />,
    );
    return { onMerged, dialog: screen.getByRole('dialog', { name: 'Merge parents' }) };
  };
  const chooseOther = async (dialog: HTMLElement) => {
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Other parent/ }), 'Pet');
    await userEvent.click(await screen.findByRole('option', { name: /Peter Parent/ }));
  };

  it('CRM-15: without notes the merge saves; the choices name the parents, never their ids (issue 24)', async () => {
    server.use(http.post(apiUrl('parents/merge'), () => HttpResponse.json({ parent })));
    const { dialog, onMerged } = setup();
    expect(within(dialog).getByRole('radio', { name: 'Keep Paula Parent' })).toBeChecked();
    await chooseOther(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Keep Peter Parent' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/#\d/)).toBeNull();
    await click(dialog, 'Merge');
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(1, expect.objectContaining({ id: 1 })));
    expect(requestsTo('POST', 'parents/merge')[0]!.body).toEqual({
      parent: { currentId: 1, transferId: 2, notes: '' },
    });
  });

  it('CRM-15: no other parent chosen sends nothing; one banner says what to do', async () => {
    const { dialog } = setup();
    await click(dialog, 'Merge');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the parent to merge with Paula Parent.');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('POST', 'parents/merge')).toHaveLength(0);
  });

  it("CRM-15: the server's 422 naming the notes shows on the Notes field", async () => {
    server.use(http.post(apiUrl('parents/merge'), () => unprocessable('Notes is too long')));
    const { dialog, onMerged } = setup();
    await chooseOther(dialog);
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Same family');
    await click(dialog, 'Merge');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Notes')).toHaveAccessibleDescription('Notes is too long'),
    );
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Same family');
    expect(onMerged).not.toHaveBeenCalled();
  });
});

describe('MessageComposeModal on the contract schema (CRM-29, issue 23)', () => {
  const setup = () => {
    const onSent = jest.fn();
    renderWithProviders(
      <MessageComposeModal
        open
        regarding={{ regardingType: 'Parent', regardingId: 1 }}
        recipients={{ parents: [{ id: 1, name: 'Paula Parent' }], students: [{ id: 5, name: 'Sam Student' }] }}
        onClose={jest.fn()}
        onSent={onSent}
      />,
    );
    return { onSent, dialog: screen.getByRole('dialog', { name: 'New message' }) };
  };

  it('CRM-29: one recipient with subject and message empty sends', async () => {
    server.use(
      http.post(apiUrl('messages'), async ({ request }) => {
        const { message } = (await request.json()) as { message: object };
        return HttpResponse.json({ message: { id: 30, ...message } }, { status: 201 });
      }),
    );
    const { dialog, onSent } = setup();
    await within(dialog).findByRole('option', { name: 'email' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Paula Parent' }));
    await click(dialog, 'Send');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 30 })));
    expect(requestsTo('POST', 'messages')[0]!.body).toEqual({
      message: {
        regardingType: 'Parent',
        regardingId: 1,
        messageType: 'email',
        subject: '',
        body: '',
        studentRecipientIds: [],
        parentRecipientIds: [1],
        employeeRecipientIds: [],
      },
    });
    expect(await screen.findByText(MESSAGE_SENT)).toBeInTheDocument();
  });

  it('CRM-29: no recipient sends nothing and shows "Please select at least 1 recipient" once', async () => {
    const { dialog } = setup();
    await click(dialog, 'Send');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SELECT_ONE_RECIPIENT);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('POST', 'messages')).toHaveLength(0);
  });

  it("CRM-29: the server's 422 naming the subject shows on the Subject field", async () => {
    server.use(http.post(apiUrl('messages'), () => unprocessable('Subject is too long')));
    const { dialog, onSent } = setup();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Student' }));
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await click(dialog, 'Send');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is too long'),
    );
    expect(onSent).not.toHaveBeenCalled();
  });
});
