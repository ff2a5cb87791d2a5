import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { FormModal, FormField, TextArea } from '@tutoring/design-system';
import { FIELD_REQUIRED } from '@tutoring/domain';
import type { Note } from '@tutoring/contract';
import { useFormFeedback } from './formFeedback';

/** The record a note, message or activity is about. */
export interface Regarding {
  regardingType: string;
  regardingId: number;
}

/** CRM-31: the toast of a saved note (the documents give none; proposal). */
export const NOTE_SAVED = 'Note saved.';

/**
 * Notes modal (md, CRM-31, OP-23): one textarea with Save and Cancel. Saves a generic `notes` create with regarding
 * set to the open record (OP-11, OP-65); the server records the author. A saved note shows the toast and reloads
 * the notes lists, so it appears at once with its author and time.
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
  const queryClient = useQueryClient();
  const feedback = useFormFeedback(() => (body.trim() ? null : FIELD_REQUIRED));
  return (
    <FormModal<Note>
      open={open}
      title="Add note"
      size="md"
      onClose={onClose}
      dirty={body.trim() !== ''}
      onSave={feedback.guard(() => api.notes.create({ ...regarding, body }, { handleErrors: false }))}
      successMessage={NOTE_SAVED}
      onSaved={(note) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.lists('notes') });
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
