import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { FormModal } from './FormModal';
import { setDraftOwner } from './drafts';
import { putDraft } from './draftStore';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';

function Demo({ failWith, loading, withAction }: { failWith?: number; loading?: string; withAction?: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit parent</Button>
      <FormModal
        open={open}
        title="Edit parent"
        onClose={() => setOpen(false)}
        form={form}
        successMessage="Saved"
        loading={loading}
        onSubmit={() =>
          new Promise((resolve, reject) =>
            setTimeout(
              () =>
                failWith ? reject({ status: failWith, errors: ['Email is taken', 'Zip is invalid'] }) : resolve(null),
              500,
            ),
          )
        }
      >
        {withAction ? (
          <p>
            Parent of Ann Smith <Button size="sm">Remove student</Button>
          </p>
        ) : null}
        <FormField label="Name" required error={form.formState.errors.name?.message}>
          <TextInput {...form.register('name', { required: 'Required' })} />
        </FormField>
      </FormModal>
    </>
  );
}

const meta: Meta<typeof FormModal> = { title: 'Forms/FormModal', component: FormModal, render: () => <Demo /> };
export default meta;
type Story = StoryObj<typeof FormModal>;

export const Default: Story = {};
export const ServerError: Story = { render: () => <Demo failWith={500} /> };
export const ValidationError: Story = { render: () => <Demo failWith={422} /> };
/** An edit form whose record is still loading: a spinner instead of the fields, Save does nothing. */
export const LoadingRecord: Story = { render: () => <Demo loading="Loading parent" /> };
/**
 * First focus (WAI-ARIA dialog pattern): a form dialog focuses its first field ("Name"), not the secondary button
 * before it in the body, nor Cancel.
 */
export const FirstFocus: Story = { render: () => <Demo withAction /> };
/**
 * Opened again after the sign-in that followed an ended session: what was typed before is back, with a notice, and
 * still to be saved. (The story plays the shell: it names the signed-in user and keeps a draft for this dialog.)
 */
export const AfterSessionEnded: Story = {
  render: () => {
    setDraftOwner('storybook');
    putDraft(
      { pathname: window.location.pathname, title: 'Edit parent', openedWith: { name: '' } },
      { name: 'Ann Smith' },
    );
    return <Demo />;
  },
};
