import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyExam, storyTranscripts } from '../../../test/fixtures';
import { SectionScoresTable } from './SectionScoresTable';

const meta = {
  title: 'Exams/SectionScoresTable',
  component: SectionScoresTable,
  args: { transcript: storyTranscripts[0]!, exam: storyExam },
} satisfies Meta<typeof SectionScoresTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every section scored. */
export const Scored: Story = {};

/** An essay still waiting for its grade (OP-21 rule 3). */
export const PendingEssay: Story = { args: { transcript: storyTranscripts[1]! } };
