import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, FIX_FORM_ERRORS } from '@tutoring/domain';
import { NOTE_SAVED, NotesModal } from './NotesModal';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { contractWrite, installServer, requestsTo, server } from '../../test/server';
import { renderWithProviders } from '../../test/render';

installServer();

const form = ({ onSaved, onClose }: FormCallbacks) =>
  renderWithProviders(
    <NotesModal open regarding={{ regardingType: 'Parent', regardingId: 1 }} onClose={onClose} onSaved={onSaved} />,
  );

describe('NotesModal on the contract schema (CRM-31, issue 23)', () => {
  formCases({
    server,
    resource: 'notes',
    dialog: 'Add note',
    render: form,
    emptyOptional: {
      title: 'CRM-31: the note (its only field) saves about the open record',
      fill: { Note: 'Called back' },
      createdId: 3,
      sent: { regardingType: 'Parent', regardingId: 1, body: 'Called back' },
      refs: { regardingId: 'parents' },
    },
    serverInvalid: {
      title: "CRM-31: the server's 422 naming the body shows on the Note field and keeps the text",
      fill: { Note: 'Called back' },
      message: 'Body is too long',
      field: 'Note',
    },
    dismiss: { fill: { Note: 'Called back' } },
  });

  it('CRM-31: a saved note closes the form with the toast', async () => {
    server.use(contractWrite('POST', 'notes', (member) => ({ ...member, id: 3, author: 'Casey Crm' })));
    const callbacks = { onSaved: jest.fn(), onClose: jest.fn() };
    form(callbacks);
    const dialog = screen.getByRole('dialog', { name: 'Add note' });
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Called back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTE_SAVED)).toBeInTheDocument();
    expect(callbacks.onClose).toHaveBeenCalled();
  });

  it("CRM-31, DS-03: an empty note sends nothing; one banner says DS-03's sentence and the field says Required", async () => {
    form({ onSaved: jest.fn(), onClose: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'Add note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Note/)).toHaveAccessibleDescription(FIELD_REQUIRED));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(requestsTo('POST', 'notes')).toHaveLength(0);
  });
});
