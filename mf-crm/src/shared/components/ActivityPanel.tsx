import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, type ListResult } from '@tutoring/api-client';
import { EmptyState, Spinner, Tabs } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { useCurrentUser } from '@tutoring/platform';
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

/** One line of text describing a record of the given kind. */
export function describeRecord(kind: Kind, row: Record<string, unknown>): string {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
  switch (kind) {
    case 'calls':
      return [text('direction') || 'Call', typeof row.duration === 'number' ? `${row.duration} min` : '']
        .filter(Boolean)
        .join(', ');
    case 'imminent_closes':
      return `Closes ${formatDate(text('closesAt'))}`;
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
  const [kind, setKind] = useState<Kind>('notes');
  const timeZone = useCurrentUser()?.timeZone;
  const params = { ...regarding, per: 25, orderBy: 'created_at', orderSort: 'desc' };
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.list(kind, params),
    queryFn: () => loaders[kind](params),
  });
  const prefix = `activity-${regarding.regardingType}-${regarding.regardingId}`;
  const panel = isLoading ? (
    <Spinner label="Loading" />
  ) : data?.results.length ? (
    <ul>
      {data.results.map((row) => (
        <li key={String(row.id)}>
          <time dateTime={String(row.createdAt ?? '')}>
            {row.createdAt
              ? `${formatDate(String(row.createdAt), timeZone)} ${formatTime(String(row.createdAt), timeZone)}`
              : ''}
          </time>{' '}
          {typeof row.authorName === 'string' && row.authorName ? `${row.authorName}: ` : ''}
          {describeRecord(kind, row)}
        </li>
      ))}
    </ul>
  ) : (
    <EmptyState title="Nothing recorded yet" />
  );
  return (
    <section aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>Contact records</h2>
      <Tabs
        label="Contact records"
        items={ACTIVITY_KINDS.map((k) => ({ ...k, content: panel }))}
        selectedId={kind}
        onChange={(id) => setKind(id as Kind)}
      />
    </section>
  );
}
