import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiError, queryKeys } from '@tutoring/api-client';
import { PayrollItemCreateSchema, z } from '@tutoring/contract';
import { Alert, FormField, FormModal } from '@tutoring/design-system';
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
const BatchSchema = z.looseObject({ rows: z.array(PayrollItemCreateSchema).min(1, CHOOSE_CSV) });
interface BatchValues {
  rows: PayrollRow[];
}
interface BatchResult {
  saved: number;
  failures: string[];
}

/**
 * PAY-32, OP-11: payroll batch upload (md): a CSV file read in the browser and checked line by line, each row against
 * the contract's payroll item body, then each created through the generic `POST payroll_items`. The summary says how
 * many were saved and which failed; the modal stays open on it.
 */
export function PayrollBatchUploadModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
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
  const upload = async ({ rows: batch }: BatchValues): Promise<BatchResult> => {
    const failures: string[] = [];
    let saved = 0;
    for (const [i, row] of batch.entries()) {
      try {
        await api.payrollItems.create({ ...row }, { handleErrors: false });
        saved += 1;
      } catch (error) {
        failures.push(`Row ${i + 1}: ${error instanceof ApiError ? error.errors.join(' ') : 'could not be saved'}`);
      }
    }
    return { saved, failures };
  };
  return (
    <FormModal<BatchResult, BatchValues>
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
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource('payroll_items') });
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
