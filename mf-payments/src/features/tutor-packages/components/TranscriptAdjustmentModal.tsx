import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { TutorPackageTranscript } from '@tutoring/contract';
import { TutorPackageTranscriptUpdateSchema } from '@tutoring/contract/writes';
import { LoadFailure, Modal } from '@tutoring/design-system';
import { FormModal, useFillOnce } from '@tutoring/design-system/forms';
import { TRANSCRIPT_INCLUDE, tutorPackageTranscriptQueries, useUpdateTranscript } from '../api/tutor-packages';
import { TranscriptFields, transcriptBody, transcriptValues, type TranscriptValues } from './TranscriptFields';

/** Props of {@link TranscriptAdjustmentModal}. */
export interface TranscriptAdjustmentModalProps {
  /** The tutor package transcript to adjust. */
  transcriptId: number;
  open: boolean;
  onClose: () => void;
  /** Called with the updated transcript. */
  onSaved?: (transcript: TutorPackageTranscript) => void;
}

/**
 * PAY-34, OP-12, OP-23: the transcript adjustment modal (md): loads the transcript with
 * `api.tutorPackageTranscripts.get` and saves its package fields in place with `api.tutorPackageTranscripts.update`
 * (`PUT tutor_package_transcripts/{id}`), sending the version it was opened on (If-Match, issue 20).
 */
export function TranscriptAdjustmentModal({ transcriptId, open, onClose, onSaved }: TranscriptAdjustmentModalProps) {
  const transcript = useQuery({
    ...tutorPackageTranscriptQueries.detail(transcriptId, TRANSCRIPT_INCLUDE),
    enabled: open,
  });
  const update = useUpdateTranscript();
  const form = useForm<TranscriptValues>({ resolver: zodResolver(TutorPackageTranscriptUpdateSchema) as never });
  const [version, keepVersion] = useOpenedVersion('tutor_package_transcripts');
  const filled = useFillOnce(form, transcript.data, transcriptValues, keepVersion);
  if (!open) return null;
  if (transcript.isError)
    return (
      <Modal open onClose={onClose} size="md" title="Adjust transcript">
        <LoadFailure what="this transcript" onRetry={() => transcript.refetch()} />
      </Modal>
    );
  return (
    <FormModal<TutorPackageTranscript, TranscriptValues>
      open
      onClose={onClose}
      size="md"
      title="Adjust transcript"
      form={form}
      onSubmit={(values) => update.mutateAsync({ id: transcriptId, body: transcriptBody(values), ifMatch: version })}
      onSaved={(saved) => onSaved?.(saved)}
      loading={!filled && 'Loading transcript'}
    >
      <TranscriptFields form={form} />
    </FormModal>
  );
}
