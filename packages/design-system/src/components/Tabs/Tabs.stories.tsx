import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Tabs } from './Tabs';

const meta: Meta<typeof Tabs> = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Contact history',
    items: ['All', 'Note', 'Call', 'Email', 'SMS', 'Message'].map((name) => ({
      id: name.toLowerCase(),
      label: name,
      content: `${name} entries`,
    })),
  },
};
export default meta;
type Story = StoryObj<typeof Tabs>;

export const Default: Story = {};
export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'a', label: 'Profile', content: 'Profile' },
      { id: 'b', label: 'Billing', content: 'Billing', disabled: true },
      { id: 'c', label: 'Notes', content: 'Notes' },
    ],
  },
};
