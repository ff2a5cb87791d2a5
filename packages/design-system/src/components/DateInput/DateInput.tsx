import { forwardRef, useContext, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { formatDate, INVALID_DATE_FORMAT, parseDateInput } from '@tutoring/domain';
import { FieldContext, StyledInput, useFieldProps } from '@tutoring/design-system';
import { InputError } from '../FormField/InputError';
import { mergeRefs } from '../../utils/mergeRefs';

/** Props of {@link DateInput}. */
export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The date as `YYYY-MM-DD`, or null/'' when empty. */
  value?: string | null;
  /** Called with `YYYY-MM-DD`, or null when the text is empty or not a real MM/DD/YYYY date. */
  onChange?: (value: string | null) => void;
  /** Marks the input invalid (owner rules, e.g. "Reservation end date cannot be before today."). */
  invalid?: boolean;
}

/**
 * DS-22: a date typed as MM/DD/YYYY. Any other shape (or an impossible date) is rejected: the input becomes invalid,
 * says "Please enter a date as MM/DD/YYYY" once the user leaves it, and blocks a surrounding form's native validity
 * (so FormModal refuses to save, DS-03). Controlled with `YYYY-MM-DD` values; use react-hook-form's Controller.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, invalid, onBlur, placeholder = 'MM/DD/YYYY', ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  const errorId = `date-error-${useId()}`;
  const [text, setText] = useState(() => formatDate(value ?? null));
  const [touched, setTouched] = useState(false);
  const parsed = parseDateInput(text);
  const shapeError = text.trim() !== '' && parsed === null;

  // Follow outside changes of the value (a reset, a default arriving late) unless they match what is typed.
  useEffect(() => {
    if ((value ?? null) !== parseDateInput(text)) setText(formatDate(value ?? null));
    // Only when the value changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    inner.current?.setCustomValidity(shapeError ? INVALID_DATE_FORMAT : '');
  }, [shapeError]);

  const showError = shapeError && touched;
  // In a FormField the field shows the message, as its only one (not "Required" beside it); alone, the input does.
  const report = useContext(FieldContext)?.reportOwnError;
  useEffect(() => {
    if (!report) return undefined;
    report(showError ? INVALID_DATE_FORMAT : null);
    return () => report(null);
  }, [report, showError]);
  const ownMessage = showError && !report;
  const { invalid: isInvalid, ...a11y } = useFieldProps({
    ...rest,
    invalid: invalid || showError || undefined,
    'aria-describedby':
      [rest['aria-describedby'], ownMessage ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  });
  return (
    <>
      <StyledInput
        ref={mergeRefs(ref, inner)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange?.(parseDateInput(event.target.value));
        }}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        {...rest}
        {...a11y}
        $invalid={isInvalid}
      />
      {ownMessage ? <InputError id={errorId}>{INVALID_DATE_FORMAT}</InputError> : null}
    </>
  );
});
