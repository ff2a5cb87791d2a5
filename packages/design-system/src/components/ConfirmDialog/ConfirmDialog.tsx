import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalSize } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Shows the dialog. */
  open: boolean;
  /** Question asked, e.g. "Are you sure you want to destroy this payment method?". */
  title: ReactNode;
  /** Optional detail under the title. */
  message?: ReactNode;
  /** Confirm button label. Default "OK". */
  confirmLabel?: string;
  /** Cancel button label. Default "Cancel". */
  cancelLabel?: string;
  /** 'danger' for destructive confirmations. Default 'primary'. */
  variant?: 'primary' | 'danger';
  /** Called on confirm. */
  onConfirm: () => void;
  /** Called on cancel, Escape or close: silently (DS-02, DS-27). */
  onCancel: () => void;
  /** Default 'md'. */
  size?: ModalSize;
  /**
   * The confirmed action runs (e.g. a charge): the confirm button shows the spinner of a loading Button and ignores
   * presses, Cancel, Escape and ✕ do not close the dialog, the dialog is `aria-busy`, and the focus stays where it was
   * (the buttons are `aria-disabled`, not `disabled`, which would drop it to the page). Default false.
   */
  busy?: boolean;
}

/**
 * DS-27: a confirmation with a title, a message and confirm/cancel buttons (role="alertdialog"). Cancel is silent.
 * The Cancel button gets the initial focus so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  onCancel,
  size = 'md',
  busy = false,
}: ConfirmDialogProps) {
  const messageId = `confirm-message-${useId()}`;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      size={size}
      role="alertdialog"
      onClose={onCancel}
      busy={busy}
      cancelLabel={null}
      closeOnBackdrop={false}
      initialFocusRef={cancelRef}
      aria-describedby={message ? messageId : undefined}
      footer={
        <>
          <Button ref={cancelRef} onClick={busy ? undefined : onCancel} aria-disabled={busy || undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            onClick={busy ? undefined : onConfirm}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner size="sm" decorative /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? (
        <p id={messageId} style={{ margin: 0 }}>
          {message}
        </p>
      ) : null}
    </Modal>
  );
}
