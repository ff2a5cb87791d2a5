import type { ReactElement } from 'react';
import { listQueryFailed } from '@tutoring/api-client';
import { LoadFailure } from '@tutoring/design-system';

/** A read of a section or page: a query result. */
export interface Read {
  isError: boolean;
  data?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The failure of a dashboard section or a page when one of its reads failed, else null: "We could not load {what}."
 * with Retry, which asks again for the failed reads only (never its empty text, which would say there is nothing).
 */
export function failureOf(what: string, ...reads: Read[]): ReactElement | null {
  const failures = reads.filter(listQueryFailed);
  if (failures.length === 0) return null;
  return <LoadFailure what={what} onRetry={() => Promise.all(failures.map((read) => read.refetch()))} />;
}
