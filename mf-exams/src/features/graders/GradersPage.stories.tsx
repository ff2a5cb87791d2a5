import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyGraders, storyItems } from '../../test/fixtures';
import { AssignEssays, GradersTable } from './GradersPage';

const meta = {
  title: 'Exams/GradersTable',
  component: GradersTable,
  args: { graders: storyGraders, pendingCounts: { 2: 1 }, onRemove: () => undefined, selfEmployeeId: 10 },
} satisfies Meta<typeof GradersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EXM-05: graders with Remove (admin view). */
export const AdminView: Story = {};

/** A grader who is not an admin: read only. */
export const ReadOnly: Story = { args: { onRemove: undefined } };

/** EXM-05: assigning pending essays to a grader. */
export const Assign: Story = {
  render: () => <AssignEssays graders={storyGraders} items={storyItems} onAssign={async () => undefined} />,
};
