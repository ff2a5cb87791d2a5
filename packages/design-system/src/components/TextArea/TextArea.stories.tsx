import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextArea } from './TextArea';
import { FormField } from '../FormField/FormField';

const meta: Meta<typeof TextArea> = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { maxLength: 280 },
  render: (args) => (
    <FormField label="Event details">
      <TextArea {...args} />
    </FormField>
  ),
};
export default meta;
type Story = StoryObj<typeof TextArea>;

export const Default: Story = {};
export const WithoutCounter: Story = { args: { maxLength: undefined } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only notes' } };
