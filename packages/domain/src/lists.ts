/** List helpers (DS-26, OP-47). */
import { UNAVAILABLE_DATES_SHOWN } from './constants';
import { andNOtherTimes } from './messages';

/**
 * DS-26, STF-18: the first `max` (default 5) dates, and "and N other times" for the rest; `moreText` is null when
 * nothing is left over.
 */
export function unavailableDatesSummary<T>(
  dates: readonly T[],
  max: number = UNAVAILABLE_DATES_SHOWN,
): { shown: T[]; moreText: string | null } {
  const shown = dates.slice(0, Math.max(0, max));
  const rest = dates.length - shown.length;
  return { shown, moreText: rest > 0 ? andNOtherTimes(rest) : null };
}

/**
 * OP-47: 1-based indices of the first and last row of a page: startIndex = (page - 1) x pageSize + 1, endIndex =
 * min(page x pageSize, totalCount); both 0 when the list is empty or the page lies past the last row.
 */
export function listIndices({ page, pageSize, totalCount }: { page: number; pageSize: number; totalCount: number }): {
  startIndex: number;
  endIndex: number;
} {
  const startIndex = (Math.max(1, page) - 1) * pageSize + 1;
  const endIndex = Math.min(Math.max(1, page) * pageSize, totalCount);
  if (totalCount <= 0 || startIndex > totalCount) return { startIndex: 0, endIndex: 0 };
  return { startIndex, endIndex };
}
