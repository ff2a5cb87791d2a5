import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { FormField, LoadFailure, Modal } from '@tutoring/design-system';
import { FormModal, Autocomplete, IdSelect, useFillOnce } from '@tutoring/design-system/forms';
import { FIELD_REQUIRED, formatDate } from '@tutoring/domain';
import { TUTOR_AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain/areas';
import { z, type StudyArea, type Student } from '@tutoring/contract';
import { StudyAreaCreateSchema } from '@tutoring/contract/writes';
import { StudentAutocomplete } from '../../../shared/components/StudentAutocomplete';
import { useSubjectOptions } from '../../../shared/api/reference';
import { searchTutors, studyAreaQueries, testDateQueries, useSaveStudyArea } from '../api/study-areas';

type Ref = {
  id: number;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};
const refName = (r: Ref) => r.fullName ?? r.name ?? [r.firstName, r.lastName].filter(Boolean).join(' ');

/** The form: the contract's study area with the chosen tutor and student records (mapped to their ids). */
const StudyAreaFormSchema = z.extend(z.omit(StudyAreaCreateSchema, { studentId: true, tutorId: true }), {
  student: z.nullable(z.looseObject({ id: z.int() })).check(z.refine((s) => s !== null, FIELD_REQUIRED)),
  tutor: z.nullable(z.looseObject({ id: z.int() })),
});
interface Values {
  tutor: Ref | null;
  student: Student | null;
  subjectId: number | null;
  testDateId: number | null;
}

/** A select of ids bound to the form (empty = null). */
function RefSelect({
  name,
  form,
  options,
}: {
  name: 'subjectId' | 'testDateId';
  form: ReturnType<typeof useForm<Values>>;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <IdSelect
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          options={options}
          placeholder="None"
        />
      )}
    />
  );
}

/**
 * Study area modal (md, CRM-37, OP-23): tutor, student, subject (with its category name, `GET subjects`) and test
 * date; loads and saves the generic `study_areas/{id}` (a save invalidates the study areas). The dialog shows "Loading
 * study area" until the record is in the form (a failed load, told by the error policy, shows nothing).
 */
export function StudyAreaModal({
  id,
  student,
  onClose,
  onSaved,
}: {
  id: number | null;
  student: Student | null;
  onClose: () => void;
  onSaved: (s: StudyArea) => void;
}) {
  const query = useQuery(studyAreaQueries.detail(id));
  const valuesOf = (studyArea: StudyArea | null): Values => ({
    tutor: (studyArea?.tutor as Ref | null | undefined) ?? null,
    student: student ?? (studyArea?.student as Student | null | undefined) ?? null,
    subjectId: studyArea?.subjectId ?? null,
    testDateId: studyArea?.testDateId ?? null,
  });
  const form = useForm<Values>({
    resolver: zodResolver(StudyAreaFormSchema) as never,
    defaultValues: valuesOf(null),
  });
  const [version, keepVersion] = useOpenedVersion('study_areas');
  const filled = useFillOnce(form, id === null ? null : query.data, valuesOf, keepVersion);
  const subjects = useSubjectOptions();
  const testDates = useQuery(testDateQueries.list());
  const save = useSaveStudyArea();
  const subjectName = (id: number | null | undefined) => subjects.find((s) => s.value === String(id))?.label ?? '';
  const testDateOptions = (testDates.data?.results ?? []).map((t) => ({
    value: String(t.id),
    label: [formatDate(t.date), subjectName(t.subjectId)].filter(Boolean).join(' — '),
  }));
  if (id !== null && query.isError)
    return (
      <Modal open title="Edit study area" size="md" onClose={onClose}>
        <LoadFailure what="this study area" onRetry={() => query.refetch()} />
      </Modal>
    );
  return (
    <FormModal<StudyArea, Values>
      open
      title={id !== null ? 'Edit study area' : 'New study area'}
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={({ tutor, student: chosen, subjectId, testDateId }) => {
        const body = { tutorId: tutor?.id ?? null, studentId: chosen!.id, subjectId, testDateId };
        return save.mutateAsync({ id, body, ifMatch: version });
      }}
      onSaved={onSaved}
      closeOnSave={false}
      loading={!filled && 'Loading study area'}
    >
      <FormField label="Tutor" name="tutor">
        <Controller
          control={form.control}
          name="tutor"
          render={({ field }) => (
            <Autocomplete<Ref>
              value={field.value}
              onChange={field.onChange}
              debounce={TUTOR_AUTOCOMPLETE_DELAY_MS}
              loadOptions={searchTutors}
              getOptionLabel={refName}
              getOptionKey={(t) => String(t.id)}
            />
          )}
        />
      </FormField>
      <FormField label="Student" required name="student">
        <Controller
          control={form.control}
          name="student"
          render={({ field }) => (
            <StudentAutocomplete value={field.value} onChange={field.onChange} disabled={Boolean(student)} />
          )}
        />
      </FormField>
      <FormField label="Subject" name="subjectId">
        <RefSelect name="subjectId" form={form} options={subjects} />
      </FormField>
      <FormField label="Test date" name="testDateId">
        <RefSelect name="testDateId" form={form} options={testDateOptions} />
      </FormField>
    </FormModal>
  );
}
