import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputBase } from '../../styles/mixins';
import { useFieldProps } from '../FormField/FieldContext';

/** Props of {@link TextInput}: every native input attribute, plus `invalid`. */
export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the input invalid (aria-invalid and red border). Inside a FormField the field's `error` sets it. */
  invalid?: boolean;
}

/** @internal */
export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${inputBase}
`;

/** A single-line text input. Forwards its ref, so react-hook-form's `register` works. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { invalid, type = 'text', ...rest },
  ref,
) {
  const { invalid: isInvalid, ...a11y } = useFieldProps({ ...rest, invalid });
  return <StyledInput ref={ref} type={type} {...rest} {...a11y} $invalid={isInvalid} />;
});
