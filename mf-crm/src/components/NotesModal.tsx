import { useState } from 'react';
import { api } from '@tutoring/api-client';
import { FormModal, FormField, TextArea } from '@tutoring/design-system';
import { FIELD_REQUIRED } from '@tutoring/domain';
import type { Note } from '@tutoring/contract';
import { useFormFeedback } from './formFeedback';

/** The record a note, message or activity is about. */
export interface Regarding {
  regardingType: string;
  regardingId: number;
}

/**
 * Notes modal (md, CRM-31, OP-23): one textarea with Save and Cancel. Saves a generic `notes` create with regarding
 * set to the open record (OP-11, OP-65).
 */
export function NotesModal({
  open,
  regarding,
  onClose,
  onSaved,
}: {
  open: boolean;
  regarding: Regarding;
  onClose: () => void;
  onSaved?: (note: Note) => void;
}) {
  const [body, setBody] = useState('');
  const feedback = useFormFeedback(() => (body.trim() ? null : FIELD_REQUIRED));
  return (
    <FormModal<Note>
      open={open}
      title="Add note"
      size="md"
      onClose={onClose}
      dirty={body.trim() !== ''}
      onSave={feedback.guard(() => api.notes.create({ ...regarding, body }, { handleErrors: false }))}
      onSaved={(note) => {
        onSaved?.(note);
        onClose();
      }}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <FormField label="Note" required>
        <TextArea value={body} onChange={(event) => setBody(event.target.value)} rows={6} />
      </FormField>
    </FormModal>
  );
}
