import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { FormModal, DateInput, FormField, Select, Spinner } from '@tutoring/design-system';
import { FIELD_REQUIRED, FILL_REQUIRED_FIELDS } from '@tutoring/domain';
import type { TestDate } from '@tutoring/contract';
import { useFormFeedback } from '../../../shared/components/formFeedback';
import { useSubjectOptions } from '../../../shared/api/reference';

function TestDateForm({
  testDate,
  onClose,
  onSaved,
}: {
  testDate: TestDate | null;
  onClose: () => void;
  onSaved: (t: TestDate) => void;
}) {
  const [date, setDate] = useState<string | null>(testDate?.date ?? null);
  const [subjectId, setSubjectId] = useState(testDate?.subjectId ? String(testDate.subjectId) : '');
  const [showErrors, setShowErrors] = useState(false);
  const subjects = useSubjectOptions();
  const feedback = useFormFeedback(() => {
    setShowErrors(true);
    return date ? null : FILL_REQUIRED_FIELDS;
  });
  return (
    <FormModal<TestDate>
      open
      title={testDate ? 'Edit test date' : 'New test date'}
      size="md"
      onClose={onClose}
      onSave={feedback.guard(() => {
        const body = { date, subjectId: subjectId ? Number(subjectId) : null };
        return testDate
          ? api.testDates.update(testDate.id, body, { handleErrors: false })
          : api.testDates.create(body, { handleErrors: false });
      })}
      onSaved={onSaved}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <FormField label="Date" required error={showErrors && !date ? FIELD_REQUIRED : null}>
        <DateInput value={date} onChange={setDate} />
      </FormField>
      <FormField label="Subject">
        <Select
          value={subjectId}
          onChange={(e) => setSubjectId(e.target.value)}
          options={subjects}
          placeholder="None"
        />
      </FormField>
    </FormModal>
  );
}

/** Test date modal (md, CRM-38, OP-23): date (MM/DD/YYYY) and subject; loads and saves the generic `test_dates/{id}`. */
export function TestDateModal({
  id,
  onClose,
  onSaved,
}: {
  id: number | null;
  onClose: () => void;
  onSaved: (t: TestDate) => void;
}) {
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.detail('test_dates', id ?? -1),
    queryFn: () => api.testDates.get(id as number),
    enabled: id !== null,
  });
  if (id !== null && !data) return isLoading ? <Spinner label="Loading test date" /> : null;
  return <TestDateForm testDate={data ?? null} onClose={onClose} onSaved={onSaved} />;
}
