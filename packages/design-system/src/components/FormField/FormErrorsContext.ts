import { createContext, useContext } from 'react';

/**
 * The error message of a form field by its path (`firstName`, `address.city`), given by the FormModal that holds a
 * react-hook-form form. A FormField with `name` (and an AddressEntry with `name`) reads its message from here, so a
 * form binds label, error and aria-describedby once, in the field.
 */
export const FormErrorsContext = createContext<((name: string) => string | undefined) | null>(null);

/** The message of the field at `name` in the enclosing FormModal's form, if any. */
export function useFormError(name: string | undefined): string | undefined {
  const lookup = useContext(FormErrorsContext);
  return name && lookup ? lookup(name) : undefined;
}
