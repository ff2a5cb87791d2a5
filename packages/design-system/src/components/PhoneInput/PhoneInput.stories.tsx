import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PhoneInput } from './PhoneInput';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof PhoneInput> = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <FormField label="Phone" required={args.required ?? true} help={`Stored as: ${value || '(empty)'}`}>
        <PhoneInput {...args} value={value} onChange={(next) => setValue(next)} />
      </FormField>
    );
  },
};
export default meta;
type Story = StoryObj<typeof PhoneInput>;

export const Default: Story = {};
export const ExistingUsNumber: Story = { args: { value: '5551234567' } };
export const NonUs: Story = { args: { value: '+442079460000' } };
export const Optional: Story = { args: { required: false, value: '5551234567' } };
export const Disabled: Story = { args: { disabled: true, value: '5551234567' } };
