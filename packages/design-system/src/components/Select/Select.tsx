import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputBase } from '../../styles/mixins';
import { useFieldProps } from '../FormField/FieldContext';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** First, empty choice (value ""), e.g. "Select a state". */
  placeholder?: string;
  /** Marks the control invalid. */
  invalid?: boolean;
}

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${inputBase}
`;

/** A native select (best keyboard and screen-reader support). Forwards its ref for react-hook-form. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, invalid, ...rest },
  ref,
) {
  const { invalid: isInvalid, ...a11y } = useFieldProps({ ...rest, invalid });
  return (
    <StyledSelect ref={ref} {...rest} {...a11y} $invalid={isInvalid}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
});
