import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormField } from './FormField';
import { TextInput } from '../TextInput/TextInput';

const meta: Meta<typeof FormField> = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'First name', help: 'As on the student record.' },
  render: (args) => (
    <FormField {...args}>
      <TextInput />
    </FormField>
  ),
};
export default meta;
type Story = StoryObj<typeof FormField>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Required' } };
