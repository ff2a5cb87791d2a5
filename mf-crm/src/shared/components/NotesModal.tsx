import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@tutoring/design-system';
import { FormModal, TextArea } from '@tutoring/design-system/forms';
import type { Note } from '@tutoring/contract';
import { NoteCreateSchema } from '@tutoring/contract/writes';
import { useCreateNote } from '../api/notes';

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
  const form = useForm<{ regardingType: string; regardingId: number; body: string }>({
    resolver: zodResolver(NoteCreateSchema) as never,
    defaultValues: { ...regarding, body: '' },
  });
  const createNote = useCreateNote();
  return (
    <FormModal<Note, { regardingType: string; regardingId: number; body: string }>
      open={open}
      title="Add note"
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={(values) => createNote.mutateAsync(values)}
      successMessage={NOTE_SAVED}
      onSaved={(note) => {
        onSaved?.(note);
        onClose();
      }}
      closeOnSave={false}
    >
      <FormField label="Note" required name="body">
        <TextArea {...form.register('body')} rows={6} />
      </FormField>
    </FormModal>
  );
}
