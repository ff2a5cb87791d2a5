import { forwardRef, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  formatPhone,
  normalizePhone,
  PHONE_COUNTRIES,
  phoneCountryOf,
  validatePhone,
  type PhoneCountry,
} from '@tutoring/domain/phone';
// From the shared barrel (this file is in the extras entry): the one FormField context, shared components.
import { IconButton, StyledInput, useFieldProps } from '@tutoring/design-system';
import { InputError } from '../FormField/InputError';
import { mergeRefs } from '../../utils/mergeRefs';
import { inputBase } from '../../styles/mixins';
import { maskUsPhone } from './mask';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The stored number (any shape: it is normalised, DS-16). */
  value?: string | null;
  /** Called with the normalised number ("+15551234567"; "" when empty) and the validation message (null when valid). */
  onChange?: (value: string, error: string | null) => void;
  /** DS-17: required by default. An optional input shows a clear button. */
  required?: boolean;
  /** Initial/forced country choice; by default derived from the value (US for +1 with 10 digits). */
  country?: PhoneCountry;
  /** Called when the user changes the country choice. */
  onCountryChange?: (country: PhoneCountry) => void;
  /** Show the validation message before the user leaves the field (e.g. after a submit). */
  showErrors?: boolean;
  /** Marks the input invalid for owner rules. */
  invalid?: boolean;
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const CountrySelect = styled.select<{ $invalid?: boolean }>`
  ${inputBase}
  width: auto;
  flex: none;
`;

function displayFor(value: string | null | undefined, country: PhoneCountry): string {
  const normalized = normalizePhone(value);
  if (!normalized) return '';
  return country === 'US' ? maskUsPhone(normalized) : formatPhone(normalized);
}

/**
 * DS-14..DS-17: international phone input. "US" masks to +1 (XXX) XXX-XXXX (10 digits); "Non-US" must start with +
 * and have at least 7 digits. An invalid value shows "This is not a valid phone number." and blocks the form's native
 * validity (DS-03). Required by default; optional inputs get a clear button. Emits the normalised number.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    value,
    onChange,
    required = true,
    country: countryProp,
    onCountryChange,
    showErrors = false,
    invalid,
    onBlur,
    disabled,
    ...rest
  },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  const errorId = `phone-error-${useId()}`;
  const [country, setCountry] = useState<PhoneCountry>(countryProp ?? phoneCountryOf(value));
  const [text, setText] = useState(() => displayFor(value, countryProp ?? phoneCountryOf(value)));
  const [touched, setTouched] = useState(false);
  const error = validatePhone(text, country, { required });

  useEffect(() => {
    if (countryProp && countryProp !== country) setCountry(countryProp);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countryProp]);

  // Follow a value set from outside (form reset) when it differs from what is typed.
  useEffect(() => {
    if (normalizePhone(value) !== normalizePhone(text)) setText(displayFor(value, country));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    inner.current?.setCustomValidity(error ?? '');
  }, [error]);

  const update = (nextText: string, nextCountry: PhoneCountry) => {
    setText(nextText);
    onChange?.(normalizePhone(nextText), validatePhone(nextText, nextCountry, { required }));
  };

  const showError = Boolean(error) && (touched || showErrors);
  const { invalid: isInvalid, ...a11y } = useFieldProps({
    ...rest,
    required,
    invalid: invalid || showError || undefined,
    'aria-describedby':
      [rest['aria-describedby'], showError ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  });

  return (
    <>
      <Row>
        <CountrySelect
          aria-label="Phone country"
          value={country}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value as PhoneCountry;
            setCountry(next);
            onCountryChange?.(next);
            update(next === 'US' ? maskUsPhone(text) : text.replace(/[()]/g, '').replace(/\s+/g, ' ').trim(), next);
          }}
        >
          {PHONE_COUNTRIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </CountrySelect>
        <StyledInput
          ref={mergeRefs(ref, inner)}
          type="tel"
          autoComplete="tel"
          placeholder={country === 'US' ? '+1 (555) 555-5555' : '+44 20 7946 0000'}
          value={text}
          disabled={disabled}
          onChange={(event) => update(country === 'US' ? maskUsPhone(event.target.value) : event.target.value, country)}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
          {...rest}
          {...a11y}
          $invalid={isInvalid}
        />
        {!required && text ? (
          <IconButton
            aria-label="Clear phone number"
            icon="✕"
            disabled={disabled}
            onClick={() => {
              update('', country);
              inner.current?.focus();
            }}
          />
        ) : null}
      </Row>
      {showError ? <InputError id={errorId}>{error}</InputError> : null}
    </>
  );
});
