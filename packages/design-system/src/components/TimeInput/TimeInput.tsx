import { forwardRef, type InputHTMLAttributes } from 'react';
import { StyledInput, useFieldProps } from '@tutoring/design-system';

/** Props of {@link TimeInput}. */
export interface TimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Marks the input invalid. */
  invalid?: boolean;
}

/**
 * A time of day (native `type="time"`, value `HH:mm` in 24-hour form; the browser shows it in the user's locale
 * and offers its picker and keyboard entry). Forwards its ref for react-hook-form.
 */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(function TimeInput(
  { invalid, step = 60, ...rest },
  ref,
) {
  const { invalid: isInvalid, ...a11y } = useFieldProps({ ...rest, invalid });
  return <StyledInput ref={ref} type="time" step={step} {...rest} {...a11y} $invalid={isInvalid} />;
});
