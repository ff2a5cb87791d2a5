import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PaymentProfileView } from './PaymentProfileView';

const meta: Meta<typeof PaymentProfileView> = { title: 'Payments/PaymentProfileView', component: PaymentProfileView };
export default meta;
type Story = StoryObj<typeof PaymentProfileView>;

/** PAY-01: a valid stored card. */
export const Valid: Story = {
  args: { profile: { cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2030-12', valid: true } },
};
/** PAY-14: an expired card is flagged. */
export const Expired: Story = {
  args: { profile: { cardType: 'MasterCard', maskedCardNumber: 'XXXX0015', expirationDate: '2020-01', valid: false } },
};
/** PAY-15: a stored American Express card. */
export const AmericanExpress: Story = {
  args: {
    profile: { cardType: 'AmericanExpress', maskedCardNumber: 'XXXX0002', expirationDate: '2030-01', valid: true },
  },
};
/** PAY-16: no card. */
export const NoProfile: Story = { args: { profile: null } };
