import * as C from '@tutoring/contract';
import { resource, get, send, reply, type Opts, ANY_REPLY } from './singleton';

/** API-65 inbox activities. */
export const inboxActivities = {
  ...resource('inbox_activities'),
  clearRead: async (options?: Opts): Promise<void> => {
    await send('DELETE', 'inbox_activities/clear_read', undefined, undefined, options);
  },
  deliverCampaigns: (options?: Opts) =>
    send('POST', 'inbox_activities/deliver_campaigns', undefined, ANY_REPLY, options),
  markRead: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `inbox_activities/${id}/mark_read`,
        undefined,
        reply('inboxActivity', C.InboxActivitySchema),
        options,
      )
    ).inboxActivity,
  unreadCount: async (options?: Opts) =>
    (await get('inbox_activities/unread_count', C.UnreadCountReplySchema, undefined, options)).unreadCount,
};
