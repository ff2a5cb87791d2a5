import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert } from './Alert';

const meta: Meta<typeof Alert> = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Please fix the errors on the form.' },
};
export default meta;
type Story = StoryObj<typeof Alert>;

export const Danger: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Your changes are saved.' } };
export const Info: Story = { args: { tone: 'info', children: 'This list refreshes every minute.' } };
/** A request to act, announced politely: the tone the payments remote uses for a stored American Express card. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    role: 'status',
    children:
      'Please update your billing information... can no longer accept payment from American Express credit cards.',
  },
};
export const ErrorList: Story = {
  args: { 'aria-label': 'Server errors', children: undefined, messages: ['Email is taken', 'Zip is invalid'] },
};
