import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { mergeRefs } from '../../utils/mergeRefs';
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
  const inner = useRef<HTMLTextAreaElement | null>(null);
  // A value set without an input event (react-hook-form's reset to the next review's empty comment) is counted at the
  // next render: the counter read the previous comment's length under an empty box (STU-20). After every render (no
  // prop names the change); it sets the state only when the count differs, so it settles in one step.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const now = inner.current?.value.length ?? 0;
    if (now !== length) setLength(now);
  });
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
        ref={mergeRefs(ref, inner)}
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
