import { formatDate } from '@tutoring/domain';

/** Money in dollars (OP-03) as "$1,234.50"; empty for a missing value. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A date or date-time as MM/DD/YYYY, or an em dash when missing. */
export function dateOrDash(value: string | null | undefined, timeZone?: string | null): string {
  return value ? formatDate(value, timeZone) || '—' : '—';
}

/** A status value ("pending_cancellation") as words ("pending cancellation"). */
export function statusLabel(status: string | null | undefined): string {
  return (status ?? '').replace(/_/g, ' ');
}
