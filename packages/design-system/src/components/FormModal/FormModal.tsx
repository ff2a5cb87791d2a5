import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
// The shared core through the package name (forms.ts): the FormFields inside read this FormErrorsContext, and the
// keepers of the session drafts are the core's one set, which the shell asks when a session ends.
import { Alert, Button, FormErrorsContext, Modal, Spinner, toast, type ModalProps } from '@tutoring/design-system';
import { DRAFT_RESTORED, useSessionDraft } from './useSessionDraft';
import { describeSaveError, errorAt, shouldShowSaveError, statusOf, type SaveErrorText } from './errors';

export { DRAFT_RESTORED } from './useSessionDraft';

/** Props of {@link FormModal}. */
export interface FormModalProps<
  TResult = unknown,
  TValues extends FieldValues = FieldValues,
  TOutput = TValues,
> extends Omit<ModalProps, 'footer' | 'renderContainer' | 'children' | 'dirty'> {
  /** The form fields (FormField with `name`, inputs bound with `form.register` or a Controller). */
  children: ReactNode;
  /**
   * The react-hook-form form (`useForm({ resolver: zodResolver(<contract schema>) })`, issue 23.2). The modal
   * validates with it, is dirty when `formState.isDirty` (DS-02 asks before discarding), and puts a failed save's
   * field messages on their fields with `setError`.
   */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The save request with the form's validated values (the resolver's output). */
  onSubmit: (values: TOutput) => Promise<TResult>;
  /**
   * Banner of a form the resolver refuses (DS-03 "Please fix the errors on the form." by default; a row's own text
   * such as CRM-06 "Please fill all required fields"), or a function of the resolver's errors choosing one.
   */
  invalidMessage?: string | ((errors: FieldErrors<TValues>) => string);
  /**
   * The field of a server message that names none (`This email is already taken.` -> `email`). Messages that start
   * with a field's label ("First name can't be blank") find their field without it.
   */
  serverFieldOf?: (message: string) => Path<TValues> | undefined;
  /** Called with the save result; the modal then closes (unless `closeOnSave` is false). */
  onSaved?: (result: TResult) => void;
  /** Success toast after the save, if any. */
  successMessage?: string;
  /** Close after a successful save. Default true. */
  closeOnSave?: boolean;
  /** Label of the submit button. Default "Save". */
  submitLabel?: string;
  /**
   * Override the DS-04 error texts, or return null to show nothing (the caller handled it). Not asked for an error
   * someone else already told the user of (a 401: the login page says the session ended; a `showAlert` reply).
   */
  describeError?: (error: unknown) => SaveErrorText | null;
  /**
   * The record an edit form shows is still loading: the dialog shows a spinner with this label (e.g. "Loading
   * shipment") instead of the fields, and Save does nothing. The form's values are set from the record before the
   * fields appear, so nothing the user types is overwritten by the load.
   */
  loading?: string | false;
}

/** The controls of an invalid group that can take the focus (the enabled ones; the group's Tab stop is picked). */
const GROUP_CONTROLS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/** "firstName" / "employeeId" -> "First name" / "Employee": how the server's messages name a field. */
function fieldLabel(name: string): string {
  const words = name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ServerErrors {
  /** path -> messages the server gave per field (`fields` of a 422). */
  fieldErrors: Record<string, string[]>;
  errors: string[];
}

function serverErrorsOf(error: unknown): ServerErrors {
  const e = (error && typeof error === 'object' ? error : {}) as { fieldErrors?: unknown; errors?: unknown };
  const fieldErrors =
    e.fieldErrors && typeof e.fieldErrors === 'object' ? (e.fieldErrors as Record<string, string[]>) : {};
  const errors = Array.isArray(e.errors) ? e.errors.filter((m): m is string => typeof m === 'string') : [];
  return { fieldErrors, errors };
}

/**
 * The generic form modal. On submit: an invalid form sends nothing and shows one banner, "Please fix the errors on
 * the form." (DS-03) or the row's own text, with each field's message on the field. A rejected save keeps every
 * value typed and stays open: a 422/409 reply's field messages land on their fields (`setError`), the rest in the
 * one banner; the DS-04 toast tells the failure ("Sorry, there has been a problem" for a 500), never a developer
 * string, and a failure with nothing for a field (a 500, another 5xx, no reply) puts that toast's title and message in
 * the banner, so the form still says why once the toast has gone (X-06, DS-04; docs/one-way.md "Failed saves").
 * Cancel and Escape close silently, after "Discard your changes?" when the form is dirty (DS-02).
 */
export function FormModal<TResult = unknown, TValues extends FieldValues = FieldValues, TOutput = TValues>({
  children,
  form,
  onSubmit,
  invalidMessage = FIX_FORM_ERRORS,
  serverFieldOf,
  onSaved,
  successMessage,
  closeOnSave = true,
  submitLabel = 'Save',
  describeError = describeSaveError,
  loading = false,
  onClose,
  ...modalProps
}: FormModalProps<TResult, TValues, TOutput>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  // A submit under way (its checks, some of which ask the server, then the save): a second submit before it ends (a
  // double click on Save) is ignored. A ref, since the saving state shows only after the next render.
  const submitting = useRef(false);
  const restored = useSessionDraft(form, {
    active: modalProps.open && !loading,
    title: typeof modalProps.title === 'string' ? modalProps.title : '',
    formRef,
  });
  /** The one banner: DS-03's text or the row's, or the server's messages that belong to no field. */
  const [banner, setBanner] = useState<string[] | null>(null);

  const focusFirstInvalid = () => {
    // Once React has rendered the messages (aria-invalid is set by the fields; a Controller's field state, e.g. a
    // StarRating's, can render a few frames after the resolver answered: it is looked for again for a moment). A
    // group (a StarRating's or a RadioGroup's fieldset) is invalid as a whole and takes no focus: its control on the
    // Tab path does.
    const attempt = (left: number) => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], :invalid');
      if (!invalid) {
        if (left > 0) setTimeout(() => attempt(left - 1), 16);
        return;
      }
      const target =
        invalid.tabIndex < 0
          ? Array.from(invalid.querySelectorAll<HTMLElement>(GROUP_CONTROLS)).find((el) => el.tabIndex >= 0)
          : invalid;
      target?.focus();
    };
    setTimeout(() => attempt(10), 0);
  };

  /** Puts a failed save's messages on their fields; returns the rest (banner) and how many went on a field. */
  const placeServerErrors = (error: unknown): { rest: string[]; placed: number } => {
    const { fieldErrors, errors } = serverErrorsOf(error);
    const names = Object.keys(form.getValues() ?? {});
    const known = (path: string) => names.includes(path.split('.')[0] ?? '');
    const rest: string[] = [];
    let placed = 0;
    const place = (path: string, message: string) => {
      form.setError(path as Path<TValues>, { type: 'server', message });
      placed += 1;
    };
    const entries = Object.entries(fieldErrors);
    if (entries.length) {
      // `fields` repeats what `errors` says, by field: the field messages win, unknown paths go to the banner.
      for (const [path, messages] of entries)
        if (known(path)) place(path, messages[0] ?? '');
        else rest.push(...messages);
    } else {
      const byLength = [...names].sort((a, b) => b.length - a.length);
      for (const message of errors) {
        const field = serverFieldOf?.(message) ?? byLength.find((name) => message.startsWith(`${fieldLabel(name)} `));
        if (field) place(field, message);
        else rest.push(message);
      }
    }
    if (placed) focusFirstInvalid();
    return { rest, placed };
  };

  const save = async (run: () => Promise<TResult>) => {
    setBanner(null);
    setSaving(true);
    let result: TResult;
    try {
      result = await run();
    } catch (error) {
      setSaving(false);
      const status = statusOf(error);
      const told = shouldShowSaveError(error);
      const text = told ? describeError(error) : null;
      // Failed saves (docs/one-way.md): the form always says why, so the 3-second toast (DS-05) is never the only
      // sign. A refused save's messages go on their fields and the rest into the banner; a save that said nothing
      // the form can place (a 500, another 5xx, no reply at all) has the DS-04 title and message in the banner.
      const { rest, placed } =
        status !== undefined && status !== 500 && status > 0 ? placeServerErrors(error) : { rest: [], placed: 0 };
      const outage = status !== undefined && (status === -1 || status >= 500);
      const said = text ?? (told && outage ? describeSaveError(error) : null);
      if (rest.length) setBanner(rest);
      else if (told && status !== undefined && !placed && said) setBanner([`${said.title}: ${said.message}`]);
      if (text) toast.error(text.title, text.message);
      return;
    }
    setSaving(false);
    if (successMessage) toast.success(successMessage);
    if (!closeOnSave) form.reset(form.getValues());
    onSaved?.(result);
    if (closeOnSave) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (submitting.current || saving || loading) return;
    submitting.current = true;
    try {
      await form.handleSubmit(
        (values) => save(() => onSubmit(values)),
        (errors) => {
          setBanner([typeof invalidMessage === 'function' ? invalidMessage(errors) : invalidMessage]);
          focusFirstInvalid();
        },
      )(event);
    } finally {
      submitting.current = false;
    }
  };

  const content = (
    <Modal
      {...modalProps}
      onClose={onClose}
      dirty={form.formState.isDirty}
      renderContainer={(inner) => (
        <form ref={formRef} noValidate onSubmit={submit}>
          {inner}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={saving} disabled={Boolean(loading)}>
          {submitLabel}
        </Button>
      }
    >
      {restored ? (
        <Alert tone="info" role="status">
          {DRAFT_RESTORED}
        </Alert>
      ) : null}
      {banner ? (
        <Alert messages={banner.length > 1 ? banner : undefined}>{banner.length === 1 ? banner[0] : null}</Alert>
      ) : null}
      {loading ? <Spinner label={loading} /> : children}
    </Modal>
  );
  return (
    <FormErrorsContext.Provider value={(name) => errorAt(form.formState.errors, name)}>
      {content}
    </FormErrorsContext.Provider>
  );
}
