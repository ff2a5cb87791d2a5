import * as C from '@tutoring/contract';
import { get, reply, type Opts } from './singleton';

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
