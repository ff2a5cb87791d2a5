import { useSearchParams } from 'react-router-dom';
import { type ListResult } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { ListFooter, Spinner, Tabs } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { useCurrentUser, useListQuery, ListEmptyState } from '@tutoring/platform';
import type { Regarding } from './NotesModal';

/** The read-only CRM records of a regarding record (CRM-30, OP-65). */
export const ACTIVITY_KINDS = [
  { id: 'calls', label: 'Calls' },
  { id: 'sms', label: 'SMS' },
  { id: 'notes', label: 'Notes' },
  { id: 'activities', label: 'Activities' },
  { id: 'histories', label: 'Histories' },
  { id: 'imminent_closes', label: 'Imminent closes' },
] as const;
type Kind = (typeof ACTIVITY_KINDS)[number]['id'];

const loaders: Record<Kind, (params: Record<string, unknown>) => Promise<ListResult<Record<string, unknown>>>> = {
  calls: (p) => api.calls.list(p) as Promise<ListResult<Record<string, unknown>>>,
  sms: (p) => api.sms.list(p) as Promise<ListResult<Record<string, unknown>>>,
  notes: (p) => api.notes.list(p) as Promise<ListResult<Record<string, unknown>>>,
  activities: (p) => api.activities.list(p) as Promise<ListResult<Record<string, unknown>>>,
  histories: (p) => api.histories.list(p) as Promise<ListResult<Record<string, unknown>>>,
  imminent_closes: (p) => api.imminentCloses.list(p) as Promise<ListResult<Record<string, unknown>>>,
};

/** One line of text describing a record of the given kind; its dates on the signed-in user's `timeZone`. */
export function describeRecord(kind: Kind, row: Record<string, unknown>, timeZone: string | null | undefined): string {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
  switch (kind) {
    case 'calls':
      return [text('direction') || 'Call', typeof row.duration === 'number' ? `${row.duration} min` : '']
        .filter(Boolean)
        .join(', ');
    case 'imminent_closes':
      return `Closes ${formatDate(text('closesAt'), timeZone)}`;
    case 'histories':
      return [text('event'), text('body')].filter(Boolean).join(': ');
    default:
      return text('body') || text('name') || text('type');
  }
}

/**
 * Read-only calls, SMS, notes, activities, histories and imminent closes of one record (CRM-30, OP-65), in tabs.
 * Notes are created with the notes modal (CRM-31); nothing here is editable.
 */
export function ActivityPanel({ regarding }: { regarding: Regarding }) {
  // the open tab (`records.tab`), page and per page (`records.page`, `records.per`) live in the URL.
  const [searchParams, setSearchParams] = useSearchParams();
  const kind: Kind = ACTIVITY_KINDS.find((k) => k.id === searchParams.get('records.tab'))?.id ?? 'notes';
  const timeZone = useCurrentUser()?.timeZone;
  const list = useListQuery<Record<string, unknown>>({
    routeName: 'records',
    resource: { name: kind, list: (params) => loaders[kind](params) },
    defaults: { orderBy: 'created_at', orderSort: 'desc', per: 25 },
    fixed: { ...regarding },
  });
  const data = list.result;
  const isLoading = list.isLoading;
  const prefix = `activity-${regarding.regardingType}-${regarding.regardingId}`;
  const panel = isLoading ? (
    <Spinner label="Loading" />
  ) : data.results.length ? (
    <>
      <ul>
        {data.results.map((row) => (
          <li key={String(row.id)}>
            <time dateTime={String(row.createdAt ?? '')}>
              {row.createdAt
                ? `${formatDate(String(row.createdAt), timeZone)} ${formatTime(String(row.createdAt), timeZone)}`
                : ''}
            </time>{' '}
            {typeof row.authorName === 'string' && row.authorName ? `${row.authorName}: ` : ''}
            {describeRecord(kind, row, timeZone)}
          </li>
        ))}
      </ul>
      <ListFooter
        page={data.page}
        pageSize={list.state.per}
        totalCount={data.totalCount}
        onChange={(next) => (next.pageSize !== list.state.per ? list.setPer(next.pageSize) : list.setPage(next.page))}
      />
    </>
  ) : (
    <ListEmptyState list={list} empty="Nothing recorded yet" />
  );
  return (
    <section aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>Contact records</h2>
      <Tabs
        label="Contact records"
        items={ACTIVITY_KINDS.map((k) => ({ ...k, content: panel }))}
        selectedId={kind}
        onChange={(id) =>
          setSearchParams((prev) => {
            const next = new URLSearchParams(prev);
            next.delete('records.page');
            if (id === 'notes') next.delete('records.tab');
            else next.set('records.tab', id);
            return next;
          })
        }
      />
    </section>
  );
}
