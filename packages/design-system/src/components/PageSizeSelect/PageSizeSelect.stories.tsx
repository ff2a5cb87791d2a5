import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageSizeSelect } from './PageSizeSelect';

const meta: Meta<typeof PageSizeSelect> = {
  title: 'Data/PageSizeSelect',
  component: PageSizeSelect,
  render: function Render(args) {
    const [size, setSize] = useState(25);
    return <PageSizeSelect {...args} value={size} onChange={setSize} />;
  },
};
export default meta;
type Story = StoryObj<typeof PageSizeSelect>;

export const Default: Story = {};
