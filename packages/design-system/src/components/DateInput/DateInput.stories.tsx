import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateInput } from './DateInput';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof DateInput> = {
  title: 'Forms/DateInput',
  component: DateInput,
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(args.value ?? null);
    return (
      <FormField label="Start date" help={`Value: ${value ?? 'none'}`}>
        <DateInput {...args} value={value} onChange={setValue} />
      </FormField>
    );
  },
};
export default meta;
type Story = StoryObj<typeof DateInput>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: '2027-03-09' } };
export const Disabled: Story = { args: { value: '2027-03-09', disabled: true } };
