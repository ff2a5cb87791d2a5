import * as C from '@tutoring/contract';
import { resource, send, reply, type Opts } from './singleton';

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
