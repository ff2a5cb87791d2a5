import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import {
  CONNECTION_LOST,
  FIX_FORM_ERRORS,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { FormModal } from './FormModal';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';
import { ToastRegion } from '../Toast/ToastRegion';
import { toast } from '../Toast/toastStore';

afterEach(() => act(() => toast.clear()));

interface Values {
  name: string;
}

function ParentForm({
  onSave,
  invalidMessage,
  onClose = () => undefined,
}: {
  onSave: (v: Values) => Promise<unknown>;
  invalidMessage?: string;
  onClose?: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  return (
    <>
      <FormModal
        open
        title="Edit parent"
        onClose={onClose}
        form={form}
        onSubmit={onSave}
        invalidMessage={invalidMessage}
        successMessage="Saved"
      >
        <FormField label="Name" error={form.formState.errors.name?.message}>
          <TextInput {...form.register('name', { required: 'Required' })} />
        </FormField>
      </FormModal>
      <ToastRegion />
    </>
  );
}

describe('FormModal', () => {
  it('DS-03: an invalid form sends no request and says "Please fix the errors on the form."', async () => {
    const onSave = jest.fn(() => Promise.resolve());
    renderWithTheme(<ParentForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("DS-03: a row's own blocking message replaces DS-03's: one banner", async () => {
    const onSave = jest.fn(() => Promise.resolve());
    renderWithTheme(<ParentForm onSave={onSave} invalidMessage="Please fill all required fields" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument();
    expect(screen.queryByText(FIX_FORM_ERRORS)).not.toBeInTheDocument();
  });

  it('saves a valid form, shows the success toast and closes', async () => {
    const onSave = jest.fn(() => Promise.resolve({ id: 1 }));
    const onClose = jest.fn();
    renderWithTheme(<ParentForm onSave={onSave} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Ann' });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('DS-04: a 500 reply shows "Sorry, there has been a problem" and keeps the values', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <ParentForm onSave={() => Promise.reject(Object.assign(new Error('x'), { status: 500 }))} onClose={onClose} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_ERROR_TITLE);
    expect(alert).toHaveTextContent(SERVER_ERROR);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a 500',
      { status: 500, errors: ['Our server has experienced an error. Please contact customer service.'] },
      SERVER_ERROR,
    ],
    ['a 503 with no message', { status: 503, errors: [] }, REQUEST_ERROR],
    ['no reply at all (-1)', { status: -1, errors: [] }, CONNECTION_LOST.message],
  ])(
    'X-06, DS-04: a save that failed with %s keeps the values, says why in the form and toasts once',
    async (_, failure, said) => {
      renderWithTheme(<ParentForm onSave={() => Promise.reject(failure)} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = screen.getByRole('dialog');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(said);
      expect(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
      // The next save starts without the last one's banner.
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(said);
    },
  );

  it('SHL-05, X-06: a 401 (the session ended) shows no toast: the shell signs out and its login page says why', async () => {
    renderWithTheme(
      <ParentForm onSave={() => Promise.reject({ status: 401, errors: ['You need to sign in before continuing.'] })} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // No DS-04 toast (the form's own banner may still say why, until the shell leaves for the login page).
    expect(screen.queryByText(GENERIC_ERROR_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
  });

  it('DS-04: other failures show "Hmm, something is not right" with the errors as a sentence', async () => {
    renderWithTheme(
      <ParentForm
        onSave={() => Promise.reject({ status: 422, errors: ['Email is taken', 'Name is too long', 'Zip is invalid'] })}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The DS-04 toast (the form's banner lists the same messages, none of which names its one field).
    await screen.findByText(GENERIC_ERROR_TITLE);
    const toastAlert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(GENERIC_ERROR_TITLE));
    expect(toastAlert).toHaveTextContent('Email is taken, Name is too long and Zip is invalid');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
  });

  it('DS-02: Cancel closes without a toast', async () => {
    const onClose = jest.fn();
    const onSave = jest.fn(() => Promise.resolve());
    renderWithTheme(<ParentForm onSave={onSave} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithTheme(<ParentForm onSave={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(FIX_FORM_ERRORS);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
