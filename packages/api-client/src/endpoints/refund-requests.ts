import * as C from '@tutoring/contract';
import { resource, get, send, reply, type Opts } from './singleton';

/** API-63 refund requests. */
export const refundRequests = {
  ...resource('refund_requests'),
  categories: async (options?: Opts) =>
    (await get('refund_requests/categories', C.CategoriesReplySchema, undefined, options)).categories,
  approve: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `refund_requests/${id}/approve`,
        undefined,
        reply('refundRequest', C.RefundRequestSchema),
        options,
      )
    ).refundRequest,
  processManually: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `refund_requests/${id}/process_manually`,
        undefined,
        reply('refundRequest', C.RefundRequestSchema),
        options,
      )
    ).refundRequest,
};
