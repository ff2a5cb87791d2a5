import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CopyToClipboard } from './CopyToClipboard';

const meta: Meta<typeof CopyToClipboard> = {
  title: 'Actions/CopyToClipboard',
  component: CopyToClipboard,
  args: { text: 'https://example.com/sessions/42/launch', label: 'Copy link' },
};
export default meta;
type Story = StoryObj<typeof CopyToClipboard>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
