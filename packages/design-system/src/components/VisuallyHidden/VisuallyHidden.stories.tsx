import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './VisuallyHidden';

const meta: Meta<typeof VisuallyHidden> = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <p>
      Visible text. <VisuallyHidden>This sentence is only read by screen readers.</VisuallyHidden>
    </p>
  ),
};
export default meta;
type Story = StoryObj<typeof VisuallyHidden>;

export const Default: Story = {};
