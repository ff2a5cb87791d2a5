import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';

/** First characters a spreadsheet reads as a formula (OWASP CSV injection; the full-width forms as Apple Numbers does). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * RFC 4180 CSV of `rows` (csv-stringify): a header of `columns`, then one record per row in that column order, CRLF
 * after every record. A value holding a comma, a double quote or a line break is quoted (quotes doubled); null and
 * undefined are empty; objects are their JSON; booleans `true`/`false`. A text cell that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading `'` and is quoted, as OWASP recommends
 * against CSV injection; numbers, negative ones included, stay numbers.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify(rows as Record<string, unknown>[], {
    header: true,
    columns: [...columns],
    record_delimiter: '\r\n',
    // Quote a value holding a line break of either kind (by default only the record delimiter, CRLF, is quoted).
    quote_record_delimiter: true,
    escape_formulas: true,
    quoted_match: FORMULA_START,
    cast: {
      // A number is never a formula: it keeps its sign and is not quoted.
      number: (value) => ({ value: String(value), quoted_match: null }),
      boolean: (value) => String(value),
      object: (value) => JSON.stringify(value),
      date: (value) => value.toISOString(),
    },
  });
}

/** A calendar date (`YYYY-MM-DD…`) as the product shows it, MM/DD/YYYY; empty when there is none. */
export function csvDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = DateTime.fromISO(value.slice(0, 10), { zone: 'UTC' });
  return date.isValid ? date.toFormat('MM/dd/yyyy') : value;
}

/** An instant as the product shows it in `zone`: MM/DD/YYYY h:mm AM, which spreadsheets read as a date-time. */
export function csvTime(value: string | Date | null | undefined, zone: string): string {
  if (!value) return '';
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  return time.isValid ? time.setZone(zone).toFormat('MM/dd/yyyy h:mm a') : String(value);
}

/**
 * Sends rows as a CSV file download named `filename` ({@link toCsv}), with a UTF-8 byte order mark first: without it
 * Excel reads the file in the machine's legacy code page and shows "ZoÃ«" for "Zoë".
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${toCsv(columns, rows)}`);
}
