import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@tutoring/api-client/endpoints';
import {
  FIELD_REQUIRED,
  FIX_FORM_ERRORS,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_CHANGED,
  SELECT_ONE_RECIPIENT,
} from '@tutoring/domain';
import { ChangePasswordModal } from './ChangePasswordModal';
import { MergeModal } from './MergeModal';
import { MessageComposeModal, MESSAGE_SENT } from './MessageComposeModal';
import { ReassignModal } from './ReassignModal';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { HttpResponse, apiUrl, http, installServer, requestsTo, server } from '../../test/server';
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
  const form =
    (saved = false) =>
    ({ onSaved, onClose }: FormCallbacks) =>
      renderWithProviders(
        <ChangePasswordModal open userId={40} name="Paula Parent" onClose={saved ? onSaved : onClose} />,
      );
  const dialog = () => screen.getByRole('dialog', { name: 'Change password for Paula Parent' });
  const passwords = { 'New password': 'Tutoring-2027', 'Confirm password': 'Tutoring-2027' };

  formCases({
    server,
    resource: 'users',
    dialog: 'Change password for Paula Parent',
    render: form(),
    emptyOptional: {
      title: 'CRM-17: a new password and its confirmation (nothing optional) save and close',
      // The form tells a save by closing: here `onClose` is the case's `onSaved`.
      render: form(true),
      action: 'users/:id/change_password',
      actionId: 'parents.userId',
      method: 'PUT',
      id: 40,
      reply: { user: { id: 40 } },
      fill: passwords,
      sent: { user: { password: 'Tutoring-2027', passwordConfirmation: 'Tutoring-2027' } },
    },
    serverInvalid: {
      title: "CRM-17: the server's 422 naming the password shows on the password field",
      action: 'users/:id/change_password',
      method: 'PUT',
      id: 40,
      fill: passwords,
      message: 'Password is too common',
      field: 'New password',
    },
    dismiss: { fill: { 'New password': 'secret1' } },
  });

  it('CRM-17: a changed password says so in a toast', async () => {
    server.use(http.put(apiUrl('users/40/change_password'), () => HttpResponse.json({ user: { id: 40 } })));
    form()({ onSaved: jest.fn(), onClose: jest.fn() });
    await userEvent.type(within(dialog()).getByLabelText(/^New password/), 'secret1');
    await userEvent.type(within(dialog()).getByLabelText(/^Confirm password/), 'secret1');
    await click(dialog(), 'Save');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  });

  it('CRM-17: a different confirmation sends nothing and says so on the field', async () => {
    form()({ onSaved: jest.fn(), onClose: jest.fn() });
    await userEvent.type(within(dialog()).getByLabelText(/^New password/), 'secret1');
    await userEvent.type(within(dialog()).getByLabelText(/^Confirm password/), 'secret2');
    await click(dialog(), 'Save');
    await waitFor(() =>
      expect(within(dialog()).getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH),
    );
    expect(requestsTo('PUT', 'users/40/change_password')).toHaveLength(0);
  });
});

describe('ReassignModal on the contract schema (CRM-12, issue 23)', () => {
  formCases({
    server,
    resource: 'parents',
    dialog: 'Reassign Paula Parent',
    submitLabel: 'Reassign',
    render: ({ onSaved, onClose }) =>
      renderWithProviders(
        <ReassignModal
          open
          title="Reassign Paula Parent"
          currentEmployeeId={7}
          reassign={(employeeId) => api.parents.reassign(1, { employeeId })}
          onSaved={onSaved}
          onClose={onClose}
        />,
      ),
    emptyOptional: {
      title: 'CRM-12: Unassigned (no owner) reassigns with employeeId null',
      action: 'parents/:id/reassign',
      method: 'PUT',
      id: 1,
      reply: { parent: { ...parent, employeeId: null } },
      fill: { Owner: { select: 'Unassigned' } },
      savedWith: {},
      sent: { parent: { employeeId: null } },
    },
    serverInvalid: {
      title: "CRM-12: the server's 422 on the employee shows on the Owner field",
      action: 'parents/:id/reassign',
      method: 'PUT',
      id: 1,
      fill: { Owner: { select: 'Casey Crm' } },
      message: 'Employee is not active',
      field: 'Owner',
    },
    dismiss: { fill: { Owner: { select: 'Unassigned' } } },
  });
});

describe('MergeModal on the contract schema (CRM-15, issue 23, issue 24)', () => {
  const form = ({ onSaved, onClose }: FormCallbacks) =>
    renderWithProviders(
      <MergeModal
        open
        noun="parent"
        record={{ id: 1, name: 'Paula Parent' }}
        search={async () => [{ id: 2, name: 'Peter Parent', detail: 'peter@example.com' }]}
        merge={(body) => api.parents.merge(body)}
        onMerged={onSaved}
        onClose={onClose}
      />,
    );
  const dialog = () => screen.getByRole('dialog', { name: 'Merge parents' });
  const other = { 'Other parent': { type: 'Pet', pick: 'Peter Parent' } };

  formCases({
    server,
    resource: 'parents',
    dialog: 'Merge parents',
    submitLabel: 'Merge',
    render: form,
    emptyOptional: {
      title: 'CRM-15: without notes the merge saves',
      action: 'parents/merge',
      reply: { parent },
      fill: other,
      sent: { parent: { currentId: 1, transferId: 2, notes: '' } },
      refs: { 'parent.currentId': 'parents', 'parent.transferId': 'parents#2' },
    },
    serverInvalid: {
      title: "CRM-15: the server's 422 naming the notes shows on the Notes field",
      action: 'parents/merge',
      fill: { ...other, Notes: 'Same family' },
      message: 'Notes is too long',
      field: 'Notes',
    },
    dismiss: { fill: { Notes: 'Same family' } },
  });

  it('CRM-15: the choices name the parents, never their ids (issue 24)', async () => {
    form({ onSaved: jest.fn(), onClose: jest.fn() });
    expect(within(dialog()).getByRole('radio', { name: 'Keep Paula Parent' })).toBeChecked();
    await userEvent.type(within(dialog()).getByRole('combobox', { name: /Other parent/ }), 'Pet');
    await userEvent.click(await screen.findByRole('option', { name: /Peter Parent/ }));
    expect(within(dialog()).getByRole('radio', { name: 'Keep Peter Parent' })).toBeInTheDocument();
    expect(within(dialog()).queryByText(/#\d/)).toBeNull();
  });

  it("CRM-15, DS-03: no other parent chosen sends nothing; one banner says DS-03's sentence, the field Required", async () => {
    form({ onSaved: jest.fn(), onClose: jest.fn() });
    await click(dialog(), 'Merge');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(within(dialog()).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog()).getByRole('combobox', { name: /Other parent/ })).toHaveAccessibleDescription(
      FIELD_REQUIRED,
    );
    expect(requestsTo('POST', 'parents/merge')).toHaveLength(0);
  });
});

describe('MessageComposeModal on the contract schema (CRM-29, issue 23)', () => {
  const form = ({ onSaved, onClose }: FormCallbacks) =>
    renderWithProviders(
      <MessageComposeModal
        open
        regarding={{ regardingType: 'Parent', regardingId: 1 }}
        recipients={{ parents: [{ id: 1, name: 'Paula Parent' }], students: [{ id: 5, name: 'Sam Student' }] }}
        onClose={onClose}
        onSent={onSaved}
      />,
    );
  const dialog = () => screen.getByRole('dialog', { name: 'New message' });

  formCases({
    server,
    resource: 'messages',
    dialog: 'New message',
    submitLabel: 'Send',
    render: form,
    emptyOptional: {
      title: 'CRM-29: one recipient with subject and message empty sends',
      fill: { 'Paula Parent': { click: true } },
      createdId: 30,
      sent: {
        regardingType: 'Parent',
        regardingId: 1,
        messageType: 'email',
        subject: '',
        body: '',
        studentRecipientIds: [],
        parentRecipientIds: [1],
        employeeRecipientIds: [],
      },
      refs: { regardingId: 'parents', 'parentRecipientIds.0': 'parents' },
    },
    serverInvalid: {
      title: "CRM-29: the server's 422 naming the subject shows on the Subject field",
      fill: { 'Sam Student': { click: true }, Subject: 'Hello' },
      message: 'Subject is too long',
      field: 'Subject',
    },
    dismiss: { fill: { Subject: 'Hello' } },
  });

  it('CRM-29: a sent message says so in a toast', async () => {
    server.use(
      http.post(apiUrl('messages'), async ({ request }) => {
        const { message } = (await request.json()) as { message: object };
        return HttpResponse.json({ message: { id: 30, ...message } }, { status: 201 });
      }),
    );
    form({ onSaved: jest.fn(), onClose: jest.fn() });
    await within(dialog()).findByRole('option', { name: 'email' });
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Paula Parent' }));
    await click(dialog(), 'Send');
    expect(await screen.findByText(MESSAGE_SENT)).toBeInTheDocument();
  });

  it('CRM-29: no recipient sends nothing and shows "Please select at least 1 recipient" once', async () => {
    form({ onSaved: jest.fn(), onClose: jest.fn() });
    await click(dialog(), 'Send');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(SELECT_ONE_RECIPIENT);
    expect(within(dialog()).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('POST', 'messages')).toHaveLength(0);
  });
});
