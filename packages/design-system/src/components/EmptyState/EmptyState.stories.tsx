import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState } from './EmptyState';
import { Button } from '../Button/Button';

const meta: Meta<typeof EmptyState> = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'There are no upcoming sessions.' },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    icon: '📅',
    description: 'Sessions you book appear here.',
    action: <Button variant="primary">Book a session</Button>,
  },
};
