import { forwardRef, useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Group label (legend). */
  label: ReactNode;
  /** The choices. */
  options: ReadonlyArray<RadioOption>;
  /** Selected value (controlled). */
  value?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  /** Lay the choices out in a row. */
  inline?: boolean;
  /** Validation message (DS-30). */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  gap: ${({ theme }) => theme.space.sm};
`;
const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
`;
const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.typography.size.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * A labelled group of native radio buttons (one tab stop, arrow keys move and select). Controlled through
 * `value`/`onChange`; use react-hook-form's `Controller` to bind it.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  { label, options, value, onChange, name, inline = false, error, required = false, disabled = false },
  ref,
) {
  const generated = useId();
  const groupName = name ?? `radio-${generated}`;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <Fieldset
      ref={ref}
      role="radiogroup"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <Legend>{label}</Legend>
      <Options $inline={inline}>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange?.(option.value)}
            />
            <span>{option.label}</span>
          </Choice>
        ))}
      </Options>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
});
