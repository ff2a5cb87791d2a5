import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionRow, Alert, Button, FormField, Select, TextInput, FieldGrid } from '@tutoring/design-system';
import { isUnitedStates } from '@tutoring/domain/areas';
import { CardFieldsSchema, EMPTY_CARD, type CardFormVariant, type CardValues } from '../api/card';

/** Billing countries offered by the newer card form (PAY-03: the zip is required only for the United States). */
export const BILLING_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Mexico', 'Other'] as const;

const Buttons = styled(ActionRow)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Props of {@link CardForm}. */
export interface CardFormProps {
  /** OP-29: 'new' (country, US-only zip rule) or 'old' (zip always required). */
  variant: CardFormVariant;
  /** Called with the values on Save; the caller runs the save-time checks and tokenisation. */
  onSubmit: (values: CardValues) => void | Promise<void>;
  /** Cancel button; told what was typed (a caller that comes back to the form may give it again as `initialValues`). */
  onCancel: (typed: CardValues) => void;
  /** PAY-02: the Delete button is shown only when given (the caller checks OPERATIONS). */
  onDelete?: () => void;
  /** A call is running: Save shows progress and every button waits. */
  processing?: boolean;
  /** The form-level message (a save-time check, "Invalid payment details"). */
  error?: string | null;
  /** A refused save's messages per field (shown on their fields; the values stay). */
  serverErrors?: Partial<Record<keyof CardValues, string>>;
  /** Starting values (stories, corrections). */
  initialValues?: Partial<CardValues>;
  /** Told whether the form has unsaved changes (`formState.isDirty`), for the dialog's DS-02 question. */
  onDirtyChange?: (dirty: boolean) => void;
  /** What the submit button says: "Save" unless the submit does more (the enrollment portal's "Enroll"). */
  submitLabel?: string;
}

/**
 * PAY-02..PAY-08: the card form panel: card number, name on card, expiry (MM/YY), CVC and zip code (and, in the
 * newer form, the billing country), with Cancel and Save, and Delete for OPERATIONS. react-hook-form over the card
 * field rules: American Express and numbers failing the check are flagged as soon as the number is left, the name
 * rule likewise, and again on every change after that. The values live in the form only: never logged, stored or
 * sent anywhere but to the caller's tokenisation.
 */
export function CardForm({
  variant,
  onSubmit,
  onCancel,
  onDelete,
  processing = false,
  error = null,
  serverErrors,
  initialValues,
  onDirtyChange,
  submitLabel = 'Save',
}: CardFormProps) {
  const form = useForm<CardValues>({
    resolver: zodResolver(CardFieldsSchema) as never,
    mode: 'onTouched',
    defaultValues: { ...EMPTY_CARD, ...initialValues },
  });
  const { errors } = form.formState;
  const formId = useId();
  const zipRequired = variant === 'old' || isUnitedStates(form.watch('country'));

  useEffect(() => {
    // PAY-02: the form opens where the person asked for it, so the focus moves into it, on its first field (on the
    // page the panel takes the place of the button that opened it, which would leave the focus on the page's body).
    form.setFocus('number');
    // Starting values (a correction, a story) show their field messages at once.
    if (initialValues) void form.trigger(['number', 'name']);
    // On mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shownOnField = error !== null && Object.values(errors).some((fieldError) => fieldError?.message === error);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const serverKey = JSON.stringify(serverErrors ?? {});
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      if (message) form.setError(field as keyof CardValues, { type: 'server', message });
    // Set again only when the messages change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey]);

  return (
    <form
      aria-label="Card details"
      id={formId}
      onSubmit={(event) =>
        // A field rule broken (American Express, the check, the name): the fields say so, and the caller's save-time
        // checks, which end with the same rules, still put the first message in the form's alert (PAY-07); nothing is
        // tokenised then.
        void form.handleSubmit(
          (values) => onSubmit(values),
          () => onSubmit(form.getValues()),
        )(event)
      }
      noValidate
    >
      {/* A message its field already shows (American Express, PAY-04) is not said a second time above the form: the
          Save that is refused takes the focus to that field, which reads it. */}
      {error && !shownOnField ? <Alert>{error}</Alert> : null}
      <FieldGrid>
        <FormField label="Card number" required error={errors.number?.message}>
          <TextInput inputMode="numeric" autoComplete="cc-number" {...form.register('number')} />
        </FormField>
        <FormField label="Name on card" required error={errors.name?.message}>
          <TextInput autoComplete="cc-name" {...form.register('name')} />
        </FormField>
        <FormField label="Expiration (MM/YY)" required error={errors.expiry?.message}>
          <TextInput autoComplete="cc-exp" placeholder="MM/YY" {...form.register('expiry')} />
        </FormField>
        <FormField label="CVC" required>
          <TextInput inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...form.register('cvc')} />
        </FormField>
        {variant === 'new' ? (
          <FormField label="Country">
            <Select
              autoComplete="country-name"
              options={BILLING_COUNTRIES.map((c) => ({ value: c, label: c }))}
              {...form.register('country')}
            />
          </FormField>
        ) : null}
        <FormField label="Zip code" required={zipRequired} error={errors.zipcode?.message}>
          <TextInput autoComplete="postal-code" {...form.register('zipcode')} />
        </FormField>
      </FieldGrid>
      <Buttons>
        <Button type="button" variant="secondary" onClick={() => onCancel(form.getValues())} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={processing}>
          {submitLabel}
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
