import { useState } from 'react';
import styled from 'styled-components';
import { type ListParams } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { ListFooter, Spinner, Tabs } from '@tutoring/design-system';
import { CONTACT_HISTORY_TYPES } from '@tutoring/domain/areas';
import { useListQuery, ListEmptyState } from '@tutoring/platform';
import type { ContactHistory } from '@tutoring/contract';
import { contactHistoryCacheName, useMarkContactHistoryRead } from '../api/contact-histories';
import { type RegardingRef } from './regarding';
import { ReadOnOpenItem, isUnread } from './ReadOnOpenItem';
import type { Regarding } from './NotesModal';

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

/** Props of {@link ContactHistoryList}. */
export interface ContactHistoryListProps {
  /** 'inbox' = `GET contact_histories/inbox`; otherwise the generic list of one record's histories. */
  source: 'inbox' | Regarding;
  /** Extra list params (e.g. the advisor filter's employeeId). */
  params?: ListParams;
  /** Heading level 2 text. */
  heading?: string;
  /**
   * Called right before each change the person makes (type tab, page, page size): each pushes a history entry. A
   * dialog showing the list counts them, to take the address back when it closes (`useDialogHistory`).
   */
  onHistoryPush?: () => void;
}

/** The route name of the list's URL keys (`contacts.type`, `contacts.page`, `contacts.per`, X-01). */
export const CONTACT_HISTORY_ROUTE = 'contacts';

/**
 * Contact histories (CRM-27, OP-63): the six type tabs "All", "Note", "Call", "Email", "SMS", "Message" filter the
 * list; opening an unread item marks it read (`PUT contact_histories/{id}/mark_read`); each item links to its
 * regarding record.
 */
export function ContactHistoryList({
  source,
  params = {},
  heading = 'Contact history',
  onHistoryPush,
}: ContactHistoryListProps) {
  // the type tab, page and per page live in the URL (`contacts.type`, `contacts.page`, `contacts.per`) and
  // survive reload and back.
  const list = useListQuery<ContactHistory>({
    routeName: CONTACT_HISTORY_ROUTE,
    resource: {
      name: contactHistoryCacheName(source === 'inbox'),
      list: (listParams, options) =>
        source === 'inbox'
          ? api.contactHistories.inbox(listParams, options)
          : api.contactHistories.list(listParams, options),
    },
    filters: ['type'],
    defaults: { per: 25 },
    fixed: { ...params, ...(source === 'inbox' ? {} : source), include: 'regarding' },
  });
  const type = CONTACT_HISTORY_TYPES.find((t) => t === list.state.filters.type) ?? 'All';
  const per = list.state.per;
  const data = list.result;
  const isLoading = list.isLoading;
  const [openId, setOpenId] = useState<number | null>(null);
  const markRead = useMarkContactHistoryRead(source === 'inbox');
  const prefix = source === 'inbox' ? 'contact-inbox' : `contact-${source.regardingType}-${source.regardingId}`;

  const open = (item: ContactHistory) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening && isUnread(item)) markRead.mutate(item.id);
  };

  const panel = isLoading ? (
    <Spinner label="Loading" />
  ) : !data?.results.length ? (
    <ListEmptyState list={list} empty="No contact history" />
  ) : (
    <>
      <List>
        {data.results.map((item) => (
          <ReadOnOpenItem
            key={item.id}
            title={`${item.type} — ${item.subject || (item.body ?? '').slice(0, 60)}`}
            unread={isUnread(item)}
            open={openId === item.id}
            onToggle={() => void open(item)}
            createdAt={item.createdAt}
            regarding={item.regarding as RegardingRef | undefined}
            body={item.body}
          />
        ))}
      </List>
      <ListFooter
        page={data.page}
        pageSize={per}
        totalCount={data.totalCount}
        onChange={(next) => {
          onHistoryPush?.();
          if (next.pageSize !== per) list.setPer(next.pageSize);
          else list.setPage(next.page);
        }}
      />
    </>
  );
  return (
    <section aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{heading}</h2>
      <Tabs
        label="Contact history types"
        items={CONTACT_HISTORY_TYPES.map((t) => ({ id: t, label: t, content: panel }))}
        selectedId={type}
        onChange={(id) => {
          onHistoryPush?.();
          list.setFilters({ type: id === 'All' ? null : id });
        }}
      />
    </section>
  );
}
