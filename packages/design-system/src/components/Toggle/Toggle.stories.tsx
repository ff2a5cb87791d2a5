import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Toggle } from './Toggle';

const meta: Meta<typeof Toggle> = {
  title: 'Forms/Toggle',
  component: Toggle,
  args: { label: 'Include Non-Accepting Work Tutors?' },
};
export default meta;
type Story = StoryObj<typeof Toggle>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
