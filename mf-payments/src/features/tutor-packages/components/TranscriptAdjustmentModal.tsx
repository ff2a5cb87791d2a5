import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { TutorPackageTranscript } from '@tutoring/contract';
import { Alert, Button, Modal, Spinner } from '@tutoring/design-system';
import { TranscriptFields, transcriptBody, transcriptValues, type TranscriptValues } from './TranscriptFields';

/** What a transcript screen includes with the transcript (shared with the transcript page's cache entry). */
export const TRANSCRIPT_INCLUDE = 'tier,brand,subject,student';

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
 * (`PUT tutor_package_transcripts/{id}`).
 */
export function TranscriptAdjustmentModal({ transcriptId, open, onClose, onSaved }: TranscriptAdjustmentModalProps) {
  const transcript = useQuery({
    queryKey: queryKeys.detail('tutor_package_transcripts', transcriptId, TRANSCRIPT_INCLUDE),
    queryFn: ({ signal }) => api.tutorPackageTranscripts.get(transcriptId, { include: TRANSCRIPT_INCLUDE, signal }),
    enabled: open,
  });
  const [values, setValues] = useState<TranscriptValues | null>(null);
  useEffect(() => {
    if (transcript.data && values === null) setValues(transcriptValues(transcript.data));
  }, [transcript.data, values]);
  const save = useResourceMutation<TranscriptValues, TutorPackageTranscript>({
    mutationFn: (v, call) => api.tutorPackageTranscripts.update(transcriptId, transcriptBody(v), call),
    invalidate: [queryKeys.resource('tutor_package_transcripts')],
    onSuccess: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title="Adjust transcript"
      renderContainer={(content) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (values) void save.run(values);
          }}
          noValidate
        >
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={save.processing} disabled={!values}>
          Save
        </Button>
      }
    >
      {transcript.isLoading ? <Spinner label="Loading transcript" /> : null}
      {values ? <TranscriptFields values={values} onChange={setValues} /> : null}
      {transcript.isError ? <Alert>We could not load this transcript.</Alert> : null}
      {save.errors.length > 0 ? <Alert>{save.errors.join(' ')}</Alert> : null}
    </Modal>
  );
}
