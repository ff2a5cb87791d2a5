import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, Select, TextInput } from '@tutoring/design-system';
import { FormModal, Autocomplete } from '@tutoring/design-system/forms';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { SCHOOL_CATEGORIES, SCHOOL_TYPES } from '@tutoring/domain/areas';
import { z, type LeadSource } from '@tutoring/contract';
import { PendingSchoolPromoteSchema } from '@tutoring/contract/writes';
import { searchSchools, useMergePendingSchool, usePromotePendingSchool } from '../api/lead-sources';

/** The merge form: the chosen actual school (the contract's `actualSchoolId` on submit). */
const MergeSchoolFormSchema = z.looseObject({
  actual: z.nullable(z.looseObject({ id: z.int() })).check(z.refine((s) => s !== null, FIELD_REQUIRED)),
});

/**
 * Merge a pending school into an actual school (md, CRM-23): `PUT pending_schools/{id}/merge` with
 * `{actualSchoolId}`. Only opened for a `PendingSchool` (the list shows "School must be pending to merge" otherwise). The
 * merge invalidates the lead sources.
 */
export function MergeSchoolModal({
  school,
  onClose,
  onMerged,
}: {
  school: LeadSource;
  onClose: () => void;
  onMerged: () => void;
}) {
  const form = useForm<{ actual: LeadSource | null }>({
    resolver: zodResolver(MergeSchoolFormSchema) as never,
    defaultValues: { actual: null },
  });
  const merge = useMergePendingSchool();
  return (
    <FormModal<LeadSource, { actual: LeadSource | null }>
      open
      title={`Merge ${school.name ?? 'school'} into a school`}
      size="md"
      submitLabel="Merge"
      onClose={onClose}
      form={form}
      onSubmit={({ actual }) => merge.mutateAsync({ id: school.id, actualSchoolId: actual!.id })}
      onSaved={onMerged}
      closeOnSave={false}
    >
      <FormField label="Actual school" required name="actual">
        <Controller
          control={form.control}
          name="actual"
          render={({ field, fieldState }) => (
            <Autocomplete<LeadSource>
              value={field.value}
              onChange={field.onChange}
              loadOptions={searchSchools}
              getOptionLabel={(s) => s.name ?? ''}
              getOptionKey={(s) => String(s.id)}
              invalid={fieldState.invalid}
            />
          )}
        />
      </FormField>
    </FormModal>
  );
}

interface PromoteValues {
  name: string;
  category: string | null;
  schoolType: string | null;
}

/**
 * Promote a pending school to a real school (md, CRM-24): `PUT pending_schools/{id}/promote` with
 * `{school: {name, category, schoolType}}` on the contract's promote schema; invalidates the lead sources.
 */
export function PromoteSchoolModal({
  school,
  onClose,
  onPromoted,
}: {
  school: LeadSource;
  onClose: () => void;
  onPromoted: () => void;
}) {
  const form = useForm<PromoteValues>({
    resolver: zodResolver(PendingSchoolPromoteSchema) as never,
    defaultValues: {
      name: school.name ?? '',
      category: school.category ?? null,
      schoolType: school.schoolType ?? null,
    },
  });
  const promote = usePromotePendingSchool();
  const optional = (name: 'category' | 'schoolType', values: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value || null)}
          options={values.map((v) => ({ value: v, label: v }))}
          placeholder="None"
        />
      )}
    />
  );
  return (
    <FormModal<LeadSource, PromoteValues>
      open
      title={`Promote ${school.name ?? 'school'}`}
      size="md"
      submitLabel="Promote"
      onClose={onClose}
      form={form}
      onSubmit={({ name, category, schoolType }) =>
        promote.mutateAsync({ id: school.id, school: { name: name.trim(), category, schoolType } })
      }
      onSaved={onPromoted}
      closeOnSave={false}
      serverFieldOf={(message) => (message.startsWith('School name') ? 'name' : undefined)}
    >
      <FormField label="School name" required name="name">
        <TextInput {...form.register('name')} />
      </FormField>
      <FormField label="Category" name="category">
        {optional('category', SCHOOL_CATEGORIES)}
      </FormField>
      <FormField label="School type" name="schoolType">
        {optional('schoolType', SCHOOL_TYPES)}
      </FormField>
    </FormModal>
  );
}
