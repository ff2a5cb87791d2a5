import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Pagination } from './Pagination';

const meta: Meta<typeof Pagination> = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { pageCount: 20, maxPages: 7 },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
};
export default meta;
type Story = StoryObj<typeof Pagination>;

export const Default: Story = {};
export const FewPages: Story = { args: { pageCount: 3 } };
export const ThreeNumbers: Story = { args: { maxPages: 3 } };
