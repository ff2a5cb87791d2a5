import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HoursSummary } from './HoursSummary';

const meta = {
  title: 'Student/HoursSummary',
  component: HoursSummary,
  args: { enrollments: [{ id: 1, course: { id: 5, remainingProvisionedDuration: 270, unscheduledDuration: 90 } }] },
} satisfies Meta<typeof HoursSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-13: 4.5 remaining hours, 1.5 unscheduled. */
export const Hours: Story = {};
/** No course reports hours. */
export const NoHours: Story = { args: { enrollments: [] } };
