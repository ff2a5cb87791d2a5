// Payroll item queries and mutations of the payroll screen (issue 23.3: keys from `queryKeys`, each mutation names
// what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of payroll items. */
export const payrollItemQueries = {
  /** PAY-32: `GET payroll_items/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('payroll_items', id),
      queryFn: ({ signal }) => api.payrollItems.get(id, { signal }),
    }),
};

/** Every cached payroll item (lists and records). */
const payrollItemsKey = queryKeys.resource('payroll_items');

type PayrollItemBody = Parameters<typeof api.payrollItems.create>[0];

/** PAY-32: creates (no id) or updates a payroll item on the version the form was opened on; invalidates them. */
export function useSavePayrollItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id?: number; body: PayrollItemBody; ifMatch?: string }) =>
      id === undefined ? api.payrollItems.create(body) : api.payrollItems.update(id, body, { ifMatch }),
    // The form shows a failure.
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: payrollItemsKey }),
  });
}

/** What a batch upload saved, and a line per refused row. */
export interface PayrollBatchResult {
  saved: number;
  failures: string[];
}

/**
 * PAY-32: saves the rows of a payroll CSV one after the other (`POST payroll_items` each); a refused row does not stop
 * the rest and is told as "Row n: <the server's errors>". Invalidates the payroll items afterwards.
 */
export function useUploadPayrollItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: readonly PayrollItemBody[]): Promise<PayrollBatchResult> => {
      const failures: string[] = [];
      let saved = 0;
      for (const [i, row] of rows.entries()) {
        try {
          await api.payrollItems.create(row);
          saved += 1;
        } catch (error) {
          failures.push(`Row ${i + 1}: ${error instanceof ApiError ? error.errors.join(' ') : 'could not be saved'}`);
        }
      }
      return { saved, failures };
    },
    meta: { errorToast: 'none' },
    onSettled: () => void client.invalidateQueries({ queryKey: payrollItemsKey }),
  });
}
