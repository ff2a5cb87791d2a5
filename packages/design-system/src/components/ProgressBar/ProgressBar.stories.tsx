import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './ProgressBar';

const meta: Meta<typeof ProgressBar> = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Points to next level', value: 64 },
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Default: Story = {};
export const OverTarget: Story = { args: { label: 'Delivery target', value: 135 } };
export const Empty: Story = { args: { value: 0 } };
