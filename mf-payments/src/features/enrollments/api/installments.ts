// Installment queries and mutations of the enrollment screens (issue 23.3).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Installment } from '@tutoring/contract';

/** Query options of installments (PAY-30). */
export const installmentQueries = {
  /** An enrollment's installments by due date. */
  byEnrollment: (enrollmentId: number) =>
    queryOptions({
      queryKey: queryKeys.list('installments', { enrollmentId }),
      queryFn: ({ signal }) =>
        api.installments.list({ enrollmentId, per: 100, orderBy: 'due_on', orderSort: 'asc' }, { signal }),
    }),
};

/**
 * PAY-30: `PUT installments/{id}/process_payment`; invalidates installments and payments. A failure shows no toast: the
 * confirmation that asked says why (`record`).
 */
export function useProcessPayment() {
  return useResourceMutation<number, Installment>({
    mutationFn: (id, call) => api.installments.processPayment(id, call),
    errorMode: 'record',
    invalidate: [queryKeys.resource('installments'), queryKeys.resource('payments')],
  });
}
