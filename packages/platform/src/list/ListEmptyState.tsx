import type { ReactNode } from 'react';
import { ApiError } from '@tutoring/api-client';
import { Button, EmptyState, LoadFailure } from '@tutoring/design-system';
import type { UseListQueryResult } from './useListQuery';

/** The part of a `useListQuery` result that {@link ListEmptyState} reads. */
export type ListEmptySource = Pick<UseListQueryResult<unknown>, 'result'> &
  Partial<Pick<UseListQueryResult<unknown>, 'reset' | 'refetch'>>;

/** Its texts (ours: the spec gives none). */
export const LIST_EMPTY_TEXTS = {
  rejected: 'This list cannot be shown with these filters or this sort.',
  reset: 'Clear filters and sort',
  what: 'this list',
} as const;

/**
 * What a list shows where its rows would be when it has none. A list whose page failed still is an empty page 1
 * (API-07), but it does not say that nothing matches: when the server refused the list's filters or sort (400, 422:
 * a bookmarked or hand-edited address, `?parents.orderBy=x`), it says so with the server's reason and offers to clear
 * them; any other failure is the design system's `LoadFailure` with Retry. Otherwise `empty` (a text is an
 * `EmptyState`). `ListTable` shows it for a failed page; a list drawn without `ListTable` shows it in its empty place.
 */
export function ListEmptyState({ list, empty = null }: { list: ListEmptySource; empty?: ReactNode }) {
  const { error } = list.result;
  if (error instanceof ApiError && (error.status === 400 || error.status === 422))
    return (
      <div role="alert">
        <EmptyState
          title={LIST_EMPTY_TEXTS.rejected}
          description={error.message}
          action={
            list.reset ? (
              <Button type="button" onClick={list.reset}>
                {LIST_EMPTY_TEXTS.reset}
              </Button>
            ) : null
          }
        />
      </div>
    );
  if (error) return <LoadFailure what={LIST_EMPTY_TEXTS.what} onRetry={() => list.refetch?.()} />;
  return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
}
