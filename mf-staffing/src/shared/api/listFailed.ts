import type { UseQueryResult } from '@tanstack/react-query';
import { failedListError } from '@tutoring/api-client';

/**
 * Whether a list's query ran and failed: it threw, or its page resolved to the empty page 1 with its error (API-07).
 * Such a list must be shown as failed with Retry, never as empty (`data?.results ?? []` reads the same as "none").
 */
export const listFailed = (query: Pick<UseQueryResult, 'isError' | 'data'>): boolean =>
  query.isError || failedListError(query.data) !== undefined;
