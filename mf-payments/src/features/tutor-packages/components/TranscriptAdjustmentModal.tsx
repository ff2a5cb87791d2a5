import { useState } from 'react';
import { queryKeys, resource, useResourceMutation } from '@tutoring/api-client';
import type { TutorPackageTranscript } from '@tutoring/contract';
import { Button, Modal } from '@tutoring/design-system';
import { Notice } from '../../../components/Notice';
import { TranscriptFields, transcriptBody, transcriptValues, type TranscriptValues } from './TranscriptFields';

/** Props of {@link TranscriptAdjustmentModal}. */
export interface TranscriptAdjustmentModalProps {
  transcript: TutorPackageTranscript;
  open: boolean;
  onClose: () => void;
}

/** PAY-34, OP-12, OP-23: the transcript adjustment modal (md): changes a transcript's package fields in place. */
export function TranscriptAdjustmentModal({ transcript, open, onClose }: TranscriptAdjustmentModalProps) {
  const [values, setValues] = useState<TranscriptValues>(() => transcriptValues(transcript));
  const save = useResourceMutation<TranscriptValues, TutorPackageTranscript>({
    mutationFn: (v, call) => resource('tutor_package_transcripts').update(transcript.id, transcriptBody(v), call),
    invalidate: [queryKeys.resource('tutor_package_transcripts')],
    onSuccess: onClose,
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
            void save.run(values);
          }}
          noValidate
        >
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={save.processing}>
          Save
        </Button>
      }
    >
      <TranscriptFields values={values} onChange={setValues} />
      {save.errors.length > 0 ? <Notice tone="error">{save.errors.join(' ')}</Notice> : null}
    </Modal>
  );
}
