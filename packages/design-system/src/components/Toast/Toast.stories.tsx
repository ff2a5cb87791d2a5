import type { Meta, StoryObj } from '@storybook/react-webpack5';
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
