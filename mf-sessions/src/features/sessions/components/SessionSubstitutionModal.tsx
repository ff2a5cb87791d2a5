import { useState } from 'react';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { Session } from '@tutoring/contract';
import { SESSION_CHANGED, formatDate, formatTime } from '@tutoring/domain';
import { Button, Modal, toast } from '@tutoring/design-system';
import { useCurrentUser, useHasRole } from '@tutoring/platform';
import { canSubstitute } from './canSubstitute';
import { SessionHubModal } from './SessionHubModal';

export { canSubstitute };

/** Props of {@link SessionSubstitutionModal}. */
export interface SessionSubstitutionModalProps {
  open: boolean;
  session: Session;
  onClose: () => void;
}

/**
 * SES-08: the session substitution modal (xl). Picks a hub session (SES-07) and substitutes the joint session's tutor
 * with `PUT sessions/{id}/substitute_joint_session`. Renders nothing for non-admins or once attendance was taken.
 */
export function SessionSubstitutionModal({ open, session, onClose }: SessionSubstitutionModalProps) {
  const isAdmin = useHasRole('admin');
  const zone = useCurrentUser()?.timeZone;
  const [hub, setHub] = useState<Session | null>(null);
  const [picking, setPicking] = useState(false);
  const substitute = useResourceMutation<number, unknown>({
    mutationFn: (hubSessionId, call) => api.sessions.substituteJointSession(session.id, { hubSessionId }, call),
    invalidate: [queryKeys.resource('sessions')],
    onSuccess: () => {
      toast.success(SESSION_CHANGED);
      onClose();
    },
  });
  if (!open || !canSubstitute(session, isAdmin)) return null;
  return (
    <>
      <Modal
        open={open && !picking}
        onClose={onClose}
        size="xl"
        title="Substitute joint session"
        footer={
          <Button
            variant="primary"
            disabled={!hub}
            loading={substitute.processing}
            onClick={() => hub && void substitute.run(hub.id)}
          >
            Substitute
          </Button>
        }
      >
        <p>{`${session.title ?? session.course?.title ?? `Session ${session.id}`}, ${formatDate(session.startsAt, zone)} ${formatTime(session.startsAt, zone)}`}</p>
        <p>
          {hub
            ? `Hub: ${hub.title ?? `Session ${hub.id}`} ${formatDate(hub.startsAt, zone)} ${formatTime(hub.startsAt, zone)}`
            : 'No hub session chosen.'}
        </p>
        <Button onClick={() => setPicking(true)}>Choose hub session</Button>
      </Modal>
      <SessionHubModal
        open={picking}
        sessionId={session.id}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setHub(picked);
          setPicking(false);
        }}
      />
    </>
  );
}
