import { Modal } from '@tutoring/design-system';
import { ExposedComponent } from '@tutoring/platform';

/** Said in place of the session's details when mf-sessions cannot be loaded. */
export const SESSION_DETAILS_UNAVAILABLE = 'Session details are unavailable right now.';

/** Props of {@link SessionDetails}. */
export interface SessionDetailsProps {
  sessionId: number;
  onClose: () => void;
}

/**
 * A session of the calendar opened (a click or Enter on it): mf-sessions' session details dialog
 * (`mf_sessions/SessionDetailsModal`, SES-16: the session's facts and the actions the viewer may take), loaded through
 * Module Federation when first opened. With mf-sessions down a small dialog says so; the calendar keeps working.
 */
export function SessionDetails({ sessionId, onClose }: SessionDetailsProps) {
  return (
    <ExposedComponent
      id="mf_sessions/SessionDetailsModal"
      exportName="SessionDetailsModal"
      label="Session details"
      props={{ sessionId, open: true, onClose }}
      failure={
        <Modal open title="Session" onClose={onClose} cancelLabel="Close">
          <p role="alert">{SESSION_DETAILS_UNAVAILABLE}</p>
        </Modal>
      }
    />
  );
}
