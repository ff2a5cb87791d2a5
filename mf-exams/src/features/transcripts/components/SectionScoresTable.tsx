import { Table, type TableColumn } from '@tutoring/design-system';
import type { Exam, SectionScore, Transcript } from '@tutoring/contract';
import { formatNumber, formatScore, sectionName } from '../../../shared/lib/format';

/** Per-section scores of one transcript and its total (OP-21: essays count once graded). */
export function SectionScoresTable({ transcript, exam }: { transcript: Transcript; exam: Exam | undefined }) {
  const columns: TableColumn<SectionScore>[] = [
    { key: 'section', header: 'Section', render: (s) => sectionName(exam, s) },
    {
      key: 'kind',
      header: 'Scoring',
      render: (s) =>
        exam?.sections.find((x) => x.id === s.sectionId)?.kind === 'essay' ? 'Essay rubric' : 'Automatic',
    },
    { key: 'score', header: 'Score', align: 'right', render: (s) => formatScore(s.score, s.maxScore) },
  ];
  return (
    <>
      <Table
        caption="Section scores"
        columns={columns}
        rows={transcript.sectionScores}
        getRowId={(s) => String(s.sectionId)}
      />
      <p>
        <strong>Total: {`${formatNumber(transcript.total)} / ${formatNumber(transcript.maxTotal)}`}</strong>
        {transcript.sectionScores.some((s) => s.score === null)
          ? ' (essays still being graded; the total counts the scored sections only)'
          : null}
      </p>
    </>
  );
}

/** "Math 2 / 3; Essay Pending": a compact per-section line for lists. */
export function sectionScoresLine(transcript: Transcript, exam: Exam | undefined): string {
  return transcript.sectionScores.map((s) => `${sectionName(exam, s)} ${formatScore(s.score, s.maxScore)}`).join('; ');
}
