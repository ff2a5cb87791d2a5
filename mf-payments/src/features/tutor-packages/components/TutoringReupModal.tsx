import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getQueryClient } from '@tutoring/api-client';
import type { TutorPackageTranscript } from '@tutoring/contract';
import { TutorPackageTranscriptReupSchema } from '@tutoring/contract/writes';
import { LoadFailure, Modal } from '@tutoring/design-system';
import { FormModal, useFillOnce } from '@tutoring/design-system/forms';
import { tutorPackageTranscriptQueries, useReupTranscript } from '../api/tutor-packages';
import { TranscriptFields, transcriptBody, transcriptValues, type TranscriptValues } from './TranscriptFields';

/** Props of {@link TutoringReupModal}. */
export interface TutoringReupModalProps {
  /** The tutor package transcript being renewed. */
  transcriptId: number;
  open: boolean;
  onClose: () => void;
  /** Called with the new transcript. */
  onReup?: (transcript: TutorPackageTranscript) => void;
}

function ReupContent({ transcriptId, open, onClose, onReup }: TutoringReupModalProps) {
  const transcript = useQuery({ ...tutorPackageTranscriptQueries.detail(transcriptId), enabled: open });
  const reup = useReupTranscript();
  const form = useForm<TranscriptValues>({ resolver: zodResolver(TutorPackageTranscriptReupSchema) as never });
  const filled = useFillOnce(form, transcript.data, transcriptValues);
  if (!open) return null;
  if (transcript.isError)
    return (
      <Modal open onClose={onClose} size="lg" title="Tutoring re-up">
        <LoadFailure what="this transcript" onRetry={() => transcript.refetch()} />
      </Modal>
    );
  const student = transcript.data?.student;
  return (
    <FormModal<TutorPackageTranscript, TranscriptValues>
      open
      onClose={onClose}
      size="lg"
      title="Tutoring re-up"
      submitLabel="Re-up"
      form={form}
      onSubmit={(values) =>
        reup.mutateAsync({ id: transcriptId, studentId: values.studentId, ...transcriptBody(values) })
      }
      onSaved={(created) => onReup?.(created)}
      loading={!filled && 'Loading transcript'}
    >
      <p>Student: {student?.name ?? (transcript.data?.studentId ? `#${transcript.data.studentId}` : '—')}</p>
      <TranscriptFields form={form} />
    </FormModal>
  );
}

/**
 * PAY-33: the tutoring re-up modal (lg): loads `GET tutor_package_transcripts/{id}` and submits
 * `POST tutor_package_transcripts/reup` with tier, brand, student, subject, additional subject and
 * includeMembership (default true), over the contract's re-up body. Exposed as `mf_payments/TutoringReupModal`.
 */
export function TutoringReupModal(props: TutoringReupModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ReupContent {...props} />
    </QueryClientProvider>
  );
}
