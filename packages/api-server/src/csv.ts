import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

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

/** Sends rows as a CSV file download named `filename` ({@link toCsv}). */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(toCsv(columns, rows));
}
