import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';
import { Button, EmptyState, ListFooter, Spinner, toast } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { useCurrentUser, useListQuery } from '@tutoring/platform';
import type { InboxActivity } from '@tutoring/contract';
import {
  inboxActivityQueries,
  useClearReadInboxActivities,
  useDeliverCampaigns,
  useMarkInboxActivityRead,
} from '../api/inbox-activities';
import { regardingLabel, regardingPath, type RegardingRef } from '../../../shared/components/regarding';

/** OP-64 button labels. */
export const CLEAR_READ = 'Clear read';
export const DELIVER_CAMPAIGNS = 'Deliver campaigns';
/** Toast after delivering campaigns (not in the spec). */
export const CAMPAIGNS_DELIVERED = 'Campaigns delivered';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Item = styled.li<{ $unread: boolean }>`
  list-style: none;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weight.bold : theme.typography.weight.regular)};
`;

const isUnread = (a: InboxActivity) => !a.readAt && a.read !== true;

/**
 * Inbox activities (CRM-28, OP-64): the unread count (`GET inbox_activities/unread_count`), the list, opening an item
 * marks it read (`PUT inbox_activities/{id}/mark_read`), "Clear read" (`DELETE inbox_activities/clear_read`) and
 * "Deliver campaigns" (`POST inbox_activities/deliver_campaigns`); each activity shows its regarding record.
 */
export function InboxActivities() {
  const timeZone = useCurrentUser()?.timeZone;
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
      <Bar>
        <span role="status">{unread.data === undefined ? 'Counting unread…' : `${unread.data} unread`}</span>
        <Button onClick={() => void run('clear')} loading={busy === 'clear'}>
          {CLEAR_READ}
        </Button>
        <Button onClick={() => void run('deliver')} loading={busy === 'deliver'}>
          {DELIVER_CAMPAIGNS}
        </Button>
      </Bar>
      {list.isLoading ? (
        <Spinner label="Loading" />
      ) : !list.result.results.length ? (
        <EmptyState title="Your inbox is empty" />
      ) : (
        <>
          <ul style={{ padding: 0, margin: 0 }}>
            {list.result.results.map((item) => {
              const path = regardingPath(item.regarding as RegardingRef | undefined);
              return (
                <Item key={item.id} $unread={isUnread(item)}>
                  <Button variant="link" aria-expanded={openId === item.id} onClick={() => void open(item)}>
                    {isUnread(item) ? <span>(unread) </span> : null}
                    {item.title ?? 'Activity'}
                  </Button>{' '}
                  <small>
                    {item.createdAt
                      ? `${formatDate(item.createdAt, timeZone)} ${formatTime(item.createdAt, timeZone)}`
                      : ''}
                  </small>{' '}
                  {path ? (
                    <Link to={path}>{regardingLabel(item.regarding as RegardingRef)}</Link>
                  ) : (
                    <span>{regardingLabel(item.regarding as RegardingRef)}</span>
                  )}
                  {openId === item.id ? <p>{item.body}</p> : null}
                </Item>
              );
            })}
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
