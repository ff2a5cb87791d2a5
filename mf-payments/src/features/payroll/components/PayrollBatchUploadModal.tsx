import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, queryKeys } from '@tutoring/api-client';
import { Button, FormField, Modal } from '@tutoring/design-system';
import { Notice } from '../../../components/Notice';
import { parsePayrollCsv, type PayrollRow } from './payrollCsv';

/**
 * PAY-32, OP-11: payroll batch upload (md): a CSV file read in the browser, checked line by line, then each row
 * created through the generic `POST payroll_items`. The summary says how many were saved and which failed.
 */
export function PayrollBatchUploadModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<PayrollRow[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    setResult(null);
    if (!file) return;
    const parsed = parsePayrollCsv(await file.text());
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
      <FormField label="CSV file" help="Columns: employeeId, amount, date, description">
        <input type="file" accept=".csv,text/csv" onChange={(e) => void read(e.target.files?.[0])} />
      </FormField>
      {result ? <Notice tone="info">{result}</Notice> : null}
      {problems.length > 0 ? (
        <Notice tone="error">
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Notice>
      ) : null}
    </Modal>
  );
}
