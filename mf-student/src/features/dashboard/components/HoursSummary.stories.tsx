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
/** STU-13: two courses, with the hours of each below the totals. */
export const SeveralCourses: Story = {
  args: {
    enrollments: [
      {
        id: 1,
        status: 'active',
        course: { id: 5, title: 'Math Club Membership', remainingProvisionedDuration: 600, unscheduledDuration: 420 },
      },
      {
        id: 2,
        status: 'trialing',
        course: { id: 6, title: 'SAT Prep Intensive', remainingProvisionedDuration: 1200, unscheduledDuration: 1200 },
      },
    ],
  },
};
/** No course reports hours. */
export const NoHours: Story = { args: { enrollments: [] } };
