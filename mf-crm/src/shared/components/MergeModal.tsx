import { useState } from 'react';
import { FormModal, Autocomplete, FormField, RadioGroup, TextArea } from '@tutoring/design-system';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { useFormFeedback } from './formFeedback';

/** A record that can be merged: id and display name. */
export interface MergeCandidate {
  id: number;
  name: string;
  /** Extra text shown in the options (e-mail, school...). */
  detail?: string;
}

/** What a merge sends (CRM-15, CRM-26). */
export interface MergeBody {
  currentId: number;
  transferId: number;
  notes: string;
}

/** Props of {@link MergeModal}. */
export interface MergeModalProps<T> {
  open: boolean;
  /** "parent" or "student": used in the texts. */
  noun: string;
  /** The record the modal was opened from. */
  record: MergeCandidate;
  /** Finds the other record by text. */
  search: (query: string, signal: AbortSignal) => Promise<readonly MergeCandidate[]>;
  /** The merge call. */
  merge: (body: MergeBody) => Promise<T>;
  /** Called after a successful merge with the kept id. */
  onMerged: (currentId: number, result: T) => void;
  onClose: () => void;
}

/**
 * Merge modal (xl; CRM-15 parents, CRM-26 students): pick the other record, choose which one to keep (currentId)
 * and which one is transferred into it (transferId), add notes, then confirm.
 */
export function MergeModal<T>({ open, noun, record, search, merge, onMerged, onClose }: MergeModalProps<T>) {
  const [other, setOther] = useState<MergeCandidate | null>(null);
  const [keep, setKeep] = useState<'this' | 'other'>('this');
  const [notes, setNotes] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const body = (): MergeBody => {
    const otherId = other!.id;
    return keep === 'this'
      ? { currentId: record.id, transferId: otherId, notes }
      : { currentId: otherId, transferId: record.id, notes };
  };
  const feedback = useFormFeedback(() => {
    setShowErrors(true);
    return other ? null : `Choose the ${noun} to merge with ${record.name}.`;
  });
  return (
    <FormModal<T>
      open={open}
      title={`Merge ${noun}s`}
      size="xl"
      onClose={onClose}
      submitLabel="Merge"
      onSave={feedback.guard(() => merge(body()))}
      onSaved={(result) => onMerged(body().currentId, result)}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <p>
        Merging moves everything of the transferred {noun} to the kept {noun}, then deletes the transferred {noun}.
      </p>
      <FormField label={`Other ${noun}`} required error={showErrors && !other ? FIELD_REQUIRED : null}>
        <Autocomplete<MergeCandidate>
          value={other}
          onChange={setOther}
          loadOptions={async (query, signal) => (await search(query, signal)).filter((c) => c.id !== record.id)}
          getOptionLabel={(c) => c.name}
          getOptionKey={(c) => String(c.id)}
          renderOption={(c) => (
            <span>
              {c.name} (#{c.id}){c.detail ? <small> — {c.detail}</small> : null}
            </span>
          )}
          invalid={showErrors && !other}
        />
      </FormField>
      <RadioGroup
        label={`${noun[0]!.toUpperCase()}${noun.slice(1)} to keep`}
        name="merge-keep"
        value={keep}
        onChange={(value: string) => setKeep(value as 'this' | 'other')}
        options={[
          { value: 'this', label: `Keep ${record.name} (#${record.id})` },
          { value: 'other', label: other ? `Keep ${other.name} (#${other.id})` : `Keep the other ${noun}` },
        ]}
      />
      <FormField label="Notes">
        <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} rows={4} />
      </FormField>
    </FormModal>
  );
}
