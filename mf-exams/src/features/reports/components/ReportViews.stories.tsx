import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyAnalysis, storyExam, storySummaries } from '../../../test/fixtures';
import { AnalysisView, SectionAveragesView, SummariesView } from './ReportViews';

const meta = {
  title: 'Exams/ReportViews',
  component: SummariesView,
  args: { summaries: storySummaries },
} satisfies Meta<typeof SummariesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EXM-04: summaries of every exam, chart and table. */
export const Summaries: Story = {};

/** Section averages of one exam. */
export const SectionAverages: Story = { render: () => <SectionAveragesView summary={storySummaries[0]!} /> };

/** EXM-04: analysis of one exam (score and rubric distributions, correct rates). */
export const Analysis: Story = { render: () => <AnalysisView analysis={storyAnalysis} exam={storyExam} /> };
