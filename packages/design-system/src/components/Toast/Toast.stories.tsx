import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Modal } from '../Modal/Modal';
import { ToastRegion } from './ToastRegion';
import { toast } from './toastStore';
import { Button } from '../Button/Button';

// The preview decorator already renders the page's one <ToastRegion />.
const meta: Meta<typeof ToastRegion> = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('We have uploaded your document.')}>Success</Button>
      <Button onClick={() => toast.info('A new notice arrived.', 'Heads up')}>Info</Button>
      <Button
        variant="danger"
        onClick={() => toast.error('Hmm, something is not right', 'Name is required and Email is invalid')}
      >
        Error
      </Button>
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof ToastRegion>;

export const Default: Story = {};

/**
 * With a dialog open the toasts cover neither its ✕ and title nor its Save: beside the dialog when a 240 px toast fits
 * right of it (a wide window), else compact in a band across the top that the dialog moves below (a phone).
 */
export const WithDialogOpen: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the session</Button>
        <Modal
          open={open}
          size="lg"
          title="Session"
          onClose={() => setOpen(false)}
          footer={<Button variant="primary">Save</Button>}
        >
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={() => toast.success('Attendance saved.')}>Success</Button>
            <Button onClick={() => toast.error('Hmm, something is not right', 'Name is required and Email is invalid')}>
              Error
            </Button>
          </div>
        </Modal>
      </>
    );
  },
};
