import * as C from '@tutoring/contract';
import { callGet as get, replyOf as reply, type CallOptions as Opts } from '@tutoring/api-client';

/** `GET line_items/{lineItemId}/adjustments/{id}`. */
export const lineItemAdjustments = {
  get: async (lineItemId: number, id: number, options?: Opts) =>
    (
      await get(
        `line_items/${lineItemId}/adjustments/${id}`,
        reply('adjustment', C.LineItemAdjustmentSchema),
        undefined,
        options,
      )
    ).adjustment,
};
