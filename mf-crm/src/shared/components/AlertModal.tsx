import { Button, Modal } from '@tutoring/design-system';

/** A blocking alert (md): one message and an OK button, announced as an alert dialog. */
export function AlertModal({
  open,
  title = 'Not possible',
  message,
  onClose,
}: {
  open: boolean;
  title?: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      size="md"
      role="alertdialog"
      onClose={onClose}
      cancelLabel={null}
      footer={
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
