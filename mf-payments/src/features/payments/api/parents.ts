// Parent queries of the payments screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Parent } from '@tutoring/contract';

/** What a payment profile screen includes with the parent (the server ignores an include it does not know). */
export const PARENT_INCLUDE = ['students', 'authorizeNetProfile', 'subscription'] as const;

/** Query options of parents. */
export const parentQueries = {
  /**
   * A parent with its students, stored card and subscription (PAY-01). `silent`: a failure shows nothing (e.g. a
   * student cannot read parents; the screen reads what it needs another way).
   */
  detail: (id: number, { silent = false }: { silent?: boolean } = {}) =>
    queryOptions<Parent>({
      queryKey: queryKeys.detail('parents', id, PARENT_INCLUDE),
      queryFn: ({ signal }) => api.parents.get(id, { include: PARENT_INCLUDE, signal }),
      ...(silent ? { meta: { errorToast: 'none' } } : {}),
    }),
};
