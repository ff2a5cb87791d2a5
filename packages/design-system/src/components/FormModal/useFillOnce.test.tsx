import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { renderWithTheme } from '../../../test/render';
import { FormModal } from './FormModal';
import { useFillOnce } from './useFillOnce';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';

interface Values {
  firstName: string;
  email: string;
}
interface Parent {
  id: number;
  firstName: string | null;
  email: string | null;
}

const toValues = (p: Parent): Values => ({ firstName: p.firstName ?? '', email: p.email ?? '' });

let deliver: (record: Parent | null | undefined) => void = () => undefined;

/** An edit form on a record that arrives (and is refetched) from outside, as a detail query's data does. */
function EditParent({
  initial,
  onSubmit,
  onFill,
  onClose = () => undefined,
}: {
  initial?: Parent | null;
  onSubmit: (v: Values) => Promise<unknown>;
  onFill?: (p: Parent) => void;
  onClose?: () => void;
}) {
  const [record, setRecord] = useState<Parent | null | undefined>(initial);
  deliver = setRecord;
  const form = useForm<Values>({ defaultValues: { firstName: '', email: '' } });
  const filled = useFillOnce(form, record, toValues, onFill);
  return (
    <FormModal
      open
      title="Edit parent"
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      loading={!filled && 'Loading parent'}
    >
      <FormField label="First name" name="firstName">
        <TextInput {...form.register('firstName')} />
      </FormField>
      <FormField label="Email" name="email">
        <TextInput {...form.register('email')} />
      </FormField>
    </FormModal>
  );
}

/** A form whose fields show while its record loads (no `loading`): what the hook does with a change made first. */
function EarlyFields({ onSubmit }: { onSubmit: (v: Values) => Promise<unknown> }) {
  const [record, setRecord] = useState<Parent | undefined>();
  deliver = setRecord as typeof deliver;
  const form = useForm<Values>({ defaultValues: { firstName: '', email: '' } });
  useFillOnce(form, record, toValues);
  return (
    <FormModal open title="Edit parent" form={form} onClose={() => undefined} onSubmit={onSubmit}>
      <FormField label="First name" name="firstName">
        <TextInput {...form.register('firstName')} />
      </FormField>
      <FormField label="Email" name="email">
        <TextInput {...form.register('email')} />
      </FormField>
    </FormModal>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const ann: Parent = { id: 7, firstName: 'Ann', email: 'ann@example.com' };

describe('useFillOnce (the one way an edit form takes its record)', () => {
  it('shows the spinner until the record is in the form, then the fields with its values', async () => {
    const onFill = jest.fn();
    renderWithTheme(<EditParent onSubmit={() => Promise.resolve()} onFill={onFill} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit parent' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading parent');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await act(async () => deliver(ann));
    expect(field('First name')).toHaveValue('Ann');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(onFill).toHaveBeenCalledTimes(1);
    expect(onFill).toHaveBeenCalledWith(ann);
  });

  it('fills once: a refetch never overwrites what the user typed, and the typed value is saved', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const onFill = jest.fn();
    renderWithTheme(<EditParent initial={ann} onSubmit={onSubmit} onFill={onFill} />);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Anna');
    await act(async () => deliver({ id: 7, firstName: 'Refetched', email: 'new@example.com' }));
    expect(field('First name')).toHaveValue('Anna');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(onFill).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Anna', email: 'ann@example.com' });
  });

  it('the filled form is clean (DS-02: Escape closes silently) until the user changes it', async () => {
    const onClose = jest.fn();
    renderWithTheme(<EditParent initial={ann} onSubmit={() => Promise.resolve()} onClose={onClose} />);
    await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a new record (null) needs no fill: the fields show at once with the default values', () => {
    const onFill = jest.fn();
    renderWithTheme(<EditParent initial={null} onSubmit={() => Promise.resolve()} onFill={onFill} />);
    expect(field('First name')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(onFill).not.toHaveBeenCalled();
  });

  it('a change made before the record arrived is kept; the other fields take the record and the form stays dirty', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<EarlyFields onSubmit={onSubmit} />);
    await userEvent.type(field('First name'), 'Typed first');
    await act(async () => deliver(ann));
    expect(field('First name')).toHaveValue('Typed first');
    expect(field('Email')).toHaveValue('ann@example.com');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Typed first', email: 'ann@example.com' });
  });
});
