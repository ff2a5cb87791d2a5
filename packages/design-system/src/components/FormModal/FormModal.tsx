import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';
import { toast } from '../Toast/toastStore';
import { defaultSaveErrorText, type SaveErrorText } from './errors';

/** Props of {@link FormModal}. */
export interface FormModalProps<TResult = unknown> extends Omit<ModalProps, 'footer' | 'renderContainer' | 'children'> {
  /** The form fields (FormField + inputs, usually bound with react-hook-form). */
  children: ReactNode;
  /** The save request. Its result goes to `onSaved`; a rejection shows the DS-04 error and keeps the values. */
  onSave: () => Promise<TResult>;
  /**
   * Is the form valid? (e.g. react-hook-form's `trigger`). Checked before saving, together with the native
   * constraints of the fields (required, pattern...) and `validate`.
   */
  isValid?: () => boolean | Promise<boolean>;
  /**
   * An extra, custom validator (cross-field rules, DS-03). Return false to block the save, or the row's own blocking
   * message (e.g. "Please fill all required fields"): it then replaces DS-03's text in the one error banner.
   */
  validate?: () => boolean | string | Promise<boolean | string>;
  /** Called with the save result; the modal then closes (unless `closeOnSave` is false). */
  onSaved?: (result: TResult) => void;
  /** Success toast after the save, if any. */
  successMessage?: string;
  /** Close after a successful save. Default true. */
  closeOnSave?: boolean;
  /** Label of the submit button. Default "Save". */
  submitLabel?: string;
  /** Override the DS-04 error texts, or return null to show nothing (the caller handled it). */
  describeError?: (error: unknown) => SaveErrorText | null;
}

/**
 * The generic form modal. On submit: an invalid form or a failing custom validator sends nothing and shows
 * "Please fix the errors on the form." (DS-03); a rejected save shows the DS-04 toast and keeps what the user typed.
 */
export function FormModal<TResult = unknown>({
  children,
  onSave,
  isValid,
  validate,
  onSaved,
  successMessage,
  closeOnSave = true,
  submitLabel = 'Save',
  describeError = defaultSaveErrorText,
  onClose,
  ...modalProps
}: FormModalProps<TResult>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  /** The one banner of a blocked save: DS-03's text, or the row's own message from `validate`. */
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = formRef.current;
    const nativeValid = form ? form.checkValidity() : true;
    const formValid = isValid ? await isValid() : true;
    const custom = validate ? await validate() : true;
    if (!nativeValid || !formValid || custom !== true) {
      setBlockedMessage(typeof custom === 'string' ? custom : FIX_FORM_ERRORS);
      const firstInvalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], :invalid');
      firstInvalid?.focus();
      return;
    }
    setBlockedMessage(null);
    setSaving(true);
    let result: TResult;
    try {
      result = await onSave();
    } catch (error) {
      setSaving(false);
      const text = describeError(error);
      if (text) toast.error(text.title, text.message);
      return;
    }
    setSaving(false);
    if (successMessage) toast.success(successMessage);
    onSaved?.(result);
    if (closeOnSave) onClose();
  };

  return (
    <Modal
      {...modalProps}
      onClose={onClose}
      renderContainer={(content) => (
        <form ref={formRef} noValidate onSubmit={submit}>
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={saving}>
          {submitLabel}
        </Button>
      }
    >
      {blockedMessage ? <Alert>{blockedMessage}</Alert> : null}
      {children}
    </Modal>
  );
}
