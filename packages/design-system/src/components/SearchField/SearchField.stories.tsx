import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FilterBar } from '../FilterBar/FilterBar';
import { SearchField } from './SearchField';

const meta: Meta<typeof SearchField> = {
  title: 'Data/SearchField',
  component: SearchField,
  args: { label: 'Search parents', value: '' },
  render: function Render(args) {
    const [query, setQuery] = useState(args.value);
    return (
      <FilterBar label="Parent filters">
        <SearchField {...args} value={query} onSearch={setQuery} />
        <p>Search in effect: {query ? `"${query}"` : 'none'}</p>
      </FilterBar>
    );
  },
};
export default meta;
type Story = StoryObj<typeof SearchField>;

/** Applied on Enter or with the Search button. */
export const Default: Story = {};

/** STF-02's tutor search: applied after a 500 ms typing pause too. */
export const AfterATypingPause: Story = { args: { label: 'Search', delay: 500 } };
