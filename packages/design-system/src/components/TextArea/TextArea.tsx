import { forwardRef, useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputBase } from '../../styles/mixins';
import { useFieldProps } from '@tutoring/design-system';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the control invalid. */
  invalid?: boolean;
  /** With `maxLength`, shows a "used/max" counter under the control (default true). */
  showCount?: boolean;
}

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${inputBase}
  min-height: 5em;
  resize: vertical;
`;

const Counter = styled.div`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A multi-line text input with an optional character counter when `maxLength` is set. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { invalid, showCount = true, maxLength, onChange, rows = 4, ...rest },
  ref,
) {
  const counterId = `counter-${useId()}`;
  const initial = String(rest.value ?? rest.defaultValue ?? '');
  const [length, setLength] = useState(initial.length);
  const counted = showCount && maxLength !== undefined;
  const { invalid: isInvalid, ...a11y } = useFieldProps({
    ...rest,
    invalid,
    'aria-describedby':
      [rest['aria-describedby'], counted ? counterId : undefined].filter(Boolean).join(' ') || undefined,
  });
  const used = rest.value !== undefined ? String(rest.value).length : length;
  return (
    <>
      <Area
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
        {...rest}
        {...a11y}
        $invalid={isInvalid}
      />
      {counted ? <Counter id={counterId}>{`${used}/${maxLength}`}</Counter> : null}
    </>
  );
});
