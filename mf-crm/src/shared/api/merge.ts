// What a merge (CRM-15, CRM-16, CRM-26) changes in the cache: one module so the parent and student merges agree.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys, recordMissing } from '@tutoring/api-client';

/**
 * After a merge: the transferred record no longer exists, so its cached record is reset (no data: a screen or a Back
 * to it asks again and shows "does not exist" on the 404, never the old record with its actions); the kept record
 * took over the transferred one's students, notes, contact histories, study areas and test dates, so every cached
 * list and record of every resource is re-queried (reference data, `queryKeys.call`, is left alone).
 */
export function refreshAfterMerge(client: QueryClient, transferredKey: QueryKey): void {
  void client.resetQueries({ queryKey: transferredKey, exact: true });
  const [root] = queryKeys.all;
  void client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === root &&
      (queryKey[2] === 'list' || queryKey[2] === 'detail') &&
      !sameKey(queryKey, transferredKey),
  });
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A write on a record that turned out not to exist (404: merged or deleted elsewhere, e.g. in another tab): its
 * cached record is asked again, so the screen shows that it does not exist instead of the stale record and actions.
 */
export function refreshIfMissing(client: QueryClient, recordKey: QueryKey, id: number, error: unknown): void {
  if (recordMissing(id, error)) void client.invalidateQueries({ queryKey: recordKey, exact: true });
}
