import { useState } from 'react';
import { Modal, Pagination, Table, type TableColumn } from '@tutoring/design-system';
import type { Session } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { NO_UPCOMING_SESSIONS } from '@tutoring/domain/areas';
import { useStudentSessionList } from '../api/sessions';
import { sessionLabel } from './UpcomingSessions';

/** Props of {@link SessionsListModal}. */
export interface SessionsListModalProps {
  studentId: number;
  open: boolean;
  onClose: () => void;
  timeZone?: string | null;
}

/**
 * STU-11, API-46: the student's upcoming sessions over the next six weeks, six per page, with a pager from
 * meta.totalPages. Empty (OP-31n): "There are no upcoming sessions." Size lg (OP-23).
 */
export function SessionsListModal({ studentId, open, onClose, timeZone }: SessionsListModalProps) {
  const [page, setPage] = useState(1);
  const list = useStudentSessionList(studentId, page, open);
  const columns: TableColumn<Session>[] = [
    { key: 'session', header: 'Session', render: sessionLabel },
    { key: 'date', header: 'Date', render: (s) => formatDate(s.startsAt, timeZone) },
    { key: 'time', header: 'Time', render: (s) => formatTime(s.startsAt, timeZone) },
  ];
  const totalPages = list.data?.totalPages ?? 0;
  return (
    <Modal open={open} onClose={onClose} title="Upcoming sessions" size="lg" cancelLabel="Close">
      <Table
        caption="Upcoming sessions"
        hideCaption
        columns={columns}
        rows={list.data?.results ?? []}
        getRowId={(s) => String(s.id)}
        empty={NO_UPCOMING_SESSIONS}
        loading={list.isPending}
      />
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} label="Sessions pages" />
      ) : null}
    </Modal>
  );
}
