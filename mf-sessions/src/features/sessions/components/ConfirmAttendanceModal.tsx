import { CONFIRM_ATTENDANCE_TITLE } from '@tutoring/domain/areas';
import { Button, Modal } from '@tutoring/design-system';
import { useResetSessionSubject } from '../api/sessions';

/** Props of {@link ConfirmAttendanceModal}. */
export interface ConfirmAttendanceModalProps {
  open: boolean;
  sessionId: number;
  /** Cancel: nothing is called (SES-10). */
  onCancel: () => void;
  /** After `POST sessions/{id}/reset_subject` succeeded. */
  onConfirmed: () => void;
}

/** Body text (not given by the documents). */
export const CONFIRM_ATTENDANCE_TEXT =
  'Removing the subject resets it for this session. Attendance must be confirmed again.';

/** SES-10, OP-70: "Confirm Attendance" (md) before removing a subject; only confirm calls reset_subject. */
export function ConfirmAttendanceModal({ open, sessionId, onCancel, onConfirmed }: ConfirmAttendanceModalProps) {
  const reset = useResetSessionSubject(sessionId, onConfirmed);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={CONFIRM_ATTENDANCE_TITLE}
      role="alertdialog"
      footer={
        <Button variant="primary" loading={reset.processing} onClick={() => void reset.run()}>
          Confirm
        </Button>
      }
    >
      <p>{CONFIRM_ATTENDANCE_TEXT}</p>
    </Modal>
  );
}
