import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FIX_FORM_ERRORS, SERVER_ERROR, SERVER_ERROR_TITLE } from '@tutoring/domain';
import { renderWithTheme } from '../../../test/render';
import { FormModal } from './FormModal';
import { useFillOnce } from './useFillOnce';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';
import { ToastRegion } from '../Toast/ToastRegion';
import { toast } from '../Toast/toastStore';

afterEach(() => act(() => toast.clear()));

interface Values {
  firstName: string;
  email: string;
}

function Form({
  onSubmit,
  onClose = () => undefined,
}: {
  onSubmit: (v: Values) => Promise<unknown>;
  onClose?: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { firstName: '', email: '' } });
  return (
    <>
      <FormModal
        open
        title="Edit parent"
        form={form}
        onClose={onClose}
        onSubmit={onSubmit}
        serverFieldOf={(m) => (m === 'This email is already taken.' ? 'email' : undefined)}
      >
        <FormField label="First name" name="firstName">
          <TextInput {...form.register('firstName', { required: 'Required' })} />
        </FormField>
        <FormField label="Email" name="email">
          <TextInput {...form.register('email')} />
        </FormField>
      </FormModal>
      <ToastRegion />
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** An edit form whose record arrives later (as a detail query's does), put into the form once on arrival. */
function EditForm({ record, onSubmit }: { record: Promise<Values>; onSubmit: (v: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ defaultValues: { firstName: '', email: '' } });
  const [arrived, setArrived] = useState<Values | undefined>();
  useEffect(() => {
    void record.then(setArrived);
  }, [record]);
  const loaded = useFillOnce(form, arrived, (values) => values);
  return (
    <FormModal
      open
      title="Edit parent"
      form={form}
      onClose={() => undefined}
      onSubmit={onSubmit}
      loading={!loaded && 'Loading parent'}
    >
      <FormField label="First name" name="firstName">
        <TextInput {...form.register('firstName')} />
      </FormField>
    </FormModal>
  );
}

describe('FormModal with a react-hook-form form (issue 23.2)', () => {
  it('DS-03: an invalid form sends nothing; one banner, the message on the field', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<Form onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText(FIX_FORM_ERRORS)).toHaveLength(1);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription('Required');
  });

  it('a double click on Save while a check asks the server (e-mail taken?) saves once', async () => {
    const answers: ((taken: boolean) => void)[] = [];
    const checks: Promise<boolean>[] = [];
    function CheckedForm({ onSubmit }: { onSubmit: (v: Values) => Promise<unknown> }) {
      const form = useForm<Values>({ defaultValues: { firstName: 'Ann', email: 'ann@example.com' } });
      return (
        <FormModal open title="Edit parent" form={form} onClose={() => undefined} onSubmit={onSubmit}>
          <FormField label="Email" name="email">
            <TextInput
              {...form.register('email', {
                validate: () => {
                  const check = new Promise<boolean>((resolve) => answers.push(resolve));
                  checks.push(check);
                  return check.then((taken) => (taken ? 'This email is already taken.' : true));
                },
              })}
            />
          </FormField>
        </FormModal>
      );
    }
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<CheckedForm onSubmit={onSubmit} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    await act(async () => answers.forEach((answer) => answer(false)));
    await act(async () => Promise.all(checks));
    expect(checks).toHaveLength(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('DS-02: a clean form closes on Escape silently; a dirty one asks first', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Form onSubmit={() => Promise.resolve()} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(field('First name'), 'Ann');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
  });

  it('a 422 puts field messages on their fields, the rest in one banner, and keeps the values', async () => {
    const onClose = jest.fn();
    const reply = {
      status: 422,
      errors: ["First name can't be blank", 'This email is already taken.', 'Account is locked'],
      fieldErrors: {},
    };
    renderWithTheme(<Form onSubmit={() => Promise.reject(reply)} onClose={onClose} />);
    await userEvent.type(field('First name'), 'Ann');
    await userEvent.type(field('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("First name can't be blank")).toBeInTheDocument();
    expect(field('First name')).toHaveAccessibleDescription("First name can't be blank");
    expect(field('Email')).toHaveAccessibleDescription('This email is already taken.');
    const form = screen.getByRole('dialog');
    expect(within(form).getAllByText('Account is locked')).toHaveLength(1);
    expect(field('First name')).toHaveValue('Ann');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a 422 `fields` map lands on the fields by path', async () => {
    const reply = { status: 422, errors: ["First name can't be blank"], fieldErrors: { firstName: ['Required'] } };
    renderWithTheme(<Form onSubmit={() => Promise.reject(reply)} />);
    await userEvent.type(field('First name'), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(field('First name')).toHaveAccessibleDescription('Required');
  });

  it('issue 20.6: a 409 shows the server message in the form, keeps the values and stays open', async () => {
    const stale = 'Someone else saved this record after you opened it.';
    const onClose = jest.fn();
    renderWithTheme(<Form onSubmit={() => Promise.reject({ status: 409, errors: [stale] })} onClose={onClose} />);
    await userEvent.type(field('First name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('dialog')).findByText(stale)).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ann');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('DS-04: a 500 shows the server-error toast, never a developer string', async () => {
    renderWithTheme(<Form onSubmit={() => Promise.reject({ status: 500, errors: [] })} />);
    await userEvent.type(field('First name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });

  it('an edit form shows no fields until its record is in the form, so nothing typed is overwritten by the load', async () => {
    let arrive: (v: Values) => void = () => undefined;
    const record = new Promise<Values>((resolve) => (arrive = resolve));
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<EditForm record={record} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit parent' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading parent');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => arrive({ firstName: 'Ann', email: 'ann@example.com' }));
    expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    await userEvent.type(field('First name'), 'e');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Anne', email: 'ann@example.com' });
  });
});
