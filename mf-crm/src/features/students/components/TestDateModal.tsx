import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { FormField, LoadFailure, Modal } from '@tutoring/design-system';
import { FormModal, DateInput, IdSelect, useFillOnce } from '@tutoring/design-system/forms';
import type { TestDate } from '@tutoring/contract';
import { TestDateCreateSchema } from '@tutoring/contract/writes';
import { useSubjectOptions } from '../../../shared/api/reference';
import { testDateQueries, useSaveTestDate } from '../api/study-areas';

/** The values the test date form edits: the contract's test date body (CRM-38). */
interface Values {
  date: string | null;
  subjectId: number | null;
}

/**
 * Test date modal (md, CRM-38, OP-23): date (MM/DD/YYYY) and subject; loads and saves the generic `test_dates/{id}`
 * (the dialog shows "Loading test date" until the record is in the form; a failed load, told by the error policy,
 * shows nothing). A new test date opened from a study area (`studyAreaId`) becomes that area's test date.
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
  const query = useQuery(testDateQueries.detail(id));
  const form = useForm<Values>({
    resolver: zodResolver(TestDateCreateSchema) as never,
    defaultValues: { date: null, subjectId: null },
  });
  const [version, keepVersion] = useOpenedVersion('test_dates');
  const filled = useFillOnce(
    form,
    id === null ? null : query.data,
    (testDate) => ({ date: testDate.date ?? null, subjectId: testDate.subjectId ?? null }),
    keepVersion,
  );
  const subjects = useSubjectOptions();
  const save = useSaveTestDate();
  if (id !== null && query.isError)
    return (
      <Modal open title="Edit test date" size="md" onClose={onClose}>
        <LoadFailure what="this test date" onRetry={() => query.refetch()} />
      </Modal>
    );
  return (
    <FormModal<TestDate, Values>
      open
      title={id !== null ? 'Edit test date' : 'New test date'}
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={({ date, subjectId }) =>
        save.mutateAsync({ id, body: { date, subjectId }, ifMatch: version, studyAreaId })
      }
      onSaved={onSaved}
      closeOnSave={false}
      loading={!filled && 'Loading test date'}
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
          render={({ field }) => <IdSelect {...field} options={subjects} placeholder="None" />}
        />
      </FormField>
    </FormModal>
  );
}
