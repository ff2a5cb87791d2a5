import { forwardRef, type InputHTMLAttributes } from 'react';
import { StyledInput, useFieldProps } from '@tutoring/design-system';

/** Props of {@link NumberInput}. */
export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Marks the input invalid. */
  invalid?: boolean;
}

/**
 * A numeric input (`type="number"`, decimal keypad on phones). Pair with react-hook-form's
 * `register(name, { valueAsNumber: true })`.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { invalid, inputMode, step, ...rest },
  ref,
) {
  const { invalid: isInvalid, ...a11y } = useFieldProps({ ...rest, invalid });
  const mode = inputMode ?? (step !== undefined && String(step).includes('.') ? 'decimal' : 'numeric');
  return <StyledInput ref={ref} type="number" inputMode={mode} step={step} {...rest} {...a11y} $invalid={isInvalid} />;
});
