import type { ReactNode } from 'react';
import { Table, type TableColumn } from '@tutoring/design-system';
import { sessionRowLabels, sessionRowText, type StaffingSession } from '../lib/assignment';

/** Props of {@link SessionTable}. */
export interface SessionTableProps<S extends StaffingSession> {
  caption: string;
  sessions: readonly S[];
  selectedIds: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  timeZone?: string | null;
  loading?: boolean;
  /** Extra trailing column (e.g. the change-primary menu, STF-21). */
  extra?: { header: ReactNode; render: (session: S) => ReactNode };
  empty?: ReactNode;
}

/**
 * STF-10, STF-19: the staffing session table: select-all checkbox and the columns Type, Day, Date, Time, Tutors and
 * Location ("Online" when the session has no place, C-7). Each row's checkbox is named by the session's title and time
 * ({@link sessionRowLabels}).
 */
export function SessionTable<S extends StaffingSession>({
  caption,
  sessions,
  selectedIds,
  onSelectionChange,
  timeZone,
  loading,
  extra,
  empty,
}: SessionTableProps<S>) {
  const text = (session: S) => sessionRowText(session, timeZone);
  const labels = sessionRowLabels(sessions, timeZone);
  const columns: Array<TableColumn<S>> = [
    { key: 'type', header: 'Type', render: (s) => text(s).type },
    { key: 'day', header: 'Day', render: (s) => text(s).day },
    { key: 'date', header: 'Date', render: (s) => text(s).date },
    { key: 'time', header: 'Time', render: (s) => text(s).time },
    { key: 'tutors', header: 'Tutors', render: (s) => text(s).tutors },
    { key: 'location', header: 'Location', render: (s) => text(s).location },
  ];
  if (extra) columns.push({ key: 'extra', header: extra.header, render: extra.render });
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={sessions}
      getRowId={(s) => String(s.id)}
      getRowLabel={(s) => labels.get(s.id) ?? String(s.id)}
      selectable
      selectedIds={selectedIds.map(String)}
      onSelectionChange={(ids) => onSelectionChange(ids.map(Number))}
      loading={loading}
      empty={empty}
    />
  );
}
