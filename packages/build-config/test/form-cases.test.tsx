/**
 * @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"customExportConditions": [""]}
 */
// The kit's DS-02 case for dialogs whose dismiss button is not "Cancel", or that have none (Escape only): a dialog
// of the design system with a changed field, as a form would render it.
import '../jest/setup-dom';
import { useState } from 'react';
import { setupServer } from 'msw/node';
import { Modal } from '@tutoring/design-system';
import { formCases, renderWithProviders } from '../test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function RenameDialog({ onClose, cancelLabel }: { onClose: () => void; cancelLabel: string | null }) {
  const [name, setName] = useState('');
  return (
    <Modal open title="Rename" onClose={onClose} dirty={name !== ''} cancelLabel={cancelLabel}>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </Modal>
  );
}

describe('formCases dismiss: a dismiss button named "Back"', () => {
  formCases({
    server,
    resource: 'parents',
    render: ({ onClose }) => renderWithProviders(<RenameDialog onClose={onClose} cancelLabel="Back" />),
    dialog: 'Rename',
    dismiss: {
      title: 'DS-02: Back and Escape dismiss, after "Discard your changes?"',
      button: 'Back',
      fill: { Name: 'Ada' },
    },
  });
});

describe('formCases dismiss: no dismiss button (Escape only)', () => {
  formCases({
    server,
    resource: 'parents',
    render: ({ onClose }) => renderWithProviders(<RenameDialog onClose={onClose} cancelLabel={null} />),
    dialog: 'Rename',
    dismiss: { title: 'DS-02: Escape dismisses, after "Discard your changes?"', button: null, fill: { Name: 'Ada' } },
  });
});
