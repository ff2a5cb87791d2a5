import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal, describeSaveError, toast, type ModalSize } from '@tutoring/design-system';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { ApiError } from '@tutoring/api-client';

/** Props of {@link CrmFormModal}. */
export interface CrmFormModalProps<TResult> {
  /** Shows the modal. */
  open: boolean;
  /** Heading. */
  title: ReactNode;
  /** DS-01 size of this modal (its owner row or OP-23). */
  size: ModalSize;
  /** Fields. */
  children: ReactNode;
  /**
   * Checks the form before anything is sent. Returns the message that blocks the save (e.g. "Please fill all
   * required fields", CRM-06) or null. May be async (e-mail uniqueness, CRM-08). When it passes, an input that is
   * natively invalid (e.g. a date not in MM/DD/YYYY) still blocks with "Please fix the errors on the form." (DS-03).
   */
  validate?: () => string | null | Promise<string | null>;
  /** The save call; a rejection keeps the values and shows the server's errors. */
  onSave: () => Promise<TResult>;
  /** Called with the saved result; the modal is closed by the caller (usually through `onClose`). */
  onSaved: (result: TResult) => void;
  /** Silent dismiss (DS-02). */
  onClose: () => void;
  /** Label of the submit button. Default "Save". */
  submitLabel?: string;
  /** Unsaved changes: dismissing asks first. */
  dirty?: boolean;
}

const Alert = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onDanger};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const ErrorList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** The server's messages of a failed save (422 `errors`), or the error's own message. */
export function serverMessages(error: unknown): string[] {
  if (error instanceof ApiError) return error.errors.length ? error.errors : [error.message];
  return error instanceof Error && error.message ? [error.message] : [];
}

/**
 * The CRM form modal: a DS Modal (focus trap, silent dismiss) around one form. A failing `validate` sends nothing
 * and shows its message (the CRM rows give their own texts, e.g. "Please fill all required fields", instead of the
 * generic DS-03 one); a failed save keeps every value the user typed, lists the server's errors inside the form and
 * shows the DS-04 toast.
 */
export function CrmFormModal<TResult>({
  open, title, size, children, validate, onSave, onSaved, onClose, submitLabel = 'Save', dirty,
}: CrmFormModalProps<TResult>) {
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const busy = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const form = event.currentTarget;
      // The row's own rule first (its message is the spec's), then the inputs' own validity (DS-03, DS-22).
      const blocked = (validate ? await validate() : null) ?? (form.checkValidity() ? null : FIX_FORM_ERRORS);
      setMessage(blocked);
      setServerErrors([]);
      if (blocked) return;
      let result: TResult;
      try {
        result = await onSave();
      } catch (error) {
        setServerErrors(serverMessages(error));
        const text = describeSaveError(error);
        toast.error(text.title, text.message);
        return;
      }
      onSaved(result);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      size={size}
      onClose={onClose}
      dirty={dirty}
      renderContainer={(content) => (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={saving}>
          {submitLabel}
        </Button>
      }
    >
      {message ? <Alert role="alert">{message}</Alert> : null}
      {serverErrors.length ? (
        <Alert role="alert" aria-label="Server errors">
          <ErrorList>
            {serverErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ErrorList>
        </Alert>
      ) : null}
      {children}
    </Modal>
  );
}
