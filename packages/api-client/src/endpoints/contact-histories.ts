import * as C from '@tutoring/contract';
import { resource, fetchList, send, reply, type Opts, type ListParams } from './singleton';

/** API-67 contact histories. */
export const contactHistories = {
  ...resource('contact_histories'),
  inbox: (params: ListParams = {}, options?: Opts) =>
    fetchList('contact_histories/inbox', 'contactHistories', C.ContactHistorySchema, params, options),
  markRead: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `contact_histories/${id}/mark_read`,
        undefined,
        reply('contactHistory', C.ContactHistorySchema),
        options,
      )
    ).contactHistory,
};
