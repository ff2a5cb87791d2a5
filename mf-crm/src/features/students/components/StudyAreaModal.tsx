import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { api, queryKeys, recordVersion } from '@tutoring/api-client';
import { FormModal, Autocomplete, FormField, Select, Spinner } from '@tutoring/design-system';
import { FIELD_REQUIRED, FILL_REQUIRED_FIELDS, TUTOR_AUTOCOMPLETE_DELAY_MS, formatDate } from '@tutoring/domain';
import { StudyAreaCreateSchema, type StudyArea, type Student, type Tutor } from '@tutoring/contract';
import { StudentAutocomplete } from '../../../shared/components/StudentAutocomplete';
import { useSubjectOptions } from '../../../shared/api/reference';

type Ref = {
  id: number;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};
const refName = (r: Ref) => r.fullName ?? r.name ?? [r.firstName, r.lastName].filter(Boolean).join(' ');

/** The form: the contract's study area with the chosen tutor and student records (mapped to their ids). */
const StudyAreaFormSchema = StudyAreaCreateSchema.omit({ studentId: true, tutorId: true }).extend({
  student: z
    .looseObject({ id: z.int() })
    .nullable()
    .refine((s) => s !== null, FIELD_REQUIRED),
  tutor: z.looseObject({ id: z.int() }).nullable(),
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
        <Select
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
          options={options}
          placeholder="None"
        />
      )}
    />
  );
}

function StudyAreaForm({
  studyArea,
  student,
  onClose,
  onSaved,
}: {
  studyArea: StudyArea | null;
  student: Student | null;
  onClose: () => void;
  onSaved: (s: StudyArea) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(StudyAreaFormSchema) as never,
    defaultValues: {
      tutor: (studyArea?.tutor as Ref | null | undefined) ?? null,
      student: student ?? (studyArea?.student as Student | null | undefined) ?? null,
      subjectId: studyArea?.subjectId ?? null,
      testDateId: studyArea?.testDateId ?? null,
    },
  });
  // The version the form was opened on (issue 20): a save someone made since answers 409.
  const [version] = useState(() => (studyArea ? recordVersion('study_areas', studyArea.id) : undefined));
  const subjects = useSubjectOptions();
  const testDates = useQuery({
    queryKey: queryKeys.list('test_dates', { per: 100 }),
    queryFn: () => api.testDates.list({ per: 100, orderBy: 'date' }),
  });
  const subjectName = (id: number | null | undefined) => subjects.find((s) => s.value === String(id))?.label ?? '';
  const testDateOptions = (testDates.data?.results ?? []).map((t) => ({
    value: String(t.id),
    label: [formatDate(t.date), subjectName(t.subjectId)].filter(Boolean).join(' — '),
  }));
  return (
    <FormModal<StudyArea, Values>
      open
      title={studyArea ? 'Edit study area' : 'New study area'}
      size="md"
      onClose={onClose}
      form={form}
      invalidMessage={FILL_REQUIRED_FIELDS}
      onSubmit={({ tutor, student: chosen, subjectId, testDateId }) => {
        const body = { tutorId: tutor?.id ?? null, studentId: chosen!.id, subjectId, testDateId };
        return studyArea
          ? api.studyAreas.update(studyArea.id, body, { handleErrors: false, ifMatch: version })
          : api.studyAreas.create(body, { handleErrors: false });
      }}
      onSaved={onSaved}
      closeOnSave={false}
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
              loadOptions={async (query, signal) =>
                (await api.tutors.search(query, {}, { signal, handleErrors: false })).results as Tutor[]
              }
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

/**
 * Study area modal (md, CRM-37, OP-23): tutor, student, subject (with its category name, `GET subjects`) and test
 * date; loads and saves the generic `study_areas/{id}`.
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
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.detail('study_areas', id ?? -1, 'tutor,student,subject,test_date'),
    queryFn: () => api.studyAreas.get(id as number, { include: 'subject,test_date' }),
    enabled: id !== null,
  });
  if (id !== null && !data) return isLoading ? <Spinner label="Loading study area" /> : null;
  return <StudyAreaForm studyArea={data ?? null} student={student} onClose={onClose} onSaved={onSaved} />;
}
