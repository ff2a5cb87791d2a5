import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Facts } from './Facts';

const meta: Meta<typeof Facts> = {
  title: 'Layout/Facts',
  component: Facts,
  render: () => (
    <Facts>
      <dt>Email</dt>
      <dd>paula.parent@example.com</dd>
      <dt>Status</dt>
      <dd>Active</dd>
      <div>
        <dt>Address</dt>
        <dd>12 Long Street, Apartment 4, Springfield, IL 62704, United States</dd>
      </div>
    </Facts>
  ),
};
export default meta;
type Story = StoryObj<typeof Facts>;

export const Default: Story = {};
