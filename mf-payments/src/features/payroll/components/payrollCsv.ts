import Papa, { type ParseError } from 'papaparse';

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

/** How a value with commas, quotes or line breaks is written (the end of each quote problem). */
const QUOTING_RULE =
  'Put a value with commas, quotes or line breaks in double quotes, and write each quote inside it twice ("").';
/**
 * A quote that is never closed, or a quoted value with more text after its closing quote (`"Bonus" December`): the
 * reader takes what follows as the same value, up to a quote that closes it or to the end of the file, so the lines
 * from `line` to `lastLine` were read as one value and nothing of them is saved.
 */
export const csvQuoteProblem = (line: number, lastLine: number) =>
  `Line ${line}: a quote is not closed properly, so ${
    lastLine > line ? `nothing from this line to line ${lastLine}` : 'nothing from this line'
  } was saved. ${QUOTING_RULE}`;
/** A line with more values than the header names (most often a comma in a value without quotes). */
export const csvTooManyValuesProblem = (line: number) =>
  `Line ${line}: there are more values than columns. Put a value that contains a comma in double quotes.`;

/** Header names as compared: `employee_id`, `EmployeeId` and ` employeeId ` are one column. */
const columnKey = (header: string) => header.trim().toLowerCase().replace(/_/g, '');
/** Blank (or whitespace-only) lines, skipped wherever they are, as before. */
const BLANK_LINE = /[ \t]*\n/y;

/** The offset of the first line at or after `offset` that is not blank. */
function skipBlankLines(text: string, offset: number): number {
  let at = offset;
  for (;;) {
    BLANK_LINE.lastIndex = at;
    if (!BLANK_LINE.test(text)) return at;
    at = BLANK_LINE.lastIndex;
  }
}

/** What of a row's parse errors is reported (a missing trailing value is left to the column checks). */
function rowProblem(errors: readonly ParseError[], line: number, lastLine: number): string | null {
  if (errors.some((e) => e.type === 'Quotes')) return csvQuoteProblem(line, lastLine);
  if (errors.some((e) => e.code === 'TooManyFields')) return csvTooManyValuesProblem(line);
  return null;
}

/**
 * PAY-32 batch upload: a CSV (RFC 4180, read with papaparse: values in double quotes may hold commas, line breaks and
 * doubled quotes; a byte order mark and Windows line ends are accepted) with a header row naming employeeId (or
 * employee_id), amount, date (YYYY-MM-DD or MM/DD/YYYY) and optionally description. Blank lines are skipped; a bad line
 * is reported by the line it starts on, never guessed or stored in part.
 */
export function parsePayrollCsv(text: string): PayrollCsv {
  const problems: string[] = [];
  const rows: PayrollRow[] = [];
  // One line end, so that a file mixing them is not read as one long line; the header starts at the first line with text.
  const normalized = text.replace(/\r\n?/g, '\n');
  const start = skipBlankLines(normalized, normalized.charCodeAt(0) === 0xfeff ? 1 : 0);
  const body = normalized.slice(start);
  if (body.trim() === '') return { rows, problems: ['The file is empty.'] };
  const firstLine = normalized.slice(0, start).split('\n').length;
  const options = { header: true, newline: '\n', skipEmptyLines: 'greedy', transformHeader: columnKey } as const;
  const fields = Papa.parse<Record<string, string>>(body, { ...options, preview: 1 }).meta.fields ?? [];
  if (!['employeeid', 'amount', 'date'].every((name) => fields.includes(name)))
    return { rows, problems: ['The first line must name the columns employeeId, amount and date.'] };
  const hasDescription = fields.includes('description');
  const lineAt = (offset: number) => firstLine + body.slice(0, offset).split('\n').length - 1;
  // Where the previous row ended: the header first (a header naming these columns has no line break in a value).
  let rowEnd = body.indexOf('\n') + 1;
  Papa.parse<Record<string, string | undefined>>(body, {
    ...options,
    step: ({ data, errors, meta }) => {
      // The row starts after the previous one (or the header) and the blank lines skipped before it.
      const lineNo = lineAt(skipBlankLines(body, rowEnd));
      rowEnd = meta.cursor;
      const problem = rowProblem(errors, lineNo, lineAt(Math.max(meta.cursor - 1, 0)));
      if (problem) {
        problems.push(problem);
        return;
      }
      const cell = (name: string) => (data[name] ?? '').trim();
      const employeeId = Number(cell('employeeid'));
      const amount = Number(cell('amount'));
      const rawDate = cell('date');
      const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(rawDate);
      const date = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : rawDate;
      if (!Number.isInteger(employeeId) || employeeId <= 0)
        problems.push(`Line ${lineNo}: employeeId must be a whole number.`);
      else if (!Number.isFinite(amount) || cell('amount') === '')
        problems.push(`Line ${lineNo}: amount must be a number.`);
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        problems.push(`Line ${lineNo}: date must be YYYY-MM-DD or MM/DD/YYYY.`);
      else rows.push({ employeeId, amount, date, description: hasDescription ? cell('description') || null : null });
    },
  });
  return { rows, problems };
}
