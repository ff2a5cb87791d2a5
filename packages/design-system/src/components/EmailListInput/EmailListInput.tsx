import { forwardRef, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { isValidEmail, isValidEmailList, parseEmailList } from '@tutoring/domain';
// From the shared barrel (this file is in the extras entry): the one FormField context, the shared input styles.
import { StyledInput, useFieldProps } from '@tutoring/design-system';
import { InputError } from '../FormField/InputError';
import { mergeRefs } from '../../utils/mergeRefs';

/** Not given by the spec (decision, README): the message of an e-mail list with a bad entry. */
export const invalidEmailListMessage = (bad: readonly string[]): string =>
  `${bad.length === 1 ? 'This is not a valid email address' : 'These are not valid email addresses'}: ${bad.join(', ')}`;

/** Props of {@link EmailListInput}. */
export interface EmailListInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The raw text ("a@x.com, b@y.com"). */
  value?: string;
  /** Called with the text, the parsed e-mails and whether every entry is valid. */
  onChange?: (text: string, emails: string[], valid: boolean) => void;
  /** Show the validation message before the user leaves the field. */
  showErrors?: boolean;
  /** Marks the input invalid for owner rules. */
  invalid?: boolean;
}

/**
 * DS-29: several e-mail addresses in one field, split on commas, semicolons or spaces (empty parts dropped). Any entry
 * that is not an e-mail makes the field invalid, names the bad entries and blocks the form's native validity.
 */
export const EmailListInput = forwardRef<HTMLInputElement, EmailListInputProps>(function EmailListInput(
  { value, onChange, showErrors = false, invalid, onBlur, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  const errorId = `emails-error-${useId()}`;
  const [uncontrolled, setUncontrolled] = useState('');
  const text = value ?? uncontrolled;
  const [touched, setTouched] = useState(false);
  const valid = isValidEmailList(text);
  const bad = valid ? [] : parseEmailList(text).filter((entry) => !isValidEmail(entry));
  const message = valid ? null : invalidEmailListMessage(bad);

  useEffect(() => {
    inner.current?.setCustomValidity(message ?? '');
  }, [message]);

  const showError = Boolean(message) && (touched || showErrors);
  const { invalid: isInvalid, ...a11y } = useFieldProps({
    ...rest,
    invalid: invalid || showError || undefined,
    'aria-describedby':
      [rest['aria-describedby'], showError ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  });
  return (
    <>
      <StyledInput
        ref={mergeRefs(ref, inner)}
        type="text"
        inputMode="email"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setUncontrolled(next);
          onChange?.(next, parseEmailList(next), isValidEmailList(next));
        }}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        {...rest}
        {...a11y}
        $invalid={isInvalid}
      />
      {showError ? <InputError id={errorId}>{message}</InputError> : null}
    </>
  );
});
