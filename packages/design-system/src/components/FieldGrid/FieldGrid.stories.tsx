import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FieldGrid } from './FieldGrid';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';

const meta: Meta<typeof FieldGrid> = {
  title: 'Forms/FieldGrid',
  component: FieldGrid,
  render: () => (
    <FieldGrid>
      <FormField label="First name" required>
        <TextInput />
      </FormField>
      <FormField label="Last name" required>
        <TextInput />
      </FormField>
      <FormField label="E-mail">
        <TextInput type="email" />
      </FormField>
      <FormField label="Phone">
        <TextInput type="tel" />
      </FormField>
    </FieldGrid>
  ),
};
export default meta;
type Story = StoryObj<typeof FieldGrid>;

export const Default: Story = {};
