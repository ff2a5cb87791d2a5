/**
 * Brand form rules (DOM-25, SES-45, SES-46, DOM-46, DOM-47). Every function returns a new brand and never mutates
 * its argument; cleared fields are set to null so the save body clears them on the server too.
 */
import { DEFAULT_TRIAL_DAYS } from './constants';

/** DOM-25: brand payment types. */
export const BRAND_PAYMENT_TYPES = ['None', 'Fixed', 'recurring'] as const;
/** A brand payment type (DOM-25). Anything other than None and Fixed behaves as recurring (SES-45). */
export type BrandPaymentType = (typeof BRAND_PAYMENT_TYPES)[number];

/** DOM-25: brand review interval units. */
export const REVIEW_INTERVAL_UNITS = ['minutes', 'sessions'] as const;
/** A review interval unit (DOM-25). */
export type ReviewIntervalUnit = (typeof REVIEW_INTERVAL_UNITS)[number];

/** DOM-46: pricing. Unknown keys (prices) are kept. */
export interface Pricing {
  type?: 'fixed' | 'recurring' | string | null;
  trialPrice?: number | null;
  trialIntervalLength?: number | null;
  trialIntervalUnit?: string | null;
  intervalUnit?: string | null;
  intervalLength?: number | null;
  [key: string]: unknown;
}

/** A pricing interval's unit, in the singular. */
export type IntervalUnit = 'day' | 'week' | 'month' | 'year';
const INTERVAL_UNITS: Record<string, IntervalUnit> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
};

/**
 * DOM-46: the unit of a pricing interval (`intervalUnit`, `trialIntervalUnit`) as the data writes it, singular or
 * plural and in any case (the seed's "day", SES-46's "days", SES-45's "months"), in the singular; null for one that
 * cannot be counted. The server counts a trial's end in it and the enrollment portal words the price with it.
 */
export function intervalUnitOf(unit: string | null | undefined): IntervalUnit | null {
  return typeof unit === 'string' ? (INTERVAL_UNITS[unit.toLowerCase()] ?? null) : null;
}

/** DOM-47: the brand fields these rules touch. Unknown keys are kept. */
export interface BrandValues {
  paymentType?: string | null;
  pricing?: Pricing | null;
  discountPricing?: Pricing | null;
  contractPricing?: Pricing | null;
  offerContract?: boolean | null;
  offerDiscount?: boolean | null;
  allowLimitedAttendance?: boolean | null;
  limitedAttendancesCount?: number | null;
  includeParentUpdates?: boolean | null;
  parentUpdatesInterval?: number | null;
  offerReserved?: boolean | null;
  reservedIntervalUnit?: string | null;
  reservedIntervalLength?: number | null;
  includeReviews?: boolean | null;
  reviewInterval?: number | null;
  reviewIntervalUnit?: string | null;
  includeDelightedSurveys?: boolean | null;
  delightedSurveyMinutesInterval?: number | null;
  [key: string]: unknown;
}

const NO_TRIAL = { trialPrice: null, trialIntervalLength: null, trialIntervalUnit: null } as const;

/**
 * SES-45: applies a payment type. None removes all pricing (pricing, discount and contract pricing). Fixed gives
 * fixed pricing with no contract (offerContract false, contractPricing null) and no trial. Anything else gives
 * recurring pricing whose intervalUnit defaults to "months" and intervalLength to 1 (existing values are kept).
 */
export function applyBrandPaymentType<B extends BrandValues>(brand: B, type: string): B {
  if (type === 'None') {
    return { ...brand, paymentType: type, pricing: null, discountPricing: null, contractPricing: null };
  }
  if (type === 'Fixed') {
    return {
      ...brand,
      paymentType: type,
      offerContract: false,
      contractPricing: null,
      pricing: { ...(brand.pricing ?? {}), type: 'fixed', ...NO_TRIAL },
    };
  }
  const pricing = brand.pricing ?? {};
  return {
    ...brand,
    paymentType: type,
    pricing: {
      ...pricing,
      type: 'recurring',
      intervalUnit: pricing.intervalUnit || 'months',
      intervalLength: pricing.intervalLength || 1,
    },
  };
}

/** SES-46: the on/off switches of the brand form. */
export type BrandToggle = 'trial' | 'limitedAttendance' | 'parentUpdates' | 'reservations' | 'reviews' | 'surveys';

/**
 * SES-46: applies a switch. Trial on -> a 14-day trial (trialIntervalLength 14, unit "days"); trial off -> trialPrice,
 * trialIntervalLength and trialIntervalUnit cleared. Limited attendance off -> limitedAttendancesCount 0. Parent
 * updates, reservations, reviews or surveys off -> their interval fields cleared. The flag itself is set too
 * (allowLimitedAttendance, includeParentUpdates, offerReserved, includeReviews, includeDelightedSurveys).
 */
export function applyBrandToggle<B extends BrandValues>(brand: B, toggle: BrandToggle, on: boolean): B {
  switch (toggle) {
    case 'trial':
      return {
        ...brand,
        pricing: on
          ? { ...(brand.pricing ?? {}), trialIntervalLength: DEFAULT_TRIAL_DAYS, trialIntervalUnit: 'days' }
          : { ...(brand.pricing ?? {}), ...NO_TRIAL },
      };
    case 'limitedAttendance':
      return { ...brand, allowLimitedAttendance: on, ...(on ? {} : { limitedAttendancesCount: 0 }) };
    case 'parentUpdates':
      return { ...brand, includeParentUpdates: on, ...(on ? {} : { parentUpdatesInterval: null }) };
    case 'reservations':
      return {
        ...brand,
        offerReserved: on,
        ...(on ? {} : { reservedIntervalUnit: null, reservedIntervalLength: null }),
      };
    case 'reviews':
      return { ...brand, includeReviews: on, ...(on ? {} : { reviewInterval: null, reviewIntervalUnit: null }) };
    case 'surveys':
      return { ...brand, includeDelightedSurveys: on, ...(on ? {} : { delightedSurveyMinutesInterval: null }) };
  }
}

/** SES-46: whether the brand's pricing currently has a trial (the trial switch's state). */
export function hasTrial(brand: BrandValues): boolean {
  return !!brand.pricing?.trialIntervalLength;
}

/** SES-46: switches the review interval unit; choosing "sessions" sets reviewInterval to 1. */
export function setReviewIntervalUnit<B extends BrandValues>(brand: B, unit: ReviewIntervalUnit): B {
  return unit === 'sessions'
    ? { ...brand, reviewIntervalUnit: unit, reviewInterval: 1 }
    : { ...brand, reviewIntervalUnit: unit };
}
