import type { ReactElement } from 'react';
import { failedListError } from '@tutoring/api-client';
import { LoadFailure } from '@tutoring/design-system';

/** A read of a section or page: a query result. */
export interface Read {
  isError: boolean;
  data?: unknown;
  refetch: () => Promise<unknown>;
}

/** A list that failed resolved to its empty page 1 with the error (API-07): for a section, that is a failure too. */
const failed = ({ isError, data }: Read): boolean => isError || failedListError(data) !== undefined;

/**
 * The failure of a dashboard section or a page when one of its reads failed, else null: "We could not load {what}."
 * with Retry, which asks again for the failed reads only (never its empty text, which would say there is nothing).
 */
export function failureOf(what: string, ...reads: Read[]): ReactElement | null {
  const failures = reads.filter(failed);
  if (failures.length === 0) return null;
  return <LoadFailure what={what} onRetry={() => Promise.all(failures.map((read) => read.refetch()))} />;
}
