import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, Select, TextInput } from '@tutoring/design-system';
import { isUnitedStates, validateNameOnCard } from '@tutoring/domain';
import { validateCardNumber } from '@tutoring/domain/card-number';
import { Actions, FieldGrid } from '../../../shared/components/Layout';
import { EMPTY_CARD, type CardFormVariant, type CardValues } from '../api/card';

/** Billing countries offered by the newer card form (PAY-03: the zip is required only for the United States). */
export const BILLING_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Mexico', 'Other'] as const;

const Buttons = styled(Actions)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Props of {@link CardForm}. */
export interface CardFormProps {
  /** OP-29: 'new' (country, US-only zip rule) or 'old' (zip always required). */
  variant: CardFormVariant;
  /** Called with the values on Save; the caller runs the save-time checks and tokenisation. */
  onSubmit: (values: CardValues) => void | Promise<void>;
  /** Cancel button. */
  onCancel: () => void;
  /** PAY-02: the Delete button is shown only when given (the caller checks OPERATIONS). */
  onDelete?: () => void;
  /** A call is running: Save shows progress and every button waits. */
  processing?: boolean;
  /** The form-level message (a save-time check, "Invalid payment details"). */
  error?: string | null;
  /** Starting values (stories, corrections). */
  initialValues?: Partial<CardValues>;
}

/**
 * PAY-02..PAY-08: the card form panel: card number, name on card, expiry (MM/YY), CVC and zip code (and, in the
 * newer form, the billing country), with Cancel and Save, and Delete for OPERATIONS. American Express and numbers
 * failing the check are flagged as soon as the number is left; the name rule likewise.
 */
export function CardForm({
  variant,
  onSubmit,
  onCancel,
  onDelete,
  processing = false,
  error = null,
  initialValues,
}: CardFormProps) {
  const [values, setValues] = useState<CardValues>({ ...EMPTY_CARD, ...initialValues });
  const [numberError, setNumberError] = useState<string | null>(() => validateCardNumber(initialValues?.number));
  const [nameError, setNameError] = useState<string | null>(() => validateNameOnCard(initialValues?.name));
  const formId = useId();
  const zipRequired = variant === 'old' || isUnitedStates(values.country);

  const set = (key: keyof CardValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'number' && numberError) setNumberError(validateCardNumber(value));
    if (key === 'name' && nameError) setNameError(validateNameOnCard(value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNumberError(validateCardNumber(values.number));
    setNameError(validateNameOnCard(values.name));
    void onSubmit(values);
  };

  return (
    <form aria-label="Card details" id={formId} onSubmit={submit} noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <FieldGrid>
        <FormField label="Card number" required error={numberError}>
          <TextInput
            name="number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={values.number}
            onChange={set('number')}
            onBlur={() => setNumberError(validateCardNumber(values.number))}
          />
        </FormField>
        <FormField label="Name on card" required error={nameError}>
          <TextInput
            name="name"
            autoComplete="cc-name"
            value={values.name}
            onChange={set('name')}
            onBlur={() => setNameError(validateNameOnCard(values.name))}
          />
        </FormField>
        <FormField label="Expiration (MM/YY)" required>
          <TextInput
            name="expiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={set('expiry')}
          />
        </FormField>
        <FormField label="CVC" required>
          <TextInput
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvc}
            onChange={set('cvc')}
          />
        </FormField>
        {variant === 'new' ? (
          <FormField label="Country">
            <Select
              name="country"
              autoComplete="country-name"
              value={values.country ?? ''}
              onChange={set('country')}
              options={BILLING_COUNTRIES.map((c) => ({ value: c, label: c }))}
            />
          </FormField>
        ) : null}
        <FormField label="Zip code" required={zipRequired}>
          <TextInput name="zipcode" autoComplete="postal-code" value={values.zipcode} onChange={set('zipcode')} />
        </FormField>
      </FieldGrid>
      <Buttons>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={processing}>
          Save
        </Button>
        {onDelete ? (
          <Button type="button" variant="danger" onClick={onDelete} disabled={processing}>
            Delete
          </Button>
        ) : null}
      </Buttons>
    </form>
  );
}
