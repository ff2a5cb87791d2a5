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
/**
 * `busy` while the confirmed action runs (a charge; 2 s here): the confirm button shows the spinner and ignores
 * presses, Cancel and Escape do not close the dialog, the focus stays on the button pressed.
 */
export const Busy: Story = {
  args: {
    title: 'Charge $199.00?',
    message: "Ann Parent's Visa ending 4242 is charged.",
    confirmLabel: 'Charge $199.00',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <ConfirmDialog
          {...args}
          open={open}
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
              setOpen(false);
            }, 2000);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  },
};
