import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { QuickFilters } from './QuickFilters';

const meta: Meta<typeof QuickFilters> = {
  title: 'Data/QuickFilters',
  component: QuickFilters,
  args: {
    label: 'Quick filters',
    filters: [
      { id: 'mine', label: 'My sessions', description: 'Sessions you teach' },
      { id: 'today', label: 'Today' },
      { id: 'unstaffed', label: 'Unstaffed' },
    ],
    active: 'today',
  },
  render: function Render(args) {
    const [active, setActive] = useState(args.active);
    return <QuickFilters {...args} active={active} onChange={setActive} />;
  },
};
export default meta;
type Story = StoryObj<typeof QuickFilters>;

export const Default: Story = {};
