import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import { FilterBar } from './FilterBar';

const meta: Meta<typeof FilterBar> = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: { label: 'Session filters' },
};
export default meta;
type Story = StoryObj<typeof FilterBar>;

export const Default: Story = {
  render: (args) => (
    <FilterBar {...args}>
      <FormField label="Search">
        <TextInput type="search" defaultValue="" />
      </FormField>
      <FormField label="Schedule">
        <Select
          value=""
          onChange={() => undefined}
          options={[
            { value: '', label: 'Any' },
            { value: 'upcoming', label: 'Upcoming' },
          ]}
        />
      </FormField>
      <Button variant="link">Clear filters</Button>
    </FilterBar>
  ),
};
