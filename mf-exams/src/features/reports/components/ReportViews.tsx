import { Table, type TableColumn } from '@tutoring/design-system';
import type { Exam, ReportAnalysis, ReportSummary } from '@tutoring/contract';
import { formatAverage, formatNumber } from '../../../shared/lib/format';
import { BarChartFigure } from './BarChartFigure';

type SectionRow = ReportSummary['sections'][number];
type QuestionRow = ReportAnalysis['questions'][number];

const percent = (value: number | null, max: number) =>
  value === null || max <= 0 ? 0 : Math.round((value / max) * 1000) / 10;

/** EXM-04 summaries of several exams: a table and a chart of the average total (percent of the maximum). */
export function SummariesView({ summaries }: { summaries: readonly ReportSummary[] }) {
  const columns: TableColumn<ReportSummary>[] = [
    { key: 'exam', header: 'Exam', render: (r) => r.examName },
    { key: 'count', header: 'Transcripts', align: 'right', render: (r) => r.transcriptsCount },
    {
      key: 'average',
      header: 'Average total (scored transcripts)',
      align: 'right',
      render: (r) => formatAverage(r.averageTotal, r.maxTotal),
    },
    {
      key: 'percent',
      header: 'Average (% of max)',
      align: 'right',
      render: (r) => (r.averageTotal === null ? '-' : `${percent(r.averageTotal, r.maxTotal)}%`),
    },
  ];
  const data = summaries.map((r) => ({ exam: r.examName, average: percent(r.averageTotal, r.maxTotal) }));
  return (
    <BarChartFigure
      title="Average total per exam"
      description={summaries
        .map(
          (r) =>
            `${r.examName} ${r.averageTotal === null ? 'no scored transcripts' : `${percent(r.averageTotal, r.maxTotal)}%`}`,
        )
        .join(', ')}
      data={data}
      categoryKey="exam"
      series={[{ key: 'average', label: 'Average (% of max)' }]}
      maxValue={100}
      table={<Table caption="Report summary" columns={columns} rows={summaries} getRowId={(r) => String(r.examId)} />}
    />
  );
}

/** Section averages of one exam's summary (table and chart). */
export function SectionAveragesView({ summary }: { summary: ReportSummary }) {
  const columns: TableColumn<SectionRow>[] = [
    { key: 'section', header: 'Section', render: (s) => s.name },
    {
      key: 'average',
      header: 'Average score',
      align: 'right',
      render: (s) => formatAverage(s.averageScore, s.maxScore),
    },
  ];
  const data = summary.sections.map((s) => ({ section: s.name, average: percent(s.averageScore, s.maxScore) }));
  return (
    <BarChartFigure
      title={`Section averages of ${summary.examName}`}
      description={summary.sections
        .map((s) => `${s.name} ${s.averageScore === null ? 'no scores' : `${percent(s.averageScore, s.maxScore)}%`}`)
        .join(', ')}
      data={data}
      categoryKey="section"
      series={[{ key: 'average', label: 'Average (% of max)' }]}
      maxValue={100}
      table={
        <Table
          caption={`Section averages of ${summary.examName}`}
          hideCaption
          columns={columns}
          rows={summary.sections}
          getRowId={(s) => String(s.sectionId)}
        />
      }
    />
  );
}

/** EXM-04 analysis of one exam: score distribution, rubric distribution and per-question correct rates. */
export function AnalysisView({ analysis, exam }: { analysis: ReportAnalysis; exam: Exam | undefined }) {
  const scoreRows = analysis.scoreDistribution.map((b) => ({
    range: `${formatNumber(b.from)}-${formatNumber(b.to)}`,
    count: b.count,
  }));
  const rubricRows = analysis.rubricDistribution.map((b) => ({ score: String(b.rubricScore), count: b.count }));
  const questionOf = (q: QuestionRow) =>
    exam?.sections.flatMap((s) => s.questions).find((x) => x.id === q.questionId)?.prompt ?? `Question ${q.questionId}`;
  const sectionOf = (q: QuestionRow) =>
    exam?.sections.find((s) => s.id === q.sectionId)?.name ?? `Section ${q.sectionId}`;
  const questionColumns: TableColumn<QuestionRow>[] = [
    { key: 'question', header: 'Question', render: questionOf },
    { key: 'section', header: 'Section', render: sectionOf },
    { key: 'answered', header: 'Answered', align: 'right', render: (q) => q.answeredCount },
    {
      key: 'correct',
      header: 'Correct',
      align: 'right',
      render: (q) => (q.correctRate === null ? '-' : `${Math.round(q.correctRate * 1000) / 10}%`),
    },
  ];
  const countColumns = <K extends string>(
    label: string,
    keyName: K,
  ): TableColumn<Record<K, string> & { count: number }>[] => [
    { key: keyName, header: label, render: (r) => r[keyName] },
    { key: 'count', header: 'Transcripts', align: 'right', render: (r) => r.count },
  ];
  return (
    <>
      <BarChartFigure
        title="Total score distribution (scored transcripts)"
        description={scoreRows.map((r) => `${r.range}: ${r.count}`).join(', ')}
        data={scoreRows}
        categoryKey="range"
        series={[{ key: 'count', label: 'Transcripts' }]}
        table={
          <Table
            caption="Total score distribution"
            hideCaption
            columns={countColumns('Total score', 'range')}
            rows={scoreRows}
            getRowId={(r) => r.range}
          />
        }
      />
      <BarChartFigure
        title="Essay rubric scores"
        description={rubricRows.map((r) => `score ${r.score}: ${r.count}`).join(', ')}
        data={rubricRows}
        categoryKey="score"
        series={[{ key: 'count', label: 'Essays' }]}
        table={
          <Table
            caption="Essay rubric scores"
            hideCaption
            columns={[
              { key: 'score', header: 'Rubric score', render: (r) => r.score },
              { key: 'count', header: 'Essays', align: 'right', render: (r) => r.count },
            ]}
            rows={rubricRows}
            getRowId={(r) => r.score}
          />
        }
      />
      {analysis.questions.length ? (
        <Table
          caption="Multiple-choice questions"
          columns={questionColumns}
          rows={analysis.questions}
          getRowId={(q) => String(q.questionId)}
        />
      ) : null}
    </>
  );
}
