import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { recordVersion } from '@tutoring/api-client';
import { FormModal, DateInput, FormField, Select, Spinner } from '@tutoring/design-system';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain/areas';
import { TestDateCreateSchema, type TestDate } from '@tutoring/contract';
import { useSubjectOptions } from '../../../shared/api/reference';
import { testDateQueries, useSaveTestDate } from '../api/study-areas';

/** The values the test date form edits: the contract's test date body (CRM-38). */
interface Values {
  date: string | null;
  subjectId: number | null;
}

function TestDateForm({
  testDate,
  studyAreaId,
  onClose,
  onSaved,
}: {
  testDate: TestDate | null;
  studyAreaId?: number;
  onClose: () => void;
  onSaved: (t: TestDate) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(TestDateCreateSchema) as never,
    defaultValues: { date: testDate?.date ?? null, subjectId: testDate?.subjectId ?? null },
  });
  // The version the form was opened on (issue 20): a save someone made since answers 409.
  const [version] = useState(() => (testDate ? recordVersion('test_dates', testDate.id) : undefined));
  const subjects = useSubjectOptions();
  const save = useSaveTestDate();
  return (
    <FormModal<TestDate, Values>
      open
      title={testDate ? 'Edit test date' : 'New test date'}
      size="md"
      onClose={onClose}
      form={form}
      invalidMessage={FILL_REQUIRED_FIELDS}
      onSubmit={({ date, subjectId }) =>
        save.mutateAsync({ id: testDate?.id ?? null, body: { date, subjectId }, ifMatch: version, studyAreaId })
      }
      onSaved={onSaved}
      closeOnSave={false}
    >
      <FormField label="Date" required name="date">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
      <FormField label="Subject" name="subjectId">
        <Controller
          control={form.control}
          name="subjectId"
          render={({ field }) => (
            <Select
              {...field}
              value={field.value == null ? '' : String(field.value)}
              onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
              options={subjects}
              placeholder="None"
            />
          )}
        />
      </FormField>
    </FormModal>
  );
}

/**
 * Test date modal (md, CRM-38, OP-23): date (MM/DD/YYYY) and subject; loads and saves the generic `test_dates/{id}`.
 * A new test date opened from a study area (`studyAreaId`) becomes that area's test date.
 */
export function TestDateModal({
  id,
  studyAreaId,
  onClose,
  onSaved,
}: {
  id: number | null;
  studyAreaId?: number;
  onClose: () => void;
  onSaved: (t: TestDate) => void;
}) {
  const { data, isLoading } = useQuery(testDateQueries.detail(id));
  if (id !== null && !data) return isLoading ? <Spinner label="Loading test date" /> : null;
  return <TestDateForm testDate={data ?? null} studyAreaId={studyAreaId} onClose={onClose} onSaved={onSaved} />;
}
