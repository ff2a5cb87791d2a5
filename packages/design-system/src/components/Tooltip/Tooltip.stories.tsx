import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Tooltip } from './Tooltip';
import { Button } from '../Button/Button';

const meta: Meta<typeof Tooltip> = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Sends the roster to every enrolled parent', children: <Button>Send roster</Button> },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Tooltip>;

export const Default: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };
