import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@tutoring/domain';
import { NO_UPCOMING_SESSIONS, RESCHEDULE_PAGE_SIZE, weekdayIn } from '@tutoring/domain/areas';
import { Link, Modal, Pagination, Spinner } from '@tutoring/design-system';
import { shell, useCurrentUser } from '@tutoring/platform';
import { CanceledMark } from '../../../shared/components/CanceledMark';
import { sessionSearchQueries } from '../api/sessions';

/** Props of {@link EpisodeScheduleModal}. */
export interface EpisodeScheduleModalProps {
  open: boolean;
  onClose: () => void;
  studentId: number;
  /** Limit to one course (the attendance's course). */
  courseId?: number | null;
}

/** Label of the parent portal link (not given by the documents). */
export const PARENT_PORTAL_LINK = 'Open the parent portal';

/**
 * SES-32: the Episode Schedule dialog (lg, OP-23): the student's upcoming sessions with episode number, day, date and
 * time; the DS-09 pager ("First", "Previous", numbers, "Next", "Last"); a link to the parent portal (host from settings);
 * "There are no upcoming sessions." when empty.
 */
export function EpisodeScheduleModal({ open, onClose, studentId, courseId }: EpisodeScheduleModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const [page, setPage] = useState(1);
  const params = {
    studentId,
    schedule: 'upcoming',
    orderBy: 'starts_at',
    orderSort: 'asc' as const,
    page,
    per: RESCHEDULE_PAGE_SIZE,
    ...(courseId ? { courseId } : {}),
  };
  const list = useQuery({ ...sessionSearchQueries.episodeSchedule(params), enabled: open });
  const portal = shell().settings.portalHosts.parent;
  const rows = list.data?.results ?? [];
  return (
    <Modal open={open} onClose={onClose} size="lg" cancelLabel="Close" title="Episode Schedule">
      {list.isLoading ? <Spinner label="Loading sessions" /> : null}
      {list.data && rows.length === 0 ? <p>{NO_UPCOMING_SESSIONS}</p> : null}
      {rows.length > 0 ? (
        <table aria-label="Episode schedule">
          <thead>
            <tr>
              <th scope="col">Episode</th>
              <th scope="col">Day</th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s, i) => (
              <tr key={s.id}>
                <td>{s.sequence ?? (page - 1) * RESCHEDULE_PAGE_SIZE + i + 1}</td>
                <td>{weekdayIn(s.startsAt, zone)}</td>
                <td>
                  {formatDate(s.startsAt, zone)}
                  <CanceledMark session={s} />
                </td>
                <td>{formatTime(s.startsAt, zone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={page} pageCount={list.data?.totalPages ?? 0} onPageChange={setPage} />
      {portal ? (
        <p>
          <Link href={portal} external>
            {PARENT_PORTAL_LINK}
          </Link>
        </p>
      ) : null}
    </Modal>
  );
}
