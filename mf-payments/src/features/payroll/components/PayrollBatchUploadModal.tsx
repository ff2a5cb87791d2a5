import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@tutoring/contract';
import { PayrollItemCreateSchema } from '@tutoring/contract/writes';
import { Alert, FormField } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { useUploadPayrollItems, type PayrollBatchResult } from '../api/payroll-items';
import { parsePayrollCsv, type PayrollRow } from './payrollCsv';

/** Reads a chosen file as text (FileReader works in every browser, and in jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(file);
  });
}

/** Our message (OP-11 gives no wording): nothing to upload yet. */
export const CHOOSE_CSV = 'Choose a CSV file with at least one payroll item.';

/** The batch: the rows read from the file, each a payroll item body of the contract. */
const BatchSchema = z.looseObject({ rows: z.array(PayrollItemCreateSchema).check(z.minLength(1, CHOOSE_CSV)) });
interface BatchValues {
  rows: PayrollRow[];
}

/**
 * PAY-32, OP-11: payroll batch upload (md): a CSV file read in the browser and checked line by line, each row against
 * the contract's payroll item body, then each created through the generic `POST payroll_items`. The summary says how
 * many were saved and which failed; the modal stays open on it.
 */
export function PayrollBatchUploadModal({ onClose }: { onClose: () => void }) {
  const fileId = useId();
  const form = useForm<BatchValues>({ resolver: zodResolver(BatchSchema) as never, defaultValues: { rows: [] } });
  const rows = form.watch('rows');
  const [problems, setProblems] = useState<string[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    setResult(null);
    if (!file) return;
    const parsed = parsePayrollCsv(await readText(file));
    form.setValue('rows', parsed.rows, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setProblems(parsed.problems);
  };
  const uploadItems = useUploadPayrollItems();
  const upload = ({ rows: batch }: BatchValues) => uploadItems.mutateAsync(batch.map((row) => ({ ...row })));
  return (
    <FormModal<PayrollBatchResult, BatchValues>
      open
      onClose={onClose}
      size="md"
      title="Payroll batch upload"
      form={form}
      closeOnSave={false}
      submitLabel={`Upload ${rows.length > 0 ? `${rows.length} item${rows.length === 1 ? '' : 's'}` : ''}`.trim()}
      onSubmit={upload}
      onSaved={({ saved, failures }) => {
        form.reset({ rows: [] });
        setProblems(failures);
        setResult(`${saved} payroll item${saved === 1 ? '' : 's'} saved.`);
      }}
    >
      <FormField id={fileId} label="CSV file" help="Columns: employeeId, amount, date, description" name="rows">
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${fileId}-help`}
          onChange={(e) => void read(e.target.files?.[0])}
        />
      </FormField>
      {result ? (
        <Alert tone="info" role="status">
          {result}
        </Alert>
      ) : null}
      {problems.length > 0 ? (
        <Alert>
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      ) : null}
    </FormModal>
  );
}
