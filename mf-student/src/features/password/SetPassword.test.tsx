import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  EDIT_PASSWORD_TITLE,
  FIX_FORM_ERRORS,
  PASSWORD_CHANGED,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
  WELCOME_SET_PASSWORD,
} from '@tutoring/domain';
import { App } from '../../app/App';
import {
  installServer,
  lastRequest,
  mockDashboard,
  on,
  renderUi,
  requestsTo,
  server,
  shellSpies,
  signIn,
} from '../../test/utils';
import { ChangePasswordBodySchema } from '@tutoring/contract';
import { ChangePasswordSchema as passwordSchema } from '@tutoring/contract/writes';
import { formCases } from '@tutoring/build-config/test-kit';
import { SetPasswordModal } from './components/SetPasswordModal';

installServer();

async function fill(password: string, confirmation: string) {
  const dialog = await screen.findByRole('dialog', { name: WELCOME_SET_PASSWORD });
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), confirmation);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('set password (STU-03..STU-06)', () => {
  beforeEach(() => mockDashboard());

  describe('"Edit Password" on the test kit\'s form cases', () => {
    beforeEach(() => signIn());

    formCases({
      server,
      resource: 'users',
      dialog: EDIT_PASSWORD_TITLE,
      render: ({ onSaved, onClose }) =>
        renderUi(<SetPasswordModal userId={101} open onClose={onClose} onSaved={onSaved} />),
      emptyOptional: {
        // Both fields are required: the form has no optional field, so this is the form filled with what it needs.
        title:
          'STU-06, issue 23: the password and its confirmation (both required) are saved with PUT users/{id}/change_password',
        action: 'users/:id/change_password',
        // The replay changes a seeded student's password (users have no list to pick from).
        actionId: 'students.userId',
        method: 'PUT',
        id: 101,
        reply: { user: { id: 101 } },
        fill: { Password: 'secret1', 'Confirm password': 'secret1' },
        sent: { user: { password: 'secret1', passwordConfirmation: 'secret1' } },
      },
      serverInvalid: {
        title:
          "STU-05, issue 23: the server's 422 naming the password lands on the Password field and keeps the values",
        action: 'users/:id/change_password',
        method: 'PUT',
        id: 101,
        fill: { Password: 'secret1', 'Confirm password': 'secret1' },
        message: 'Password is too common',
        field: 'Password',
      },
      dismiss: {
        title:
          'DS-02, STU-04: Cancel and Escape close "Edit Password" silently, after "Discard your changes?" once a field is typed',
        fill: { Password: 'secret1' },
      },
      // docs/one-way.md "Failed saves": 500, 503 with no body, no reply.
      outage: {
        action: 'users/:id/change_password',
        method: 'PUT',
        id: 101,
        fill: { Password: 'secret1', 'Confirm password': 'secret1' },
      },
    });
  });

  it('STU-03, STU-04: opens by itself with the welcome heading when the student must set a password', async () => {
    signIn({ mustSetPassword: true });
    renderUi(<App />);
    const dialog = await screen.findByRole('dialog', { name: WELCOME_SET_PASSWORD });
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText(/^Confirm password/)).toBeInTheDocument();
  });

  it('STU-03: stays closed when the student has a password', async () => {
    signIn({ mustSetPassword: false });
    renderUi(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('dialog', { name: WELCOME_SET_PASSWORD })).not.toBeInTheDocument();
  });

  it('STU-03, X-07: stays closed while an admin spoofs the student', async () => {
    signIn({ mustSetPassword: true, actorId: 1, spoofing: { type: 'Student', id: 11, name: 'Sam Student' } });
    renderUi(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('dialog', { name: WELCOME_SET_PASSWORD })).not.toBeInTheDocument();
  });

  it('STU-05: a short password and a different confirmation show their messages and "Please fix the errors on the form.", nothing is sent', async () => {
    signIn({ mustSetPassword: true });
    renderUi(<App />);
    const dialog = await fill('abc', 'abd');
    expect(await within(dialog).findByText(PASSWORD_MIN_LENGTH)).toBeInTheDocument();
    expect(within(dialog).getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(within(dialog).getByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(requestsTo('users/101/change_password', 'PUT')).toHaveLength(0);
  });

  it('STU-05: the confirmation rule carries the error key noMatch', () => {
    const result = passwordSchema.safeParse({ password: 'secret1', passwordConfirmation: 'secret2' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'passwordConfirmation');
    expect(issue?.message).toBe(PASSWORDS_DO_NOT_MATCH);
    expect((issue as { params?: { key?: string } }).params?.key).toBe('noMatch');
  });

  it('STU-06: saves with PUT users/{id}/change_password, toasts "Successfully changed password" and reloads the current user', async () => {
    signIn({ mustSetPassword: true });
    // Answered as the api-server does: the body checked with the contract's schema for this route.
    on('put', 'users/101/change_password', async ({ request }) =>
      ChangePasswordBodySchema.safeParse(await request.json()).success
        ? { user: { id: 101 } }
        : HttpResponse.json({ errors: ['Invalid body'] }, { status: 422 }),
    );
    renderUi(<App />);
    const dialog = await fill('secret1', 'secret1');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(lastRequest('users/101/change_password', 'PUT')?.body).toEqual({
      user: { password: 'secret1', passwordConfirmation: 'secret1' },
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(shellSpies.reloadCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('STU-06, DS-04: HTTP 500 shows "Sorry, there has been a problem" with the one-space server error and keeps the modal', async () => {
    signIn({ mustSetPassword: true });
    on('put', 'users/101/change_password', () => HttpResponse.json({ errors: ['boom'] }, { status: 500 }));
    renderUi(<App />);
    const dialog = await fill('secret1', 'secret1');
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(shellSpies.reloadCurrentUser).not.toHaveBeenCalled();
  });

  it('STU-04: the welcome modal cannot be dismissed with Escape before the password is set', async () => {
    signIn({ mustSetPassword: true });
    renderUi(<App />);
    const dialog = await screen.findByRole('dialog', { name: WELCOME_SET_PASSWORD });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('STU-04: the dashboard\'s "Change password" opens the modal titled "Edit Password", which Cancel closes silently', async () => {
    signIn();
    renderUi(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_PASSWORD_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
