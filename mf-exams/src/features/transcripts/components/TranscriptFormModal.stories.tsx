import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyExam, storyTranscripts } from '../../../test/fixtures';
import { TranscriptFormModal } from './TranscriptFormModal';

const meta = {
  title: 'Exams/TranscriptFormModal',
  component: TranscriptFormModal,
  args: {
    open: true,
    exams: [storyExam],
    defaultExamId: 1,
    onSubmit: async () => storyTranscripts[0]!,
    onClose: () => undefined,
  },
} satisfies Meta<typeof TranscriptFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EXM-03: a new transcript with its answers. */
export const Create: Story = {};

/** EXM-03: editing a scored transcript (the graded-essay warning shows). */
export const Edit: Story = { args: { transcript: storyTranscripts[0]! } };
