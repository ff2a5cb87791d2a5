import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { GENERIC_ERROR_TITLE } from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { DRAFT_RESTORED, FormModal } from './FormModal';
import { keepOpenDrafts, setDraftOwner } from './drafts';
import { DISCARD_CHANGES_TITLE } from '../Modal/question';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';
import { ToastRegion } from '../Toast/ToastRegion';
import { toast } from '../Toast/toastStore';

interface Values {
  name: string;
  password: string;
}

/** An account dialog as a remote writes one: the record's values fill the form; a password field beside them. */
function AccountForm({
  record = { name: 'Ann', password: '' },
  title = 'Edit account',
  onSave = () => Promise.resolve(),
  describeError,
}: {
  record?: Values;
  title?: string;
  onSave?: () => Promise<unknown>;
  describeError?: (error: unknown) => { title: string; message: string } | null;
}) {
  const form = useForm<Values>({ defaultValues: record });
  return (
    <>
      <FormModal
        open
        title={title}
        onClose={() => undefined}
        form={form}
        onSubmit={onSave}
        describeError={describeError}
      >
        <FormField label="Name">
          <TextInput {...form.register('name')} />
        </FormField>
        <FormField label="Password">
          <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
      </FormModal>
      <ToastRegion />
    </>
  );
}

/** Types into the open dialog, then the session ends (the shell asks the open forms to keep what they had) and the page goes. */
async function typeThenSessionEnds(unmount: () => void) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Smith');
  await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
  act(() => keepOpenDrafts());
  unmount();
}

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => toast.clear()));

describe('FormModal: what was typed when the session ended (SHL-05, X-06)', () => {
  it('comes back, with a notice and still unsaved, when the same user opens the same dialog after signing in again; the password does not', async () => {
    setDraftOwner(7);
    const first = renderWithTheme(<AccountForm />);
    await typeThenSessionEnds(first.unmount);
    setDraftOwner(null);
    setDraftOwner(7);
    renderWithTheme(<AccountForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Smith');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(DRAFT_RESTORED);
    // Still a change to save: dismissing asks first (DS-02).
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(DISCARD_CHANGES_TITLE)).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is taken once: the dialog opened a second time starts from the record', async () => {
    setDraftOwner(7);
    const first = renderWithTheme(<AccountForm />);
    await typeThenSessionEnds(first.unmount);
    renderWithTheme(<AccountForm />).unmount();
    renderWithTheme(<AccountForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
  });

  it('is not shown to someone else signing in, nor in another dialog or for a record changed meanwhile', async () => {
    setDraftOwner(7);
    const first = renderWithTheme(<AccountForm />);
    await typeThenSessionEnds(first.unmount);
    renderWithTheme(<AccountForm title="New account" />).unmount();
    renderWithTheme(<AccountForm record={{ name: 'Ann B', password: '' }} />).unmount();
    setDraftOwner(8);
    renderWithTheme(<AccountForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
  });

  it('keeps nothing for a dialog without changes', async () => {
    setDraftOwner(7);
    const first = renderWithTheme(<AccountForm />);
    act(() => keepOpenDrafts());
    first.unmount();
    expect(sessionStorage.getItem('tutoring.drafts')).toBeNull();
  });

  it("a 401 is not handed to the dialog's own describeError: no toast over the login page", async () => {
    const describeError = jest.fn(() => ({
      title: GENERIC_ERROR_TITLE,
      message: 'You need to sign in before continuing.',
    }));
    renderWithTheme(
      <AccountForm
        describeError={describeError}
        onSave={() => Promise.reject({ status: 401, errors: ['You need to sign in before continuing.'] })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(describeError).not.toHaveBeenCalled();
    expect(screen.queryByText(GENERIC_ERROR_TITLE)).not.toBeInTheDocument();
  });
});
