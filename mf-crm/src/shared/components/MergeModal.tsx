import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@tutoring/contract';
import { MergeSchema, optionalText } from '@tutoring/contract/writes';
import { FormField } from '@tutoring/design-system';
import { FormModal, Autocomplete, RadioGroup, TextArea } from '@tutoring/design-system/forms';
import { FIELD_REQUIRED } from '@tutoring/domain';

/** A record that can be merged: id and display name. */
export interface MergeCandidate {
  id: number;
  name: string;
  /** Extra text shown in the options (e-mail, school...). */
  detail?: string;
}

/** What a merge sends (CRM-15, CRM-26): the contract's merge member. */
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

/** The form: the other record, which one is kept, notes; mapped to the contract's {@link MergeSchema} on submit. */
const MergeFormSchema = z.looseObject({
  other: z
    .nullable(z.looseObject({ id: z.int(), name: z.string() }))
    .check(z.refine((other) => other !== null, FIELD_REQUIRED)),
  keep: z.enum(['this', 'other']),
  notes: optionalText(10000),
});
type Values = { other: MergeCandidate | null; keep: 'this' | 'other'; notes: string };

/**
 * Merge modal (xl; CRM-15 parents, CRM-26 students): pick the other record, choose which one to keep (currentId)
 * and which one is transferred into it (transferId), add notes, then confirm. Records are named, never numbered.
 */
export function MergeModal<T>({ open, noun, record, search, merge, onMerged, onClose }: MergeModalProps<T>) {
  const form = useForm<Values>({
    resolver: zodResolver(MergeFormSchema) as never,
    defaultValues: { other: null, keep: 'this', notes: '' },
  });
  const other = form.watch('other');
  const bodyOf = ({ other: chosen, keep, notes }: Values): MergeBody => {
    const otherId = chosen!.id;
    const ids =
      keep === 'this' ? { currentId: record.id, transferId: otherId } : { currentId: otherId, transferId: record.id };
    return MergeSchema.parse({ ...ids, notes }) as MergeBody;
  };
  return (
    <FormModal<{ body: MergeBody; result: T }, Values>
      open={open}
      title={`Merge ${noun}s`}
      size="xl"
      onClose={onClose}
      submitLabel="Merge"
      form={form}
      onSubmit={async (values) => {
        const body = bodyOf(values);
        return { body, result: await merge(body) };
      }}
      onSaved={({ body, result }) => onMerged(body.currentId, result)}
      closeOnSave={false}
    >
      <p>
        Merging moves everything of the transferred {noun} to the kept {noun}, then deletes the transferred {noun}.
      </p>
      <FormField label={`Other ${noun}`} required name="other">
        <Controller
          control={form.control}
          name="other"
          render={({ field, fieldState }) => (
            <Autocomplete<MergeCandidate>
              value={field.value}
              onChange={field.onChange}
              loadOptions={async (query, signal) => (await search(query, signal)).filter((c) => c.id !== record.id)}
              getOptionLabel={(c) => c.name}
              getOptionKey={(c) => String(c.id)}
              renderOption={(c) => (
                <span>
                  {c.name}
                  {c.detail ? <small> — {c.detail}</small> : null}
                </span>
              )}
              invalid={fieldState.invalid}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="keep"
        render={({ field }) => (
          <RadioGroup
            label={`${noun[0]!.toUpperCase()}${noun.slice(1)} to keep`}
            name="merge-keep"
            value={field.value}
            onChange={(value: string) => field.onChange(value as 'this' | 'other')}
            options={[
              { value: 'this', label: `Keep ${record.name}` },
              { value: 'other', label: other ? `Keep ${other.name}` : `Keep the other ${noun}` },
            ]}
          />
        )}
      />
      <FormField label="Notes" name="notes">
        <TextArea {...form.register('notes')} rows={4} />
      </FormField>
    </FormModal>
  );
}
