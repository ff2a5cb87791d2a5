import { formatDate } from '@tutoring/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { recordMissing } from '@tutoring/api-client';
import { Button, ConfirmDialog, EmptyState, Spinner, toast, Facts } from '@tutoring/design-system';
import type { Exam, Transcript } from '@tutoring/contract';
import { useRouteTitle } from '@tutoring/platform';
import { GraderAccessBoundary, useGraderAccess } from '../../shared/api/access';
import { useExams } from '../../shared/api/exams';
import { transcriptVersion, useDeleteTranscript, useTranscript, useUpdateTranscript } from './api/transcripts';
import { ExamsNav } from '../../shared/components/ExamsNav';
import { QueryFailure } from '../../shared/components/QueryFailure';
import { statusLabel } from '../../shared/lib/format';
import { SectionScoresTable } from './components/SectionScoresTable';
import { TranscriptFormModal } from './components/TranscriptFormModal';

/** Our messages (OP-19: the spec is silent). */
export const TRANSCRIPT_PAGE_MESSAGES = {
  deleted: 'Transcript deleted.',
  missing: 'This transcript does not exist or was deleted.',
  confirmTitle: 'Delete this transcript?',
} as const;

/** The answers of a transcript, per section: the chosen choice (marked correct or not when known) or the essay. */
export function TranscriptAnswers({ transcript, exam }: { transcript: Transcript; exam: Exam }) {
  const answerOf = (id: number) => transcript.answers.find((a) => a.questionId === id);
  return (
    <>
      {exam.sections.map((section) => (
        <section key={section.id} aria-labelledby={`answers-${section.id}`}>
          <h3 id={`answers-${section.id}`}>{section.name}</h3>
          <dl>
            {section.questions.map((q) => {
              const a = answerOf(q.id);
              let text: string;
              if (section.kind === 'essay') text = a?.text ? a.text : 'No essay written';
              else {
                const choice = q.choices?.find((c) => c.id === a?.choiceId);
                text = choice ? choice.label : 'No answer';
                if (choice && q.correctChoiceId !== undefined && q.correctChoiceId !== null)
                  text += q.correctChoiceId === choice.id ? ' (correct)' : ' (incorrect)';
              }
              return (
                <div key={q.id}>
                  <dt>{q.prompt}</dt>
                  <dd style={{ whiteSpace: 'pre-wrap' }}>{text}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </>
  );
}

function TranscriptDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const { isAdmin } = useGraderAccess();
  const transcript = useTranscript(id);
  const exams = useExams();
  const update = useUpdateTranscript();
  const remove = useDeleteTranscript();
  /** Editing: the version the form was opened on (issue 20.6); false when closed. */
  const [editing, setEditing] = useState<{ version: string | undefined } | false>(false);
  const [confirming, setConfirming] = useState(false);
  useRouteTitle(
    transcript.data ? [transcript.data.studentName, 'Transcripts', 'Exams'] : ['Transcript', 'Transcripts', 'Exams'],
  );

  if (transcript.isPending || exams.isPending) return <Spinner label="Loading transcript" />;
  if (recordMissing(id, transcript.error)) {
    return (
      <EmptyState
        title={TRANSCRIPT_PAGE_MESSAGES.missing}
        action={<Link to="/exams/transcripts">Back to transcripts</Link>}
      />
    );
  }
  if (transcript.isError)
    return <QueryFailure error={transcript.error} what="the transcript" onRetry={() => transcript.refetch()} />;
  if (exams.isError) return <QueryFailure error={exams.error} what="the exams" onRetry={() => exams.refetch()} />;
  const t = transcript.data;
  const exam = exams.data.find((e) => e.id === t.examId);

  const doDelete = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync(t.id);
    } catch {
      return; // 401: access screen; 403/5xx: toasted by the client; nothing was deleted
    }
    toast.success(TRANSCRIPT_PAGE_MESSAGES.deleted);
    navigate('/exams/transcripts');
  };

  return (
    <>
      <p>
        <Link to="/exams/transcripts">Back to transcripts</Link>
      </p>
      <h2>{t.studentName}</h2>
      <Facts>
        <dt>Exam</dt>
        <dd>{exam?.name ?? `Exam ${t.examId}`}</dd>
        <dt>Taken on</dt>
        <dd>{formatDate(t.takenOn)}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(t)}</dd>
      </Facts>
      <p style={{ display: 'flex', gap: '0.75rem' }}>
        <Button type="button" onClick={() => setEditing({ version: transcriptVersion(t.id) })}>
          Edit
        </Button>
        {isAdmin ? (
          <Button type="button" variant="danger" loading={remove.isPending} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </p>
      <SectionScoresTable transcript={t} exam={exam} />
      {exam ? <TranscriptAnswers transcript={t} exam={exam} /> : null}
      {editing ? (
        <TranscriptFormModal
          open
          exams={exams.data}
          transcript={t}
          onSubmit={(body) => update.mutateAsync({ id: t.id, transcript: body, ifMatch: editing.version })}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={TRANSCRIPT_PAGE_MESSAGES.confirmTitle}
        message={`The transcript of ${t.studentName} and its essay grades will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => void doDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** EXM-03: one transcript (read, update, delete) with its per-section scores. */
export function TranscriptPage() {
  const { id } = useParams();
  const numeric = recordMissing(id, null) ? null : Number(id);
  return (
    <section aria-labelledby="transcript-heading">
      <h1 id="transcript-heading">Transcript</h1>
      <GraderAccessBoundary>
        <ExamsNav />
        {numeric === null ? (
          <EmptyState
            title={TRANSCRIPT_PAGE_MESSAGES.missing}
            action={<Link to="/exams/transcripts">Back to transcripts</Link>}
          />
        ) : (
          <TranscriptDetail id={numeric} />
        )}
      </GraderAccessBoundary>
    </section>
  );
}
