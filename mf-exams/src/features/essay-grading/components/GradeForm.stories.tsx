import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyItems } from '../../../test/fixtures';
import { QueueProgress } from '../EssayGradingPage';
import { GradeForm } from './GradeForm';

const meta = {
  title: 'Exams/GradeForm',
  component: GradeForm,
  args: { item: storyItems[0]!, onGrade: async () => undefined, onSkip: () => undefined },
} satisfies Meta<typeof GradeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EXM-06: an essay to read and its rubric score (1..6) and comment (<= 1000). */
export const Pending: Story = {};

/** OP-21: limits returned with the item drive the choices and the comment length. */
export const ServerLimits: Story = {
  args: { item: { ...storyItems[0]!, limits: { rubricMin: 1, rubricMax: 4, commentMax: 200 } } },
};

/** The queue's progress line ("3 of 10 graded"). */
export const Progress: Story = { render: () => <QueueProgress graded={3} total={10} /> };
