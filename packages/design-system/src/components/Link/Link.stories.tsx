import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Link } from './Link';

const meta: Meta<typeof Link> = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#', children: 'View parent' },
};
export default meta;
type Story = StoryObj<typeof Link>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Open the help centre' },
};
