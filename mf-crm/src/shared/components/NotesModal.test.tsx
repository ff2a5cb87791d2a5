import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { NOTE_SAVED, NotesModal } from './NotesModal';
import { contractWrite, apiUrl, http, installServer, requestsTo, server, unprocessable } from '../../test/server';
import { renderWithProviders } from '../../test/render';

installServer();

function setup() {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <NotesModal open regarding={{ regardingType: 'Parent', regardingId: 1 }} onClose={onClose} onSaved={onSaved} />,
  );
  return { onSaved, onClose, dialog: screen.getByRole('dialog', { name: 'Add note' }) };
}

describe('NotesModal on the contract schema (CRM-31, issue 23)', () => {
  it('CRM-31: the note (its only field) saves about the open record, with the toast', async () => {
    server.use(contractWrite('POST', 'notes', (member) => ({ ...member, id: 3, author: 'Casey Crm' })));
    const { dialog, onSaved, onClose } = setup();
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Called back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    expect(onClose).toHaveBeenCalled();
    expect(requestsTo('POST', 'notes')[0]!.body).toEqual({
      note: { regardingType: 'Parent', regardingId: 1, body: 'Called back' },
    });
    expect(await screen.findByText(NOTE_SAVED)).toBeInTheDocument();
  });

  it('CRM-31: an empty note sends nothing; one banner and the field say Required', async () => {
    const { dialog } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Note/)).toHaveAccessibleDescription(FIELD_REQUIRED));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('POST', 'notes')).toHaveLength(0);
  });

  it("CRM-31: the server's 422 naming the body shows on the Note field and keeps the text", async () => {
    server.use(http.post(apiUrl('notes'), () => unprocessable('Body is too long')));
    const { dialog, onSaved } = setup();
    const note = within(dialog).getByLabelText(/^Note/);
    await userEvent.type(note, 'Called back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Body is too long'));
    expect(note).toHaveValue('Called back');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
