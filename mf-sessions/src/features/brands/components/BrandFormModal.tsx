import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { Brand, z } from '@tutoring/contract';
import { BrandCreateSchema } from '@tutoring/contract/writes';
import { type BrandToggle, type BrandValues, type ReviewIntervalUnit } from '@tutoring/domain';
import {
  BRAND_PAYMENT_TYPES,
  REVIEW_INTERVAL_UNITS,
  applyBrandPaymentType,
  applyBrandToggle,
  hasTrial,
  setReviewIntervalUnit,
} from '@tutoring/domain/areas';
import { FormField, Select, TextInput } from '@tutoring/design-system';
import { FormModal, NumberInput, Toggle, useFillOnce } from '@tutoring/design-system/forms';
import { brandQueries, useSaveBrand } from '../api/brands';

/** Props of {@link BrandFormModal}. */
export interface BrandFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit this brand; without it a new brand is created. */
  brandId?: number;
  onSaved?: (brand: Brand) => void;
}

type Values = BrandValues & {
  name?: string | null;
  includePoints?: boolean | null;
  includeJointSessions?: boolean | null;
};

const num = (v: string): number | null => (v.trim() === '' ? null : Number(v));
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * A loaded brand without the `null`s the contract's brand body refuses (a flag or count it wants absent or a value):
 * they are left out of the form, so the body keeps to the contract's rules (SES-45, SES-46) and the server keeps them.
 */
function withoutRefusedNulls(brand: Values): Values {
  const shape = BrandCreateSchema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
  return Object.fromEntries(
    Object.entries(brand).filter(([k, v]) => v !== null || !shape[k] || shape[k].safeParse(null).success),
  ) as Values;
}

/** Toggle labels (the documents give the rules, not the labels). */
export const BRAND_TOGGLE_LABELS: Record<BrandToggle, string> = {
  trial: 'Free trial',
  limitedAttendance: 'Limited attendance',
  parentUpdates: 'Parent updates',
  reservations: 'Reservations',
  reviews: 'Reviews',
  surveys: 'Surveys',
};

/**
 * SES-45, SES-46 (OP-11): the brand form (md). Payment type None removes all pricing, Fixed gives fixed pricing without
 * contract or trial, anything else recurring pricing (months, 1 by default). Trial on = 14 days, off clears the trial;
 * review unit sessions sets the interval to 1; limited attendance off sets the count to 0; parent updates,
 * reservations, reviews and surveys off clear their intervals. Every rule is the domain's (brand.ts).
 */
export function BrandFormModal({ open, onClose, brandId, onSaved }: BrandFormModalProps) {
  const editing = typeof brandId === 'number';
  const brand = useQuery({ ...brandQueries.detail(brandId ?? -1), enabled: open && editing });
  const save = useSaveBrand();
  const form = useForm<Values>({
    resolver: zodResolver(BrandCreateSchema) as never,
    defaultValues: { name: '', paymentType: 'None', pricing: null },
  });
  const { register, setValue, watch } = form;
  const values = watch();
  const [version, keepVersion] = useOpenedVersion('brands');
  const loaded = useFillOnce(form, editing ? brand.data : null, (b) => withoutRefusedNulls(b as Values), keepVersion);

  /** Puts a rule's result (the domain's brand.ts) into the form, field by field. */
  const setValues = (next: Values | ((v: Values) => Values)) => {
    const current = form.getValues();
    const result = typeof next === 'function' ? next(current) : next;
    for (const key of new Set([...Object.keys(current), ...Object.keys(result)]))
      if (result[key] !== current[key]) setValue(key as Path<Values>, result[key] as never, { shouldDirty: true });
  };
  const patch = (p: Partial<Values>) => setValues((v) => ({ ...v, ...p }));
  const toggle = (which: BrandToggle) => (on: boolean) => setValues((v) => applyBrandToggle(v, which, on));
  const pricing = values.pricing ?? null;
  const setPricing = (p: Record<string, unknown>) =>
    setValues((v) => ({ ...v, pricing: { ...(v.pricing ?? {}), ...p } }));
  const paymentType = values.paymentType ?? 'None';
  const recurring = paymentType !== 'None' && paymentType !== 'Fixed';

  return (
    <FormModal<Brand, Values, z.output<typeof BrandCreateSchema>>
      open={open}
      onClose={onClose}
      title={editing ? 'Edit brand' : 'New brand'}
      form={form as never}
      onSubmit={(body) => save.mutateAsync({ id: brandId, body, ifMatch: version })}
      onSaved={(b) => onSaved?.(b)}
      successMessage="Brand saved."
      loading={!loaded && 'Loading brand'}
    >
      <FormField label="Name" required name="name">
        <TextInput {...register('name')} />
      </FormField>
      <FormField label="Payment type">
        <Select
          options={BRAND_PAYMENT_TYPES.map((t) => ({ value: t, label: t }))}
          value={paymentType}
          onChange={(e) => setValues((v) => applyBrandPaymentType(v, e.target.value))}
        />
      </FormField>
      {pricing ? (
        <fieldset aria-label="Pricing">
          <legend>{`Pricing (${pricing.type ?? ''})`}</legend>
          <FormField label="Price">
            <NumberInput value={text(pricing.price)} onChange={(e) => setPricing({ price: num(e.target.value) })} />
          </FormField>
          {recurring ? (
            <>
              <FormField label="Interval length">
                <NumberInput
                  value={text(pricing.intervalLength)}
                  onChange={(e) => setPricing({ intervalLength: num(e.target.value) })}
                />
              </FormField>
              <FormField label="Interval unit">
                <Select
                  options={['days', 'weeks', 'months'].map((u) => ({ value: u, label: u }))}
                  value={pricing.intervalUnit ?? 'months'}
                  onChange={(e) => setPricing({ intervalUnit: e.target.value })}
                />
              </FormField>
              <Toggle
                label={BRAND_TOGGLE_LABELS.trial}
                checked={hasTrial(values)}
                onChange={(e) => toggle('trial')(e.target.checked)}
              />
              {hasTrial(values) ? (
                <>
                  <FormField label="Trial length">
                    <NumberInput
                      value={text(pricing.trialIntervalLength)}
                      onChange={(e) => setPricing({ trialIntervalLength: num(e.target.value) })}
                    />
                  </FormField>
                  <p>{`Trial unit: ${pricing.trialIntervalUnit ?? ''}`}</p>
                  <FormField label="Trial price">
                    <NumberInput
                      value={text(pricing.trialPrice)}
                      onChange={(e) => setPricing({ trialPrice: num(e.target.value) })}
                    />
                  </FormField>
                </>
              ) : null}
              <Toggle
                label="Offer contract"
                checked={!!values.offerContract}
                onChange={(e) => patch({ offerContract: e.target.checked })}
              />
              <Toggle
                label="Offer discount"
                checked={!!values.offerDiscount}
                onChange={(e) => patch({ offerDiscount: e.target.checked })}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
      <Toggle
        label={BRAND_TOGGLE_LABELS.limitedAttendance}
        checked={!!values.allowLimitedAttendance}
        onChange={(e) => toggle('limitedAttendance')(e.target.checked)}
      />
      {values.allowLimitedAttendance ? (
        <FormField label="Limited attendances count" name="limitedAttendancesCount">
          <NumberInput
            value={text(values.limitedAttendancesCount)}
            onChange={(e) => patch({ limitedAttendancesCount: num(e.target.value) ?? undefined })}
          />
        </FormField>
      ) : null}
      <Toggle
        label={BRAND_TOGGLE_LABELS.parentUpdates}
        checked={!!values.includeParentUpdates}
        onChange={(e) => toggle('parentUpdates')(e.target.checked)}
      />
      {values.includeParentUpdates ? (
        <FormField label="Parent updates interval">
          <NumberInput
            value={text(values.parentUpdatesInterval)}
            onChange={(e) => patch({ parentUpdatesInterval: num(e.target.value) })}
          />
        </FormField>
      ) : null}
      <Toggle
        label={BRAND_TOGGLE_LABELS.reservations}
        checked={!!values.offerReserved}
        onChange={(e) => toggle('reservations')(e.target.checked)}
      />
      {values.offerReserved ? (
        <>
          <FormField label="Reservation length">
            <NumberInput
              value={text(values.reservedIntervalLength)}
              onChange={(e) => patch({ reservedIntervalLength: num(e.target.value) })}
            />
          </FormField>
          <FormField label="Reservation unit">
            <Select
              placeholder="Select a unit"
              options={['days', 'weeks', 'months'].map((u) => ({ value: u, label: u }))}
              value={values.reservedIntervalUnit ?? ''}
              onChange={(e) => patch({ reservedIntervalUnit: e.target.value })}
            />
          </FormField>
        </>
      ) : null}
      <Toggle
        label={BRAND_TOGGLE_LABELS.reviews}
        checked={!!values.includeReviews}
        onChange={(e) => toggle('reviews')(e.target.checked)}
      />
      {values.includeReviews ? (
        <>
          <FormField label="Review interval unit">
            <Select
              placeholder="Select a unit"
              options={REVIEW_INTERVAL_UNITS.map((u) => ({ value: u, label: u }))}
              value={values.reviewIntervalUnit ?? ''}
              onChange={(e) => setValues((v) => setReviewIntervalUnit(v, e.target.value as ReviewIntervalUnit))}
            />
          </FormField>
          <FormField label="Review interval">
            <NumberInput
              value={text(values.reviewInterval)}
              onChange={(e) => patch({ reviewInterval: num(e.target.value) })}
            />
          </FormField>
        </>
      ) : null}
      <Toggle
        label={BRAND_TOGGLE_LABELS.surveys}
        checked={!!values.includeDelightedSurveys}
        onChange={(e) => toggle('surveys')(e.target.checked)}
      />
      {values.includeDelightedSurveys ? (
        <FormField label="Survey interval (minutes)">
          <NumberInput
            value={text(values.delightedSurveyMinutesInterval)}
            onChange={(e) => patch({ delightedSurveyMinutesInterval: num(e.target.value) })}
          />
        </FormField>
      ) : null}
      <Toggle
        label="Points"
        checked={!!values.includePoints}
        onChange={(e) => patch({ includePoints: e.target.checked })}
      />
      <Toggle
        label="Joint sessions"
        checked={!!values.includeJointSessions}
        onChange={(e) => patch({ includeJointSessions: e.target.checked })}
      />
    </FormModal>
  );
}
