import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConfirmDialog } from './ConfirmDialog';
import { confirm } from './confirm';
import { Button } from '../Button/Button';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { title: 'Are you sure you want to destroy this payment method?', confirmLabel: 'Destroy', variant: 'danger' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <ConfirmDialog {...args} open={open} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </>
    );
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Default: Story = {};
export const Imperative: Story = {
  render: function Render() {
    const [answer, setAnswer] = useState<string>('not asked');
    return (
      <>
        <Button
          onClick={async () =>
            setAnswer(
              String(
                await confirm({
                  title: 'Continue?',
                  message: 'This shipment has tracking information and will be marked as shipped. Continue?',
                }),
              ),
            )
          }
        >
          Ask
        </Button>
        <p>Answer: {answer}</p>
      </>
    );
  },
};
