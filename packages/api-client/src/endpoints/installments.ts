import * as C from '@tutoring/contract';
import { resource, callSend as send, replyOf as reply, type CallOptions as Opts } from '@tutoring/api-client';

/** API-64 money and misc generic resources. */
export const installments = {
  ...resource('installments'),
  processPayment: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `installments/${id}/process_payment`,
        undefined,
        reply('installment', C.InstallmentSchema),
        options,
      )
    ).installment,
};
