// Line item adjustment queries (issue 23.3).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, recordMissing } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of line item adjustments (PAY-31). */
export const lineItemAdjustmentQueries = {
  /**
   * `GET line_items/{lineItemId}/adjustments/{id}`, answered under `adjustment`; not asked when either id cannot be a
   * record (`abc`, 0).
   */
  detail: (lineItemId: number, id: number) =>
    queryOptions({
      queryKey: queryKeys.call('line_items', lineItemId, 'adjustments', id),
      queryFn: ({ signal }) => api.lineItemAdjustments.get(lineItemId, id, { signal }),
      enabled: !recordMissing(lineItemId, null) && !recordMissing(id, null),
    }),
};
