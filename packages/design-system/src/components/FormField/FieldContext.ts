import { createContext, useContext, type AriaAttributes } from 'react';

/** What a FormField tells the control inside it. */
export interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /**
   * A control that knows what is wrong with what was typed (DateInput: text that is not a MM/DD/YYYY date) says it
   * here, or null once it is right: the field shows it as its one message, in place of the form's (which only sees an
   * empty value and would say "Required" beside it).
   */
  reportOwnError?: (message: string | null) => void;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * Accessibility attributes for a control: its own props win over the enclosing FormField's. Exported from the barrel
 * so that controls outside it (the extras entry, an app's own control) read the one shared FormField context.
 */
export function useFieldProps(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
  invalid?: boolean;
}) {
  const field = useContext(FieldContext);
  const invalid =
    props.invalid ?? (props['aria-invalid'] === true || props['aria-invalid'] === 'true' || (field?.invalid ?? false));
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    required: props.required ?? field?.required ?? undefined,
    invalid,
  };
}
