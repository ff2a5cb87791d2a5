import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { InvitationsBodySchema } from '@tutoring/contract';
import { DISCARD_CHANGES_TITLE, toast } from '@tutoring/design-system';
import {
  GENERIC_ERROR_TITLE,
  INVITATIONS_SENT,
  INVITE_AT_LEAST_ONE_FRIEND,
  INVITE_ONE_NAME_REQUIRED,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';
import { InviteFriendsModal } from './components/InviteFriendsModal';
import { installServer, lastRequest, on, renderUi, requestsTo, seen, signIn } from '../../test/utils';

installServer();

function renderModal() {
  const onClose = jest.fn();
  renderUi(<InviteFriendsModal open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Invite friends' }) };
}

describe('invite friends (STU-25)', () => {
  beforeEach(() => signIn());

  it('STU-25: three friend-name inputs', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
    expect(within(dialog).getByLabelText('Friend 1 name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Friend 3 name')).toBeInTheDocument();
  });

  it('STU-25, OP-29: all empty is blocked with "Please enter at least one friend." and the first field\'s "One friend name is required."', async () => {
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Friend 2 name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(INVITE_AT_LEAST_ONE_FRIEND)).toBeInTheDocument();
    expect(within(dialog).getByText(INVITE_ONE_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Friend 1 name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('quests/invitations', 'POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('STU-25: sends the non-empty names to POST quests/invitations, then "We have sent your invitations."', async () => {
    on('post', 'quests/invitations', { message: INVITATIONS_SENT, friends: 2 }, 201);
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Friend 1 name'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Friend 3 name'), ' Ben ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(INVITATIONS_SENT)).toBeInTheDocument();
    expect(lastRequest('quests/invitations', 'POST')?.body).toEqual({ friends: ['Ana', 'Ben'] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('STU-25: HTTP 500 shows the server error; other failures the errors sentence', async () => {
    on('post', 'quests/invitations', () => HttpResponse.json({ errors: ['x'] }, { status: 500 }));
    const { dialog } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Friend 1 name'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    on('post', 'quests/invitations', () => HttpResponse.json({ errors: ['Friends is too long'] }, { status: 422 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(GENERIC_ERROR_TITLE)).toBeInTheDocument();
    expect(within(dialog).getByText('Friends is too long')).toBeInTheDocument();
  });

  it('STU-25, issue 23: the server\'s 422 "Please enter at least one friend." lands on the first name and keeps the values', async () => {
    on('post', 'quests/invitations', () =>
      HttpResponse.json({ errors: [INVITE_AT_LEAST_ONE_FRIEND] }, { status: 422 }),
    );
    const { dialog, onClose } = renderModal();
    const first = within(dialog).getByLabelText('Friend 1 name');
    await userEvent.type(first, '\u200b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(INVITE_AT_LEAST_ONE_FRIEND));
    expect(first).toHaveValue('\u200b');
    expect(onClose).not.toHaveBeenCalled();
  });

  // The form writes an action route (`POST quests/invitations`), which the test kit's formCases cannot express (it
  // answers registry resources only): its cases are written out here with the same steps.
  it('STU-25, issue 23: one friend named and the other two left empty is saved by a server checking the body with the contract', async () => {
    on('post', 'quests/invitations', async ({ request }) => {
      const body = InvitationsBodySchema.safeParse(await request.json());
      if (!body.success) return HttpResponse.json({ errors: body.error.issues.map((i) => i.message) }, { status: 422 });
      return HttpResponse.json({ message: INVITATIONS_SENT, friends: body.data.friends.length }, { status: 201 });
    });
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Friend 2 name'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(INVITATIONS_SENT)).toBeInTheDocument();
    expect(lastRequest('quests/invitations', 'POST')?.body).toEqual({ friends: ['Ana'] });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('DS-02, STU-25: Cancel and Escape close the dialog silently, after "Discard your changes?" once a name is typed', async () => {
    const notify = jest.spyOn(toast, 'error');
    const clean = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(clean.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    cleanup();

    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText('Friend 1 name'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const asked = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
    await userEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Friend 1 name')).toHaveValue('Ana');
    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(0);
    notify.mockRestore();
  });
});
