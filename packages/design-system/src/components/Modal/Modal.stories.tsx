import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Modal, type ModalProps } from './Modal';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';

function ModalDemo(args: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        title="Edit parent"
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Save
          </Button>
        }
      >
        <FormField label="First name">
          <TextInput defaultValue="Jane" />
        </FormField>
      </Modal>
    </>
  );
}

const meta: Meta<typeof Modal> = {
  title: 'Overlays/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
};
export default meta;
type Story = StoryObj<typeof Modal>;

export const Default: Story = {};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ModalDemo size="md" title="Medium" />
      <ModalDemo size="lg" title="Large" />
      <ModalDemo size="xl" title="Extra large" />
    </div>
  ),
};
export const Dirty: Story = { args: { dirty: true } };
