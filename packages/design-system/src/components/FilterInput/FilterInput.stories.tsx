import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FilterBar } from '../FilterBar/FilterBar';
import { FormField } from '../FormField/FormField';
import { FilterInput } from './FilterInput';

const meta: Meta<typeof FilterInput> = {
  title: 'Data/FilterInput',
  component: FilterInput,
  args: { value: '' },
  render: function Render(args) {
    const [brand, setBrand] = useState(args.value);
    const [distance, setDistance] = useState('');
    return (
      <FilterBar label="Session filters">
        <FormField label="Brand">
          <FilterInput {...args} value={brand} onApply={setBrand} />
        </FormField>
        <FormField label="Within (miles)">
          <FilterInput type="number" min={0} value={distance} onApply={setDistance} />
        </FormField>
        <p>
          Applied: brand {brand ? `"${brand}"` : 'none'}, distance {distance || 'none'}
        </p>
      </FilterBar>
    );
  },
};
export default meta;
type Story = StoryObj<typeof FilterInput>;

/** Applied on Enter or when the field is left, only when it changed. */
export const Default: Story = {};
