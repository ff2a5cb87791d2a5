import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SubscriptionDisplay } from './SubscriptionDisplay';

const meta: Meta<typeof SubscriptionDisplay> = {
  title: 'Payments/SubscriptionDisplay',
  component: SubscriptionDisplay,
  args: { timeZone: 'UTC' },
};
export default meta;
type Story = StoryObj<typeof SubscriptionDisplay>;

export const Trialing: Story = {
  args: { subscription: { state: 'trialing', trialEndsAt: '2026-02-01T12:00:00Z', balance: 0, credit: 0 } },
};
export const InContract: Story = {
  args: {
    subscription: {
      state: 'active',
      inContract: true,
      contractEndsAt: '2026-12-31T12:00:00Z',
      balance: 25.5,
      credit: 10,
    },
  },
};
export const PastDue: Story = { args: { subscription: { state: 'past_due', balance: 199 } } };
export const PendingCancellation: Story = {
  args: {
    subscription: {
      state: 'pending_cancellation',
      displayState: 'Pending cancellation',
      canceledAt: '2026-01-10T12:00:00Z',
      delayedCancelAt: '2026-02-01T12:00:00Z',
    },
  },
};
export const Canceled: Story = {
  args: {
    subscription: { state: 'canceled', canceledAt: '2026-01-10T12:00:00Z', delayedCancelAt: '2026-02-01T12:00:00Z' },
  },
};
export const None: Story = { args: { subscription: null } };
