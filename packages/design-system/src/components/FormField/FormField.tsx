import { useId, useMemo, useState, type ReactNode } from 'react';
import { FieldContext } from './FieldContext';
import { useFormError } from './FormErrorsContext';
import { ErrorText, Field, Help, Label, RequiredMark } from './styles';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label, tied to the control with for/id. */
  label: ReactNode;
  /** Help text under the control, referenced by aria-describedby. */
  help?: ReactNode;
  /** Validation message shown next to the field (DS-30). Sets aria-invalid on the control. */
  error?: string | null | false;
  /**
   * The field's path in the enclosing FormModal's react-hook-form form (`firstName`, `address.city`): its message
   * (the resolver's or the server's) is shown here without passing `error`.
   */
  name?: string;
  /** Marks the field required: an asterisk in the label and `required` on the control. */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** Keep the label for screen readers only (e.g. in a table cell). */
  hideLabel?: boolean;
  /** The control: TextInput, TextArea, NumberInput, Select, DateInput, TimeInput, PhoneInput... */
  children: ReactNode;
  className?: string;
}

/**
 * Label, help and error text around one control, wired for assistive technology: the control inside reads its
 * id, aria-describedby (help then error), aria-invalid and required from this field.
 */
export function FormField({
  label,
  help,
  error: errorProp,
  name,
  required = false,
  id,
  hideLabel = false,
  children,
  className,
}: FormFieldProps) {
  const formError = useFormError(name);
  // What the control says of its own text comes first: the form's rules only see the value it gives them.
  const [ownError, setOwnError] = useState<string | null>(null);
  const error = ownError || errorProp || formError;
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const context = useMemo(
    () => ({
      id: controlId,
      describedBy: [helpId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: Boolean(error),
      required,
      reportOwnError: setOwnError,
    }),
    [controlId, helpId, errorId, error, required],
  );
  const labelContent = (
    <>
      {label}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </>
  );
  return (
    <Field className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={controlId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={controlId}>{labelContent}</Label>
      )}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {help ? <Help id={helpId}>{help}</Help> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
