import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TimeInput } from './TimeInput';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof TimeInput> = {
  title: 'Forms/TimeInput',
  component: TimeInput,
  render: (args) => (
    <FormField label="Start time">
      <TimeInput {...args} />
    </FormField>
  ),
};
export default meta;
type Story = StoryObj<typeof TimeInput>;

export const Default: Story = {};
export const FifteenMinuteSteps: Story = { args: { step: 900, defaultValue: '15:00' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '09:30' } };
