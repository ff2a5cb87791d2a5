// Shipment queries and mutations of the shipments screen (issue 23.3: keys from `queryKeys`, each mutation names
// what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of shipments. */
export const shipmentQueries = {
  /** SES-36: `GET shipments/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('shipments', id),
      queryFn: ({ signal }) => api.shipments.get(id, { signal }),
    }),
};

/** What a shipment save sends. */
export interface ShipmentSave {
  /** Absent for a new shipment. */
  id?: number;
  body: Parameters<typeof api.shipments.create>[0];
  /** The version the form was opened on (issue 20). */
  ifMatch?: string;
  /** SES-40: the status event to send after the save when the status changes (`PUT shipments/{id}/change_status`). */
  event?: (savedStatus: string) => string | undefined;
}

/**
 * SES-36..SES-41: creates or updates a shipment, then sends the status event the new status needs. The form shows a
 * failure (SES-41); a success stores the shipment and invalidates the shipment lists.
 */
export function useSaveShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, ifMatch, event }: ShipmentSave) => {
      const saved =
        id === undefined ? await api.shipments.create(body) : await api.shipments.update(id, body, { ifMatch });
      const next = event?.(saved.status ?? 'pending');
      return next ? api.shipments.changeStatus(saved.id, next) : saved;
    },
    meta: { errorToast: 'none' },
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.detail('shipments', saved.id), saved);
      void client.invalidateQueries({ queryKey: queryKeys.lists('shipments') });
    },
  });
}
