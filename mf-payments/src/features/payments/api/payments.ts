// Payment queries of the payments screens (issue 23.3: one module per resource, keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of payments (PAY-31). */
export const paymentQueries = {
  /** `GET payments/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('payments', id),
      queryFn: ({ signal }) => api.payments.get(id, { signal }),
    }),
  /** A parent's payments, newest first. */
  byParent: (parentId: number) =>
    queryOptions({
      queryKey: queryKeys.list('payments', { parentId }),
      queryFn: ({ signal }) =>
        api.payments.list({ parentId, per: 25, orderBy: 'paid_at', orderSort: 'desc' }, { signal }),
    }),
};
