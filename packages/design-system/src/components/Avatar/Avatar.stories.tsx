import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#4a7"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="18" y="62" width="60" height="34" rx="30" fill="#fff"/></svg>')}`;

const meta: Meta<typeof Avatar> = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { name: 'Jane Doe', src: picture },
};
export default meta;
type Story = StoryObj<typeof Avatar>;

export const Default: Story = {};
export const Initials: Story = { args: { src: null } };
export const BrokenImage: Story = { args: { src: '/does-not-exist.png' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};
