import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalSize } from '../Modal/Modal';

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
      cancelLabel={null}
      closeOnBackdrop={false}
      initialFocusRef={cancelRef}
      aria-describedby={message ? messageId : undefined}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm}>
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
