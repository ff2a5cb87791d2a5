import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ListFooter } from './ListFooter';

const meta: Meta<typeof ListFooter> = {
  title: 'Data/ListFooter',
  component: ListFooter,
  args: { totalCount: 1234 },
  render: function Render(args) {
    const [state, setState] = useState({ page: 1, pageSize: 25 });
    return <ListFooter {...args} {...state} onChange={setState} />;
  },
};
export default meta;
type Story = StoryObj<typeof ListFooter>;

export const Default: Story = {};
export const Empty: Story = { args: { totalCount: 0 } };
