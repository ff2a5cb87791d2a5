import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PointsLevel } from './PointsLevel';

const meta = {
  title: 'Student/PointsLevel',
  component: PointsLevel,
  args: {
    student: {
      points: 240,
      level: { name: 'Level 3', pointThreshold: 200, nextLevel: { name: 'Level 4', pointThreshold: 300 } },
    },
  },
} satisfies Meta<typeof PointsLevel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-14: 80 % of the way to the next level. */
export const InProgress: Story = {};
/** DOM-29: no next level, no progress. */
export const TopLevel: Story = {
  args: { student: { points: 900, level: { name: 'Top', pointThreshold: 800, nextLevel: null } } },
};
