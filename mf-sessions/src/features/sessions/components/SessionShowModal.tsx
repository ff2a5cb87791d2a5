import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@tutoring/domain';
import { LoadFailure, Modal, Spinner, Facts } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { CanceledMark } from '../../../shared/components/CanceledMark';
import { sessionQueries } from '../api/sessions';

/** Props of {@link SessionShowModal}. */
export interface SessionShowModalProps {
  open: boolean;
  sessionId: number;
  onClose: () => void;
}

/** Shown when a session has no recordings (not given by the documents). */
export const NO_RECORDINGS = 'There are no recordings for this session.';

/**
 * SES-06: one session (`GET sessions/{id}`) and its recordings (`GET sessions/{id}/recordings`, zoomRecordings); lg. A
 * canceled session says "(canceled)" after its name.
 */
export function SessionShowModal({ open, sessionId, onClose }: SessionShowModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const session = useQuery({ ...sessionQueries.detail(sessionId), enabled: open });
  const recordings = useQuery({ ...sessionQueries.recordings(sessionId), enabled: open });
  const s = session.data;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      cancelLabel="Close"
      title={
        s ? (
          <span>
            {s.title ?? s.course?.title ?? `Session ${s.id}`}
            <CanceledMark session={s} />
          </span>
        ) : (
          'Session'
        )
      }
    >
      {!s ? (
        session.isError ? (
          <LoadFailure what="this session" onRetry={() => session.refetch()} />
        ) : (
          <Spinner label="Loading session" />
        )
      ) : (
        <Facts>
          <dt>Starts</dt>
          <dd>{`${formatDate(s.startsAt, zone)} ${formatTime(s.startsAt, zone)}`}</dd>
          <dt>Duration</dt>
          <dd>{`${s.duration ?? ''} minutes`}</dd>
        </Facts>
      )}
      <section aria-label="Recordings">
        <h3>Recordings</h3>
        {recordings.isLoading ? <Spinner label="Loading recordings" /> : null}
        {recordings.isError ? <LoadFailure what="the recordings" onRetry={() => recordings.refetch()} /> : null}
        {recordings.data && recordings.data.length === 0 ? <p>{NO_RECORDINGS}</p> : null}
        <ul>
          {(recordings.data ?? []).map((r, i) => {
            const url = r.playUrl ?? r.url ?? r.downloadUrl ?? undefined;
            return (
              <li key={String(r.id ?? i)}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                >{`Recording ${i + 1}${r.startsAt ? ` (${formatDate(r.startsAt, zone)} ${formatTime(r.startsAt, zone)})` : ''}`}</a>
              </li>
            );
          })}
        </ul>
      </section>
    </Modal>
  );
}
