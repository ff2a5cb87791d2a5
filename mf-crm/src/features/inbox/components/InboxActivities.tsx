import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';
import { ActionRow, Button, ListFooter, Spinner, toast } from '@tutoring/design-system';
import { useListQuery, ListEmptyState } from '@tutoring/platform';
import type { InboxActivity } from '@tutoring/contract';
import {
  inboxActivityQueries,
  useClearReadInboxActivities,
  useDeliverCampaigns,
  useMarkInboxActivityRead,
} from '../api/inbox-activities';
import { type RegardingRef } from '../../../shared/components/regarding';
import { ReadOnOpenItem, isUnread } from '../../../shared/components/ReadOnOpenItem';

/** OP-64 button labels. */
export const CLEAR_READ = 'Clear read';
export const DELIVER_CAMPAIGNS = 'Deliver campaigns';
/** Toast after delivering campaigns (not in the spec). */
export const CAMPAIGNS_DELIVERED = 'Campaigns delivered';

/**
 * Inbox activities (CRM-28, OP-64): the unread count (`GET inbox_activities/unread_count`), the list, opening an item
 * marks it read (`PUT inbox_activities/{id}/mark_read`), "Clear read" (`DELETE inbox_activities/clear_read`) and
 * "Deliver campaigns" (`POST inbox_activities/deliver_campaigns`); each activity shows its regarding record.
 */
export function InboxActivities() {
  // page and per live in the URL (`inbox.page`, `inbox.per`) and survive reload and back.
  const list = useListQuery<InboxActivity>({
    routeName: 'inbox',
    resource: { name: 'inbox_activities', list: (params, options) => api.inboxActivities.list(params, options) },
    defaults: { orderBy: 'created_at', orderSort: 'desc', per: 25 },
    fixed: { include: 'regarding' },
  });
  const per = list.state.per;
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'clear' | 'deliver' | null>(null);
  const unread = useQuery(inboxActivityQueries.unreadCount());
  const markRead = useMarkInboxActivityRead();
  const clearRead = useClearReadInboxActivities();
  const deliverCampaigns = useDeliverCampaigns();

  const open = (item: InboxActivity) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening && isUnread(item)) markRead.mutate(item.id);
  };
  const run = async (which: 'clear' | 'deliver') => {
    setBusy(which);
    try {
      if (which === 'clear') await clearRead.mutateAsync();
      else {
        await deliverCampaigns.mutateAsync();
        toast.success(CAMPAIGNS_DELIVERED);
      }
      list.setPage(1);
    } catch {
      // Shown by the query client's error policy (API-09).
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="inbox-activities-heading">
      <h2 id="inbox-activities-heading">Inbox activities</h2>
      <ActionRow>
        <span role="status">{unread.data === undefined ? 'Counting unread…' : `${unread.data} unread`}</span>
        <Button onClick={() => void run('clear')} loading={busy === 'clear'}>
          {CLEAR_READ}
        </Button>
        <Button onClick={() => void run('deliver')} loading={busy === 'deliver'}>
          {DELIVER_CAMPAIGNS}
        </Button>
      </ActionRow>
      {list.isLoading ? (
        <Spinner label="Loading" />
      ) : !list.result.results.length ? (
        <ListEmptyState list={list} empty="Your inbox is empty" />
      ) : (
        <>
          <ul style={{ padding: 0, margin: 0 }}>
            {list.result.results.map((item) => (
              <ReadOnOpenItem
                key={item.id}
                title={item.title ?? 'Activity'}
                unread={isUnread(item)}
                open={openId === item.id}
                onToggle={() => void open(item)}
                createdAt={item.createdAt}
                regarding={item.regarding as RegardingRef | undefined}
                body={item.body}
              />
            ))}
          </ul>
          <ListFooter
            page={list.result.page}
            pageSize={per}
            totalCount={list.result.totalCount}
            onChange={(next) => (next.pageSize !== per ? list.setPer(next.pageSize) : list.setPage(next.page))}
          />
        </>
      )}
    </section>
  );
}
