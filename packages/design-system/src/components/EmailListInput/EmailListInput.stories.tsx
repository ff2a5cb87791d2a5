import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmailListInput } from './EmailListInput';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof EmailListInput> = {
  title: 'Forms/EmailListInput',
  component: EmailListInput,
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <FormField label="Shipment observers" help="Separate addresses with commas, semicolons or spaces.">
        <EmailListInput {...args} value={value} onChange={(text) => setValue(text)} />
      </FormField>
    );
  },
};
export default meta;
type Story = StoryObj<typeof EmailListInput>;

export const Default: Story = {};
export const Invalid: Story = { args: { value: 'ann@example.com; not-an-email', showErrors: true } };
export const Disabled: Story = { args: { value: 'ann@example.com', disabled: true } };
