import { useQuery } from '@tanstack/react-query';
import type { Session } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { Button, Modal, Spinner } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { sessionQueries } from '../api/sessions';

/** Props of {@link SessionHubModal}. */
export interface SessionHubModalProps {
  open: boolean;
  sessionId: number;
  onClose: () => void;
  /** Called with the hub the user picked. */
  onPick: (hub: Session) => void;
}

/** Shown when there is no candidate hub (not given by the documents). */
export const NO_HUBS = 'There are no hub sessions for this session.';

/** SES-07: candidate hub sessions from `GET sessions/{id}/potential_hubs`; staff pick one (lg, OP-23). */
export function SessionHubModal({ open, sessionId, onClose, onPick }: SessionHubModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const hubs = useQuery({ ...sessionQueries.potentialHubs(sessionId), enabled: open });
  return (
    <Modal open={open} onClose={onClose} size="lg" title="Choose a hub session">
      {hubs.isLoading ? <Spinner label="Loading hub sessions" /> : null}
      {hubs.data && hubs.data.length === 0 ? <p>{NO_HUBS}</p> : null}
      <ul aria-label="Hub sessions">
        {(hubs.data ?? []).map((hub) => {
          const label = `${hub.title ?? hub.name ?? `Session ${hub.id}`} ${formatDate(hub.startsAt, zone)} ${formatTime(hub.startsAt, zone)}`;
          return (
            <li key={hub.id}>
              {label}{' '}
              <Button size="sm" aria-label={`Pick ${label}`} onClick={() => onPick(hub)}>
                Pick
              </Button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
