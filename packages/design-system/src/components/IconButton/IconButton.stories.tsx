import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconButton } from './IconButton';

const meta: Meta<typeof IconButton> = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', icon: '✕' },
};
export default meta;
type Story = StoryObj<typeof IconButton>;

export const Default: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
