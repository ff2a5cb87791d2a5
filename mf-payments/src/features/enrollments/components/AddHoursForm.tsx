import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@tutoring/api-client';
import { ADD_HOURS_RANGE, type EnrollmentRenewal } from '@tutoring/contract';
import { AddHoursSchema } from '@tutoring/contract/writes';
import {
  ActionRow,
  Alert,
  Button,
  ConfirmDialog,
  FormField,
  TextInput,
  Facts,
  FieldGrid,
} from '@tutoring/design-system';
import { NumberInput, useUnsavedChanges } from '@tutoring/design-system/forms';
import { CONNECTION_LOST, FIX_FORM_ERRORS } from '@tutoring/domain';
import { formatMoney } from '../../../shared/lib/format';
import type { EnrollmentAction, EnrollmentActionReply } from '../api/enrollments';

/** The values of the add hours form (PAY-20). */
export interface AddHoursValues {
  hours: number | null;
  couponCode: string;
}

/** How the server's messages name the fields ("Hours must be between 1 and 500", "Coupon code is invalid"). */
const FIELD_LABELS: Record<keyof AddHoursValues, string> = { hours: 'Hours', couponCode: 'Coupon code' };

const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

const contractRules: Resolver<AddHoursValues> = zodResolver(AddHoursSchema) as never;

/**
 * The contract's add hours rules, with the server's sentence for hours that were typed but are not allowed: the
 * contract's `AddHoursSchema` says "Required" for any hours that are not a whole number (2.5 included), and its own
 * range sentence otherwise, where the server answers {@link ADD_HOURS_RANGE} for both. "Required" stays for an empty
 * field.
 */
const addHoursRules: Resolver<AddHoursValues> = async (values, context, options) => {
  const result = await contractRules(values, context, options);
  const hours = result.errors.hours;
  if (hours && typeof values.hours === 'number' && Number.isFinite(values.hours))
    return { values: {}, errors: { ...result.errors, hours: { ...hours, message: ADD_HOURS_RANGE } } };
  return result;
};

/** PAY-20, DOM-30: said at once when the family has no card that can be charged (the server's refusal, ahead of it). */
export const NO_VALID_CARD = 'There is no valid card on file. Add a valid card before buying hours.';

/** Props of {@link AddHoursForm}. */
export interface AddHoursFormProps {
  /** Runs the action through the panel's mutation; rejects with the reply's error on failure. */
  submit: (action: EnrollmentAction) => Promise<EnrollmentActionReply>;
  processing: boolean;
  /** The reply's enrollmentRenewal (PAY-20), shown as the result. */
  renewal?: EnrollmentRenewal | null;
  /** Nothing can be added (an enrollment that has ended): the fields and the buttons alike. */
  disabled?: boolean;
  /**
   * Whether the family has a valid card to charge (DOM-30); `undefined` while not known. Without one the form says so
   * at once, and "Add hours" offers no charge for a quote that costs money (the server would refuse it).
   */
  cardOnFile?: boolean;
}

/** What "Add hours" asks before charging: the quote's hours and amount (PAY-20; the decision is in the README). */
function chargeQuestion(values: AddHoursValues, quote: EnrollmentRenewal | undefined) {
  const hours = quote?.hours ?? values.hours ?? 0;
  const money = formatMoney(quote?.amount);
  const what = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  if (!money) return { title: `Add ${what}?`, message: undefined };
  return {
    title: `Add ${what} for ${money}?`,
    message: (quote?.amount ?? 0) > 0 ? `The card on file is charged ${money}.` : 'Nothing is charged.',
  };
}

/**
 * PAY-20: add hours with an optional coupon, over the contract's add hours rules: "Get quote" asks with
 * process=false; "Add hours" asks for the same quote, shows its amount in a confirmation, and charges with
 * process=true only once that is confirmed. The reply's enrollmentRenewal is shown as the result. A refused call
 * keeps the values; its messages land on Hours or Coupon code, the rest in the form's one banner.
 */
export function AddHoursForm({ submit, processing, renewal, disabled = false, cardOnFile }: AddHoursFormProps) {
  const form = useForm<AddHoursValues>({
    resolver: addHoursRules,
    defaultValues: { hours: 10, couponCode: '' },
  });
  const { errors, isDirty } = form.formState;
  // Hours typed and not yet added are not lost by leaving the page without a question (DS-02).
  useUnsavedChanges(isDirty);
  const [banner, setBanner] = useState<string[]>([]);
  // The renewal shown is the answer to the values it was asked with: a change of Hours or Coupon code, or a refused
  // quote or charge, takes it away, so an old quote never stands beside other values or a refusal (PAY-20).
  const [renewalShown, setRenewalShown] = useState(true);
  useEffect(() => {
    const typing = form.watch((_values, { type }) => {
      if (type === 'change') setRenewalShown(false);
    });
    return () => typing.unsubscribe();
  }, [form]);

  /**
   * A failed quote or charge: a refusal's messages on their fields and in the banner, and the quote taken away (it no
   * longer answers). A call that got no reply (the connection dropped) may still have been made: the quote the person
   * saw stays, with the values, and the banner says the server could not be reached (CONNECTION_LOST), which stays
   * after the toast has gone.
   */
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === -1) {
      setBanner([CONNECTION_LOST.message]);
      return;
    }
    setRenewalShown(false);
    placeServerErrors(error);
  };

  const placeServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status === 500 || error.status <= 0) return;
    const rest: string[] = [];
    const fields = Object.entries(error.fieldErrors);
    if (fields.length) {
      for (const [path, messages] of fields)
        if (path in FIELD_LABELS) form.setError(path as keyof AddHoursValues, { type: 'server', message: messages[0] });
        else rest.push(...messages);
    } else {
      for (const message of error.errors) {
        const field = (Object.keys(FIELD_LABELS) as Array<keyof AddHoursValues>).find((name) =>
          message.startsWith(`${FIELD_LABELS[name]} `),
        );
        if (field) form.setError(field, { type: 'server', message });
        else rest.push(message);
      }
    }
    setBanner(rest);
  };

  const action = (values: AddHoursValues, process: boolean): EnrollmentAction => ({
    type: 'addHours',
    hours: values.hours ?? 0,
    couponCode: values.couponCode.trim() || undefined,
    process,
  });
  // Asked before "Add hours" charges: the values and the quote they got.
  const [confirming, setConfirming] = useState<{ values: AddHoursValues; quote?: EnrollmentRenewal } | null>(null);

  /** A quote for the form's values; with `thenCharge`, the confirmation of its amount follows. */
  const quote = (thenCharge: boolean) =>
    form.handleSubmit(
      async (values) => {
        setBanner([]);
        try {
          const reply = await submit(action(values, false));
          setRenewalShown(true);
          const quoted = 'renewal' in reply ? reply.renewal : undefined;
          // No card to charge: the quote is shown, and no charge that would be refused is offered.
          if (thenCharge && cardOnFile === false && (quoted?.amount ?? 0) > 0) setBanner([NO_VALID_CARD]);
          else if (thenCharge) setConfirming({ values, quote: quoted });
        } catch (error) {
          failed(error);
        }
      },
      () => setBanner([FIX_FORM_ERRORS]),
    );
  /** Asks for a quote unless a call is running (the buttons keep their focus then, so a press is ignored here). */
  const ask = (thenCharge: boolean) => {
    if (processing || disabled) return;
    void quote(thenCharge)();
  };

  const charge = async () => {
    const asked = confirming;
    setConfirming(null);
    if (!asked) return;
    setBanner([]);
    try {
      await submit(action(asked.values, true));
      setRenewalShown(true);
      // Added: what the form shows is done, nothing is left unsaved.
      form.reset(asked.values);
    } catch (error) {
      failed(error);
    }
  };
  const question = confirming ? chargeQuestion(confirming.values, confirming.quote) : null;

  return (
    <>
      <form
        aria-label="Add hours"
        onSubmit={(event) => {
          event.preventDefault();
          ask(true);
        }}
        noValidate
      >
        {banner.length ? (
          <Alert messages={banner.length > 1 ? banner : undefined}>{banner.length === 1 ? banner[0] : null}</Alert>
        ) : null}
        {cardOnFile === false && !banner.includes(NO_VALID_CARD) ? (
          <Alert tone="info" role="status">
            {NO_VALID_CARD}
          </Alert>
        ) : null}
        <FieldGrid>
          <FormField label="Hours" required error={errors.hours?.message}>
            {/* Disabled with the buttons: a canceled enrollment offered Hours and Coupon code to type into while
                nothing could be asked with them. */}
            <NumberInput
              min={1}
              max={500}
              disabled={disabled}
              {...form.register('hours', { setValueAs: numberOrNull })}
            />
          </FormField>
          <FormField label="Coupon code" error={errors.couponCode?.message}>
            <TextInput autoComplete="off" maxLength={100} disabled={disabled} {...form.register('couponCode')} />
          </FormField>
        </FieldGrid>
        {/* While a quote or charge runs the buttons stay focusable (aria-disabled, presses ignored): `disabled` drops
            the focus to the page's body, and the confirmation then opened with nothing to give the focus back to. */}
        <ActionRow>
          <Button onClick={() => ask(false)} disabled={disabled} aria-disabled={processing || undefined}>
            Get quote
          </Button>
          <Button type="submit" variant="primary" disabled={disabled} aria-disabled={processing || undefined}>
            Add hours
          </Button>
        </ActionRow>
        {renewal && renewalShown ? (
          <div role="status" aria-label="Renewal">
            {/* Under the section's "Add hours" (h2). */}
            <h3>{renewal.processed ? 'Hours added' : 'Quote'}</h3>
            <Facts>
              <dt>Hours</dt>
              <dd>{renewal.hours ?? '—'}</dd>
              <dt>Amount</dt>
              <dd>{formatMoney(renewal.amount) || '—'}</dd>
              <dt>Coupon</dt>
              <dd>{renewal.couponCode || '—'}</dd>
            </Facts>
          </div>
        ) : null}
      </form>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message}
        confirmLabel="Add hours"
        onConfirm={() => void charge()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
