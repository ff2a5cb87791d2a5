import { formatDate } from '@tutoring/domain';
import { useState } from 'react';
import { Button, EmptyState, Spinner, Table, type TableColumn } from '@tutoring/design-system';
import type { Exam, Transcript } from '@tutoring/contract';
import { ListLink } from '@tutoring/platform';
import { GraderAccessBoundary } from '../../shared/api/access';
import { useExams } from '../../shared/api/exams';
import { useCreateTranscript, useTranscripts } from './api/transcripts';
import { ExamFiltersBar, useExamFilters } from '../../shared/components/ExamFiltersBar';
import { ExamsNav } from '../../shared/components/ExamsNav';
import { QueryFailure } from '../../shared/components/QueryFailure';
import { formatNumber, statusLabel } from '../../shared/lib/format';
import { TranscriptFormModal } from './components/TranscriptFormModal';
import { sectionScoresLine } from './components/SectionScoresTable';

/** Props of {@link TranscriptsTable}. */
export interface TranscriptsTableProps {
  transcripts: readonly Transcript[];
  exams: readonly Exam[];
  loading?: boolean;
}

/** Transcripts with their per-section scores, total and status. */
export function TranscriptsTable({ transcripts, exams, loading }: TranscriptsTableProps) {
  const examOf = (t: Transcript) => exams.find((e) => e.id === t.examId);
  const columns: TableColumn<Transcript>[] = [
    {
      key: 'student',
      header: 'Student',
      render: (t) => <ListLink to={`/exams/transcripts/${t.id}`}>{t.studentName}</ListLink>,
    },
    { key: 'exam', header: 'Exam', render: (t) => examOf(t)?.name ?? `Exam ${t.examId}` },
    { key: 'takenOn', header: 'Taken on', render: (t) => formatDate(t.takenOn) },
    { key: 'sections', header: 'Section scores', render: (t) => sectionScoresLine(t, examOf(t)) },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      render: (t) => `${formatNumber(t.total)} / ${formatNumber(t.maxTotal)}`,
    },
    { key: 'status', header: 'Status', render: (t) => statusLabel(t) },
  ];
  return (
    <Table
      caption="Transcripts"
      hideCaption
      columns={columns}
      rows={transcripts}
      getRowId={(t) => String(t.id)}
      loading={loading}
      empty={<EmptyState title="No transcripts match these filters." />}
    />
  );
}

function Transcripts() {
  const exams = useExams();
  const { filters, setFilters, rangeError } = useExamFilters();
  const effective = rangeError ? { examId: filters.examId } : filters;
  const transcripts = useTranscripts(effective);
  const create = useCreateTranscript();
  const [creating, setCreating] = useState(false);

  if (exams.isPending) return <Spinner label="Loading exams" />;
  if (exams.isError) return <QueryFailure error={exams.error} what="the exams" onRetry={() => exams.refetch()} />;
  return (
    <>
      <p>
        <Button type="button" variant="primary" onClick={() => setCreating(true)}>
          New transcript
        </Button>
      </p>
      <ExamFiltersBar exams={exams.data} filters={filters} onChange={setFilters} rangeError={rangeError} />
      {transcripts.isError ? (
        <QueryFailure error={transcripts.error} what="the transcripts" onRetry={() => transcripts.refetch()} />
      ) : (
        <TranscriptsTable transcripts={transcripts.data ?? []} exams={exams.data} loading={transcripts.isPending} />
      )}
      {creating ? (
        <TranscriptFormModal
          open
          exams={exams.data}
          defaultExamId={filters.examId}
          onSubmit={(body) => create.mutateAsync(body)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}

/** EXM-03: transcripts filtered by exam and date range, and creating one. */
export function TranscriptsPage() {
  return (
    <section aria-labelledby="transcripts-heading">
      <h1 id="transcripts-heading">Transcripts</h1>
      <GraderAccessBoundary>
        <ExamsNav />
        <Transcripts />
      </GraderAccessBoundary>
    </section>
  );
}
