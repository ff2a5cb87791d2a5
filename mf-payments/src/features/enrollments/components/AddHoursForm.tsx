import { useState, type FormEvent } from 'react';
import type { EnrollmentRenewal } from '@tutoring/contract';
import { Button, FormField, NumberInput, TextInput } from '@tutoring/design-system';
import { Actions, Facts, FieldGrid } from '../../../shared/components/Layout';
import { formatMoney } from '../../../shared/lib/format';
import type { EnrollmentAction } from '../api/useEnrollment';

/** Props of {@link AddHoursForm}. */
export interface AddHoursFormProps {
  run: (action: EnrollmentAction) => void;
  processing: boolean;
  /** The reply's enrollmentRenewal (PAY-20), shown as the result. */
  renewal?: EnrollmentRenewal | null;
  disabled?: boolean;
}

/**
 * PAY-20: add hours with an optional coupon: "Get quote" asks with process=false, "Add hours" charges with
 * process=true; the reply's enrollmentRenewal is shown as the result.
 */
export function AddHoursForm({ run, processing, renewal, disabled = false }: AddHoursFormProps) {
  const [hours, setHours] = useState('10');
  const [couponCode, setCouponCode] = useState('');
  const hoursValue = Number(hours);
  const valid = Number.isFinite(hoursValue) && hoursValue > 0;
  const send = (process: boolean) =>
    run({ type: 'addHours', hours: hoursValue, couponCode: couponCode.trim() || undefined, process });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) send(true);
  };
  return (
    <form aria-label="Add hours" onSubmit={submit} noValidate>
      <FieldGrid>
        <FormField label="Hours" required>
          <NumberInput min={1} max={500} value={hours} onChange={(e) => setHours(e.target.value)} />
        </FormField>
        <FormField label="Coupon code">
          <TextInput value={couponCode} onChange={(e) => setCouponCode(e.target.value)} autoComplete="off" />
        </FormField>
      </FieldGrid>
      <Actions>
        <Button onClick={() => send(false)} disabled={!valid || processing || disabled}>
          Get quote
        </Button>
        <Button type="submit" variant="primary" disabled={!valid || processing || disabled}>
          Add hours
        </Button>
      </Actions>
      {renewal ? (
        <div role="status" aria-label="Renewal">
          <h4>{renewal.processed ? 'Hours added' : 'Quote'}</h4>
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
  );
}
