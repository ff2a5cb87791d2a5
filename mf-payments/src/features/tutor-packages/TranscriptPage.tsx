import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { recordMissing } from '@tutoring/api-client';
import { ActionRow, Button, EmptyState, LoadFailure, Spinner, Facts } from '@tutoring/design-system';
import { TranscriptAdjustmentModal } from './components/TranscriptAdjustmentModal';
import { TutoringReupModal } from './components/TutoringReupModal';
import { TRANSCRIPT_INCLUDE, tutorPackageTranscriptQueries } from './api/tutor-packages';

/** `/payments/tutor_package_transcripts/:id`: one transcript with re-up (PAY-33) and adjustment (PAY-34). */
export function TranscriptPage() {
  const { id } = useParams();
  const transcriptId = Number(id);
  const navigate = useNavigate();
  const [modal, setModal] = useState<'reup' | 'adjust' | null>(null);
  const transcript = useQuery(tutorPackageTranscriptQueries.detail(transcriptId, TRANSCRIPT_INCLUDE));
  const t = transcript.data;
  return (
    <section aria-labelledby="transcript-heading">
      <p>
        <Link to="/payments/tutor_packages">Tutor packages</Link>
      </p>
      <h1 id="transcript-heading">
        {recordMissing(id, null) ? 'Tutor package transcript' : `Tutor package transcript #${transcriptId}`}
      </h1>
      {transcript.isLoading ? <Spinner label="Loading transcript" /> : null}
      {recordMissing(id, transcript.error) ? (
        <EmptyState title="This transcript does not exist." />
      ) : transcript.isError ? (
        <LoadFailure what="this transcript" onRetry={() => transcript.refetch()} />
      ) : null}
      {t ? (
        <>
          <Facts aria-label="Transcript">
            <dt>Student</dt>
            <dd>{t.student?.name ?? (t.studentId ? `#${t.studentId}` : '—')}</dd>
            <dt>Tier</dt>
            <dd>{t.tier?.name ?? '—'}</dd>
            <dt>Brand</dt>
            <dd>{t.brand?.name ?? '—'}</dd>
            <dt>Subject</dt>
            <dd>{t.subject?.name ?? '—'}</dd>
            <dt>Additional subject</dt>
            <dd>{t.additionalSubject?.name ?? (t.additionalSubjectId ? `#${t.additionalSubjectId}` : '—')}</dd>
            <dt>Include membership</dt>
            <dd>{t.includeMembership === false ? 'No' : 'Yes'}</dd>
          </Facts>
          <ActionRow>
            <Button variant="primary" onClick={() => setModal('reup')}>
              Re-up
            </Button>
            <Button onClick={() => setModal('adjust')}>Adjust</Button>
          </ActionRow>
          <TutoringReupModal
            transcriptId={t.id}
            open={modal === 'reup'}
            onClose={() => setModal(null)}
            onReup={(created) => navigate(`/payments/tutor_package_transcripts/${created.id}`)}
          />
          {modal === 'adjust' ? (
            <TranscriptAdjustmentModal transcriptId={t.id} open onClose={() => setModal(null)} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
