import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IdSelect, idOptions } from './IdSelect';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof IdSelect> = {
  title: 'Forms/IdSelect',
  component: IdSelect,
  args: {
    placeholder: 'Unassigned',
    options: idOptions([
      { id: 3, name: 'Ada Admin' },
      { id: 7, name: 'Grace Hopper' },
      { id: 9, name: 'Alan Turing' },
    ]),
    value: null,
  },
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(args.value ?? null);
    return (
      <FormField label="Owner" help={`Value: ${value ?? 'null'}`}>
        <IdSelect {...args} value={value} onChange={setValue} />
      </FormField>
    );
  },
};
export default meta;
type Story = StoryObj<typeof IdSelect>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 7 } };
export const Disabled: Story = { args: { value: 7, disabled: true } };
