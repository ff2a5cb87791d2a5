/**
 * @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"customExportConditions": [""]}
 */
// The kit's DS-02 case for dialogs whose dismiss button is not "Cancel", or that have none (Escape only): a dialog
// of the design system with a changed field, as a form would render it.
import '../jest/setup-dom';
import { useState } from 'react';
import { setupServer } from 'msw/node';
import { useForm } from 'react-hook-form';
import { FormField, Modal, TextInput } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { screen, within } from '@testing-library/react';
import { formCases, renderWithProviders, type FormStepContext } from '../test-kit';

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

/**
 * A value picked in a second dialog (the main one hides meanwhile), shown by its label's `for` on an element that is
 * no input, and saved with `POST things/pick`; a 422 is shown as that value's description.
 */
function PickDialog({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const [picked, setPicked] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const reply = await fetch('http://localhost/api/v2/things/pick', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hub: picked }),
    });
    if (reply.ok) onSaved();
    else setError(((await reply.json()) as { errors: string[] }).errors[0] ?? null);
  };
  return (
    <>
      <Modal open={!picking} title="Substitute" onClose={onClose} dirty={picked !== null}>
        <label htmlFor="hub">Hub</label>
        <p id="hub" aria-describedby={error ? 'hub-error' : undefined}>
          {picked ?? 'None'}
        </p>
        {error ? <p id="hub-error">{error}</p> : null}
        <button type="button" onClick={() => setPicking(true)}>
          Choose
        </button>
        <button type="button" onClick={() => void save()}>
          Save
        </button>
      </Modal>
      <Modal open={picking} title="Pick a hub" onClose={() => setPicking(false)}>
        <button
          type="button"
          onClick={() => {
            setPicked('Hub A');
            setPicking(false);
          }}
        >
          Pick Hub A
        </button>
      </Modal>
    </>
  );
}

describe('formCases steps: a value picked in a second dialog', () => {
  const pick = async ({ user, dialog }: FormStepContext) => {
    await user.click(within(dialog()).getByRole('button', { name: 'Choose' }));
    await user.click(await screen.findByRole('button', { name: 'Pick Hub A' }));
    await screen.findByText('Hub A');
  };
  formCases({
    server,
    resource: 'parents',
    render: (callbacks) => renderWithProviders(<PickDialog {...callbacks} />),
    dialog: 'Substitute',
    emptyOptional: {
      title: 'steps run after fill and before Save; the dialog is found again once the picker closed',
      action: 'things/pick',
      fill: {},
      steps: pick,
      sent: { hub: 'Hub A' },
    },
    serverInvalid: {
      title: "a 422 lands on the value shown by its label's for",
      action: 'things/pick',
      fill: {},
      steps: pick,
      message: 'Hub is full',
      field: 'Hub',
    },
  });
});

describe('formCases steps: steps that save (submitLabel null)', () => {
  formCases({
    server,
    resource: 'parents',
    render: (callbacks) => renderWithProviders(<PickDialog {...callbacks} />),
    dialog: 'Substitute',
    submitLabel: null,
    emptyOptional: {
      title: 'no submit button is clicked: the steps saved',
      action: 'things/pick',
      fill: {},
      steps: async ({ user, dialog }) => user.click(within(dialog()).getByRole('button', { name: 'Save' })),
      sent: { hub: null },
    },
  });
});

/** A FormModal form saving `PUT things/1` with fetch: a failed reply or none rejects as the api-client's errors do. */
function ThingForm({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const save = async (values: { name: string }) => {
    let reply: Response;
    try {
      reply = await fetch('http://localhost/api/v2/things/1', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
    } catch {
      throw { status: -1, errors: [] };
    }
    if (!reply.ok) {
      const text = await reply.text();
      const body = text ? (JSON.parse(text) as { errors?: string[] }) : {};
      throw { status: reply.status, errors: body.errors ?? [] };
    }
  };
  return (
    <FormModal open title="Thing" form={form} onSubmit={save} onSaved={onSaved} onClose={onClose}>
      <FormField label="Name" name="name">
        <TextInput {...form.register('name')} />
      </FormField>
    </FormModal>
  );
}

describe('formCases outage: a form on FormModal', () => {
  formCases({
    server,
    resource: 'parents',
    render: (callbacks) => renderWithProviders(<ThingForm {...callbacks} />),
    dialog: 'Thing',
    outage: { action: 'things/:id', method: 'PUT', id: 1, fill: { Name: 'Ada' } },
  });
});
