import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RadioGroup } from './RadioGroup';

const meta: Meta<typeof RadioGroup> = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery',
    options: [
      { value: 'online', label: 'Online' },
      { value: 'in_person', label: 'In person' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState<string>('online');
    return <RadioGroup {...args} value={value} onChange={setValue} />;
  },
};
export default meta;
type Story = StoryObj<typeof RadioGroup>;

export const Default: Story = {};
export const Inline: Story = { args: { inline: true } };
export const WithError: Story = { args: { error: 'Required' } };
export const Disabled: Story = { args: { disabled: true } };
