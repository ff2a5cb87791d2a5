import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select } from './Select';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof Select> = {
  title: 'Forms/Select',
  component: Select,
  args: {
    placeholder: 'Select a state',
    options: [
      { value: 'CA', label: 'California' },
      { value: 'NY', label: 'New York' },
      { value: 'TX', label: 'Texas' },
    ],
  },
  render: (args) => (
    <FormField label="State">
      <Select {...args} />
    </FormField>
  ),
};
export default meta;
type Story = StoryObj<typeof Select>;

export const Default: Story = {};
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true } };
