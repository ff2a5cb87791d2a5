import { useState } from 'react';
import { api } from '@tutoring/api-client';
import { FormModal, Autocomplete, FormField, Select, TextInput } from '@tutoring/design-system';
import { FIELD_REQUIRED, FILL_REQUIRED_FIELDS, SCHOOL_CATEGORIES, SCHOOL_TYPES } from '@tutoring/domain';
import type { LeadSource } from '@tutoring/contract';
import { useFormFeedback } from '../../../shared/components/formFeedback';

/** Finds actual schools (type School) by name. */
export async function searchSchools(query: string, signal: AbortSignal): Promise<LeadSource[]> {
  return (await api.leadSources.list({ type: 'School', query, per: 10 }, { signal, handleErrors: false })).results;
}

/**
 * Merge a pending school into an actual school (md, CRM-23): `PUT pending_schools/{id}/merge` with
 * `{actualSchoolId}`. Only opened for a `PendingSchool` (the list shows "School must be pending to merge" otherwise).
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
  const [actual, setActual] = useState<LeadSource | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const feedback = useFormFeedback(() => {
    setShowErrors(true);
    return actual ? null : FILL_REQUIRED_FIELDS;
  });
  return (
    <FormModal
      open
      title={`Merge ${school.name ?? 'school'} into a school`}
      size="md"
      submitLabel="Merge"
      onClose={onClose}
      onSave={feedback.guard(() => api.pendingSchools.merge(school.id, actual!.id, { handleErrors: false }))}
      onSaved={onMerged}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <FormField label="Actual school" required error={showErrors && !actual ? FIELD_REQUIRED : null}>
        <Autocomplete<LeadSource>
          value={actual}
          onChange={setActual}
          loadOptions={searchSchools}
          getOptionLabel={(s) => s.name ?? `#${s.id}`}
          getOptionKey={(s) => String(s.id)}
          invalid={showErrors && !actual}
        />
      </FormField>
    </FormModal>
  );
}

/**
 * Promote a pending school to a real school (md, CRM-24): `PUT pending_schools/{id}/promote` with
 * `{school: {name, category, schoolType}}`.
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
  const [name, setName] = useState(school.name ?? '');
  const [category, setCategory] = useState(school.category ?? '');
  const [schoolType, setSchoolType] = useState(school.schoolType ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const feedback2 = useFormFeedback(() => {
    setShowErrors(true);
    return name.trim() ? null : FILL_REQUIRED_FIELDS;
  });
  return (
    <FormModal
      open
      title={`Promote ${school.name ?? 'school'}`}
      size="md"
      submitLabel="Promote"
      onClose={onClose}
      onSave={feedback2.guard(() =>
        api.pendingSchools.promote(
          school.id,
          { name: name.trim(), category: category || null, schoolType: schoolType || null },
          { handleErrors: false },
        ),
      )}
      onSaved={onPromoted}
      validate={feedback2.validate}
      describeError={feedback2.describeError}
      closeOnSave={false}
    >
      {feedback2.alerts}
      <FormField label="School name" required error={showErrors && !name.trim() ? FIELD_REQUIRED : null}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Category">
        <Select
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={SCHOOL_CATEGORIES.map((c) => ({ value: c, label: c }))}
          placeholder="None"
        />
      </FormField>
      <FormField label="School type">
        <Select
          value={schoolType}
          onChange={(e) => setSchoolType(e.target.value)}
          options={SCHOOL_TYPES.map((t) => ({ value: t, label: t }))}
          placeholder="None"
        />
      </FormField>
    </FormModal>
  );
}
