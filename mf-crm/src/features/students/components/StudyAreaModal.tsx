import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { FormModal, Autocomplete, FormField, Select, Spinner } from '@tutoring/design-system';
import { FILL_REQUIRED_FIELDS, TUTOR_AUTOCOMPLETE_DELAY_MS, formatDate } from '@tutoring/domain';
import type { StudyArea, Student, Tutor } from '@tutoring/contract';
import { useFormFeedback } from '../../../shared/components/formFeedback';
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
  const [tutor, setTutor] = useState<Ref | null>((studyArea?.tutor as Ref | null | undefined) ?? null);
  const [chosenStudent, setStudent] = useState<Student | null>(
    student ?? (studyArea?.student as Student | null | undefined) ?? null,
  );
  const [subjectId, setSubjectId] = useState(studyArea?.subjectId ? String(studyArea.subjectId) : '');
  const [testDateId, setTestDateId] = useState(studyArea?.testDateId ? String(studyArea.testDateId) : '');
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
  const feedback = useFormFeedback(() => (chosenStudent ? null : FILL_REQUIRED_FIELDS));
  return (
    <FormModal<StudyArea>
      open
      title={studyArea ? 'Edit study area' : 'New study area'}
      size="md"
      onClose={onClose}
      onSave={feedback.guard(() => {
        const body = {
          tutorId: tutor?.id ?? null,
          studentId: chosenStudent!.id,
          subjectId: subjectId ? Number(subjectId) : null,
          testDateId: testDateId ? Number(testDateId) : null,
        };
        return studyArea
          ? api.studyAreas.update(studyArea.id, body, { handleErrors: false })
          : api.studyAreas.create(body, { handleErrors: false });
      })}
      onSaved={onSaved}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <FormField label="Tutor">
        <Autocomplete<Ref>
          value={tutor}
          onChange={setTutor}
          debounce={TUTOR_AUTOCOMPLETE_DELAY_MS}
          loadOptions={async (query, signal) =>
            (await api.tutors.search(query, {}, { signal, handleErrors: false })).results as Tutor[]
          }
          getOptionLabel={refName}
          getOptionKey={(t) => String(t.id)}
        />
      </FormField>
      <FormField label="Student" required>
        <StudentAutocomplete value={chosenStudent} onChange={setStudent} disabled={Boolean(student)} />
      </FormField>
      <FormField label="Subject">
        <Select
          value={subjectId}
          onChange={(e) => setSubjectId(e.target.value)}
          options={subjects}
          placeholder="None"
        />
      </FormField>
      <FormField label="Test date">
        <Select
          value={testDateId}
          onChange={(e) => setTestDateId(e.target.value)}
          options={testDateOptions}
          placeholder="None"
        />
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
