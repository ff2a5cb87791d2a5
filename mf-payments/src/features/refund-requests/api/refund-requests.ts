// Refund request queries and mutations of the refund requests screen (issue 23.3: keys from `queryKeys`, each
// mutation names what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { RefundRequest } from '@tutoring/contract';

/** Query options of refund requests. */
export const refundRequestQueries = {
  /** PAY-29: `GET refund_requests/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('refund_requests', id),
      queryFn: ({ signal }) => api.refundRequests.get(id, { signal }),
    }),
  /** PAY-29: `GET refund_requests/categories`. */
  categories: () =>
    queryOptions({
      queryKey: queryKeys.call('refund_requests', 'categories'),
      queryFn: ({ signal }) => api.refundRequests.categories({ signal }),
      staleTime: Infinity,
    }),
};

/** PAY-29: `PUT refund_requests/{id}` on the version the form was opened on; the form shows a failure. */
export function useUpdateRefundRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      ifMatch,
    }: {
      id: number;
      body: Parameters<typeof api.refundRequests.update>[1];
      ifMatch?: string;
    }) => api.refundRequests.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('refund_requests') }),
  });
}

/**
 * PAY-29: `PUT refund_requests/{id}/approve` (pays the money back); invalidates the refund requests. A failure shows
 * no toast: the confirmation that asked says why (`record`).
 */
export function useApproveRefundRequest() {
  return useResourceMutation<number, RefundRequest>({
    mutationFn: (id, call) => api.refundRequests.approve(id, call),
    errorMode: 'record',
    invalidate: [queryKeys.resource('refund_requests')],
  });
}

/**
 * PAY-29, OP-13: `PUT refund_requests/{id}/process_manually`; invalidates the refund requests. A failure shows no
 * toast: the confirmation that asked says why (`record`).
 */
export function useProcessRefundManually() {
  return useResourceMutation<number, RefundRequest>({
    mutationFn: (id, call) => api.refundRequests.processManually(id, call),
    errorMode: 'record',
    invalidate: [queryKeys.resource('refund_requests')],
  });
}
