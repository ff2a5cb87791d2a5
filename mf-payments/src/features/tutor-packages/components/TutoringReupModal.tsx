import { useEffect, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api, getQueryClient, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { TutorPackageTranscript } from '@tutoring/contract';
import { Alert, Button, Modal, Spinner } from '@tutoring/design-system';
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
  const transcript = useQuery({
    queryKey: queryKeys.detail('tutor_package_transcripts', transcriptId),
    queryFn: ({ signal }) => api.tutorPackageTranscripts.get(transcriptId, { signal }),
    enabled: open,
  });
  const [values, setValues] = useState<TranscriptValues>(() => transcriptValues(undefined));
  useEffect(() => {
    if (transcript.data) setValues(transcriptValues(transcript.data));
  }, [transcript.data]);
  const reup = useResourceMutation<TranscriptValues, TutorPackageTranscript>({
    mutationFn: (v, call) =>
      api.tutorPackageTranscripts.reup(
        { id: transcriptId, studentId: transcript.data?.studentId ?? null, ...transcriptBody(v) },
        call,
      ),
    invalidate: [queryKeys.resource('tutor_package_transcripts')],
    onSuccess: (created) => {
      onReup?.(created);
      onClose();
    },
  });
  const student = transcript.data?.student;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Tutoring re-up"
      renderContainer={(content) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (transcript.data) void reup.run(values);
          }}
          noValidate
        >
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={reup.processing} disabled={!transcript.data}>
          Re-up
        </Button>
      }
    >
      {transcript.isLoading ? <Spinner label="Loading transcript" /> : null}
      {transcript.data ? (
        <>
          <p>Student: {student?.name ?? (transcript.data.studentId ? `#${transcript.data.studentId}` : '—')}</p>
          <TranscriptFields values={values} onChange={setValues} />
        </>
      ) : null}
      {reup.errors.length > 0 ? <Alert>{reup.errors.join(' ')}</Alert> : null}
    </Modal>
  );
}

/**
 * PAY-33: the tutoring re-up modal (lg): loads `GET tutor_package_transcripts/{id}` and submits
 * `POST tutor_package_transcripts/reup` with tier, brand, student, subject, additional subject and
 * includeMembership (default true). Exposed as `mf_payments/TutoringReupModal`.
 */
export function TutoringReupModal(props: TutoringReupModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ReupContent {...props} />
    </QueryClientProvider>
  );
}
