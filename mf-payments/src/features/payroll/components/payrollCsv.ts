/** One payroll row read from a batch file. */
export interface PayrollRow {
  employeeId: number;
  amount: number;
  date: string;
  description: string | null;
}

/** The outcome of reading a batch file: the rows, and the problems found per line. */
export interface PayrollCsv {
  rows: PayrollRow[];
  problems: string[];
}

/**
 * PAY-32 batch upload: a CSV with a header row naming employeeId (or employee_id), amount, date (YYYY-MM-DD or
 * MM/DD/YYYY) and optionally description. Blank lines are skipped; a bad line is reported, never guessed.
 */
export function parsePayrollCsv(text: string): PayrollCsv {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const problems: string[] = [];
  const rows: PayrollRow[] = [];
  if (lines.length === 0) return { rows, problems: ['The file is empty.'] };
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase().replace(/_/g, ''));
  const col = (name: string) => header.indexOf(name.toLowerCase());
  const [iEmployee, iAmount, iDate, iDescription] = [col('employeeId'), col('amount'), col('date'), col('description')];
  if (iEmployee < 0 || iAmount < 0 || iDate < 0)
    return { rows, problems: ['The first line must name the columns employeeId, amount and date.'] };
  lines.slice(1).forEach((line, index) => {
    const cells = line.split(',').map((c) => c.trim());
    const lineNo = index + 2;
    const employeeId = Number(cells[iEmployee]);
    const amount = Number(cells[iAmount]);
    const rawDate = cells[iDate] ?? '';
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(rawDate);
    const date = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : rawDate;
    if (!Number.isInteger(employeeId) || employeeId <= 0)
      problems.push(`Line ${lineNo}: employeeId must be a whole number.`);
    else if (!Number.isFinite(amount) || cells[iAmount] === '')
      problems.push(`Line ${lineNo}: amount must be a number.`);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push(`Line ${lineNo}: date must be YYYY-MM-DD or MM/DD/YYYY.`);
    else rows.push({ employeeId, amount, date, description: iDescription >= 0 ? cells[iDescription] || null : null });
  });
  return { rows, problems };
}
