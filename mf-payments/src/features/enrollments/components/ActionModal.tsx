import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Modal } from '@tutoring/design-system';

/** Props of {@link ActionModal}. */
export interface ActionModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Runs the action; the modal closes itself only through `onClose` (the caller closes on success). */
  onConfirm: () => void;
  confirmLabel: string;
  processing: boolean;
  /** The last failure's errors (kept until the next action starts, API-04). */
  errors: readonly string[];
  /** Disables the confirm button (e.g. nothing chosen yet). */
  disabled?: boolean;
  danger?: boolean;
  children?: ReactNode;
}

/** An enrollment action dialog (md, OP-23): content, the action's errors, Cancel and the action button. */
export function ActionModal({
  open,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  processing,
  errors,
  disabled = false,
  danger = false,
  children,
}: ActionModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && !processing) onConfirm();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={title}
      renderContainer={(content) => (
        <form onSubmit={submit} noValidate>
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={processing} disabled={disabled}>
          {confirmLabel}
        </Button>
      }
    >
      {children}
      {errors.length > 0 ? (
        <Alert>
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      ) : null}
    </Modal>
  );
}
