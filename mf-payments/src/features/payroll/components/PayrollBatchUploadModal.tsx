import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, queryKeys } from '@tutoring/api-client';
import { Alert, Button, FormField, Modal } from '@tutoring/design-system';
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

/**
 * PAY-32, OP-11: payroll batch upload (md): a CSV file read in the browser, checked line by line, then each row
 * created through the generic `POST payroll_items`. The summary says how many were saved and which failed.
 */
export function PayrollBatchUploadModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [rows, setRows] = useState<PayrollRow[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    setResult(null);
    if (!file) return;
    const parsed = parsePayrollCsv(await readText(file));
    setRows(parsed.rows);
    setProblems(parsed.problems);
  };
  const upload = async () => {
    setProcessing(true);
    const failures: string[] = [];
    let saved = 0;
    for (const [i, row] of rows.entries()) {
      try {
        await api.payrollItems.create({ ...row }, { handleErrors: false });
        saved += 1;
      } catch (error) {
        failures.push(`Row ${i + 1}: ${error instanceof ApiError ? error.errors.join(' ') : 'could not be saved'}`);
      }
    }
    setProcessing(false);
    setProblems(failures);
    setRows([]);
    setResult(`${saved} payroll item${saved === 1 ? '' : 's'} saved.`);
    await queryClient.invalidateQueries({ queryKey: queryKeys.resource('payroll_items') });
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title="Payroll batch upload"
      footer={
        <Button variant="primary" onClick={() => void upload()} loading={processing} disabled={rows.length === 0}>
          Upload {rows.length > 0 ? `${rows.length} item${rows.length === 1 ? '' : 's'}` : ''}
        </Button>
      }
    >
      <FormField id={fileId} label="CSV file" help="Columns: employeeId, amount, date, description">
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
    </Modal>
  );
}
