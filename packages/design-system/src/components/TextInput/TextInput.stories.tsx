import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextInput } from './TextInput';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof TextInput> = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { placeholder: 'Jane' },
  render: (args) => (
    <FormField label="First name">
      <TextInput {...args} />
    </FormField>
  ),
};
export default meta;
type Story = StoryObj<typeof TextInput>;

export const Default: Story = {};
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, value: 'Locked' } };
