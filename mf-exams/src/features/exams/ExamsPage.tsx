import { Link } from 'react-router-dom';
import { Spinner, Table, EmptyState, type TableColumn } from '@tutoring/design-system';
import type { Exam } from '@tutoring/contract';
import { GraderAccessBoundary } from '../../shared/api/access';
import { useExams } from '../../shared/api/exams';
import { ExamsNav } from '../../shared/components/ExamsNav';
import { QueryFailure } from '../../shared/components/QueryFailure';
import { formatNumber } from '../../shared/lib/format';

const KIND_LABELS = { multiple_choice: 'Multiple choice', essay: 'Essay' } as const;

/** The sections of one exam: name, kind (scored automatically or by a grader), questions and maximum score. */
export function ExamSectionsTable({ exam }: { exam: Exam }) {
  const columns: TableColumn<Exam['sections'][number]>[] = [
    { key: 'name', header: 'Section', render: (s) => s.name },
    {
      key: 'kind',
      header: 'Scoring',
      render: (s) => (s.kind === 'essay' ? 'Essay (grader rubric 1-6)' : `${KIND_LABELS[s.kind]} (automatic)`),
    },
    { key: 'questions', header: 'Questions', align: 'right', render: (s) => s.questions.length },
    { key: 'max', header: 'Max score', align: 'right', render: (s) => formatNumber(s.maxScore) },
  ];
  return (
    <Table caption={`Sections of ${exam.name}`} columns={columns} rows={exam.sections} getRowId={(s) => String(s.id)} />
  );
}

function ExamsList() {
  const exams = useExams();
  if (exams.isPending) return <Spinner label="Loading exams" />;
  if (exams.isError) return <QueryFailure error={exams.error} what="the exams" onRetry={() => exams.refetch()} />;
  if (!exams.data.length) return <EmptyState title="No exams yet." />;
  return (
    <>
      {exams.data.map((exam) => {
        const max = exam.sections.reduce((sum, s) => sum + s.maxScore, 0);
        return (
          <article key={exam.id} aria-labelledby={`exam-${exam.id}`}>
            <h2 id={`exam-${exam.id}`}>{exam.name}</h2>
            {exam.description ? <p>{exam.description}</p> : null}
            <p>
              Maximum total {formatNumber(max)}.{' '}
              <Link to={`/exams/transcripts?examId=${exam.id}`}>Transcripts of {exam.name}</Link>{' '}
              <Link to={`/exams/reports?examId=${exam.id}`}>Report of {exam.name}</Link>
            </p>
            <ExamSectionsTable exam={exam} />
          </article>
        );
      })}
    </>
  );
}

/** EXM-02: the exams list with their sections. */
export function ExamsPage() {
  return (
    <section aria-labelledby="exams-heading">
      <h1 id="exams-heading">Exams</h1>
      <GraderAccessBoundary>
        <ExamsNav />
        <ExamsList />
      </GraderAccessBoundary>
    </section>
  );
}
