import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NumberInput } from './NumberInput';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof NumberInput> = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: { min: 0, max: 80 },
  render: (args) => (
    <FormField label="Weekly target" help="Between 0 and 80">
      <NumberInput {...args} />
    </FormField>
  ),
};
export default meta;
type Story = StoryObj<typeof NumberInput>;

export const Default: Story = {};
export const Decimal: Story = { args: { step: 0.5 } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 12 } };
