import {
  BRAND_PAYMENT_TYPES,
  REVIEW_INTERVAL_UNITS,
  SESSION_ERROR_CODES,
  applyBrandPaymentType,
  applyBrandToggle,
  formatHours,
  freeSessionCounterText,
  hasTrial,
  intervalUnitOf,
  isLimitedEnrollmentMaxedOut,
  joinWindowState,
  listIndices,
  msUntilNextJoinChange,
  pointsProgress,
  progressBarWidth,
  sessionErrorMessage,
  setReviewIntervalUnit,
  teamTargetPercent,
  unavailableDatesSummary,
  type BrandValues,
} from './index';
import { appendCannedComment, reviewPostponeCookieName, reviewPostponeExpiry } from '../review';
import {
  cleanShipmentObservers,
  isShipmentFieldLocked,
  needsAutoShipConfirmation,
  stripQueryString,
} from '../sessions';

describe('team targets and points', () => {
  it.each([
    [8, 10, 80],
    [1, 3, 33],
    [2, 3, 67],
    [15, 10, 150],
    [0, 10, 0],
    [5, 0, 0],
    [5, null, 0],
  ])('DOM-28, STF-25: actual %p of target %p is %p percent', (actual, target, percent) => {
    expect(teamTargetPercent(actual, target)).toBe(percent);
  });

  it('DOM-28: the bar width is capped at 100 while the percent text is not', () => {
    expect(teamTargetPercent(15, 10)).toBe(150);
    expect(progressBarWidth(150)).toBe(100);
    expect(progressBarWidth(42)).toBe(42);
    expect(progressBarWidth(-3)).toBe(0);
  });

  it('DOM-29, OP-39: points progress is round(points / threshold x 100)', () => {
    expect(pointsProgress(50, { pointThreshold: 200 })).toBe(25);
    expect(pointsProgress(1, { pointThreshold: 3 })).toBe(33);
    expect(pointsProgress(50, 200)).toBe(25);
  });

  it('DOM-29: points progress is capped at 100', () => {
    expect(pointsProgress(500, { pointThreshold: 200 })).toBe(100);
  });

  it('DOM-29: points progress is 0 without a next level or without points', () => {
    expect(pointsProgress(50, null)).toBe(0);
    expect(pointsProgress(50, undefined)).toBe(0);
    expect(pointsProgress(50, { pointThreshold: null })).toBe(0);
    expect(pointsProgress(0, { pointThreshold: 200 })).toBe(0);
    expect(pointsProgress(null, { pointThreshold: 200 })).toBe(0);
  });

  it('OP-39, STU-13: minutes are shown as hours with one decimal', () => {
    expect(formatHours(90)).toBe('1.5');
    expect(formatHours(600)).toBe('10.0');
    expect(formatHours(null)).toBe('0.0');
  });
});

describe('limited enrollments', () => {
  it('DOM-31: a LimitedEnrollment is maxed out at or above its limit', () => {
    expect(
      isLimitedEnrollmentMaxedOut({ type: 'LimitedEnrollment', attendancesCount: 3, limitedAttendancesCount: 3 }),
    ).toBe(true);
    expect(
      isLimitedEnrollmentMaxedOut({ type: 'LimitedEnrollment', attendancesCount: 4, limitedAttendancesCount: 3 }),
    ).toBe(true);
    expect(
      isLimitedEnrollmentMaxedOut({ type: 'LimitedEnrollment', attendancesCount: 2, limitedAttendancesCount: 3 }),
    ).toBe(false);
  });

  it('DOM-31: other enrollment types are never maxed out', () => {
    expect(isLimitedEnrollmentMaxedOut({ type: 'Enrollment', attendancesCount: 9, limitedAttendancesCount: 3 })).toBe(
      false,
    );
  });

  it('DOM-32, OP-60: shows "{n} of {total} Free Sessions Remaining"', () => {
    expect(freeSessionCounterText({ type: 'LimitedEnrollment', attendancesCount: 1, limitedAttendancesCount: 3 })).toBe(
      '2 of 3 Free Sessions Remaining',
    );
  });

  it('DOM-32, OP-60: shows "No Free Sessions Remaining" when none are left', () => {
    expect(freeSessionCounterText({ attendancesCount: 3, limitedAttendancesCount: 3 })).toBe(
      'No Free Sessions Remaining',
    );
    expect(freeSessionCounterText({ attendancesCount: 5, limitedAttendancesCount: 3 })).toBe(
      'No Free Sessions Remaining',
    );
  });
});

describe('pricing intervals', () => {
  it('DOM-46, SES-46: an interval unit is read singular or plural, in any case; one that cannot be counted is null', () => {
    expect(['day', 'days', 'Days'].map(intervalUnitOf)).toEqual(['day', 'day', 'day']);
    expect(['weeks', 'month', 'MONTHS', 'year', 'years'].map(intervalUnitOf)).toEqual([
      'week',
      'month',
      'month',
      'year',
      'year',
    ]);
    expect([null, undefined, '', 'fortnight'].map(intervalUnitOf)).toEqual([null, null, null, null]);
  });
});

describe('brand form', () => {
  const brand: BrandValues = {
    name: 'Math Club',
    paymentType: 'recurring',
    offerContract: true,
    pricing: {
      type: 'recurring',
      price: 99,
      trialPrice: 10,
      trialIntervalLength: 7,
      trialIntervalUnit: 'days',
      intervalUnit: 'weeks',
      intervalLength: 2,
    },
    discountPricing: { type: 'recurring', price: 89 },
    contractPricing: { type: 'recurring', price: 79 },
  };

  it('DOM-25: brand payment types and review interval units', () => {
    expect(BRAND_PAYMENT_TYPES).toEqual(['None', 'Fixed', 'recurring']);
    expect(REVIEW_INTERVAL_UNITS).toEqual(['minutes', 'sessions']);
  });

  it('SES-45: None removes all pricing', () => {
    const next = applyBrandPaymentType(brand, 'None');
    expect(next).toMatchObject({
      paymentType: 'None',
      pricing: null,
      discountPricing: null,
      contractPricing: null,
      name: 'Math Club',
    });
  });

  it('SES-45: Fixed gives fixed pricing with no contract and no trial', () => {
    const next = applyBrandPaymentType(brand, 'Fixed');
    expect(next.paymentType).toBe('Fixed');
    expect(next.offerContract).toBe(false);
    expect(next.contractPricing).toBeNull();
    expect(next.pricing).toMatchObject({
      type: 'fixed',
      price: 99,
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
    });
  });

  it('SES-45: anything else gives recurring pricing defaulting to 1 month', () => {
    const next = applyBrandPaymentType({ paymentType: 'None', pricing: null }, 'recurring');
    expect(next.pricing).toEqual({ type: 'recurring', intervalUnit: 'months', intervalLength: 1 });
    expect(applyBrandPaymentType({ pricing: null }, 'Subscription').pricing).toEqual({
      type: 'recurring',
      intervalUnit: 'months',
      intervalLength: 1,
    });
  });

  it('SES-45: recurring keeps an interval already chosen', () => {
    expect(applyBrandPaymentType(brand, 'recurring').pricing).toMatchObject({
      intervalUnit: 'weeks',
      intervalLength: 2,
    });
  });

  it('SES-45: never changes the brand it is given', () => {
    const copy = JSON.parse(JSON.stringify(brand));
    applyBrandPaymentType(brand, 'None');
    applyBrandToggle(brand, 'trial', false);
    expect(brand).toEqual(copy);
  });

  it('SES-46, DOM-39: trial on sets a 14-day trial; off clears the trial fields', () => {
    const on = applyBrandToggle({ pricing: { type: 'recurring' } }, 'trial', true);
    expect(on.pricing).toEqual({ type: 'recurring', trialIntervalLength: 14, trialIntervalUnit: 'days' });
    expect(hasTrial(on)).toBe(true);
    const off = applyBrandToggle(brand, 'trial', false);
    expect(off.pricing).toMatchObject({
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
      price: 99,
    });
    expect(hasTrial(off)).toBe(false);
  });

  it('SES-46: choosing sessions as review interval unit sets the interval to 1; minutes keeps it', () => {
    expect(setReviewIntervalUnit({ reviewInterval: 45, reviewIntervalUnit: 'minutes' }, 'sessions')).toEqual({
      reviewInterval: 1,
      reviewIntervalUnit: 'sessions',
    });
    expect(setReviewIntervalUnit({ reviewInterval: 3, reviewIntervalUnit: 'sessions' }, 'minutes')).toEqual({
      reviewInterval: 3,
      reviewIntervalUnit: 'minutes',
    });
  });

  it('SES-46: turning off limited attendance sets the count to 0; on keeps it', () => {
    expect(
      applyBrandToggle({ allowLimitedAttendance: true, limitedAttendancesCount: 3 }, 'limitedAttendance', false),
    ).toEqual({
      allowLimitedAttendance: false,
      limitedAttendancesCount: 0,
    });
    expect(applyBrandToggle({ limitedAttendancesCount: 3 }, 'limitedAttendance', true)).toEqual({
      allowLimitedAttendance: true,
      limitedAttendancesCount: 3,
    });
  });

  it('SES-46: turning off parent updates, reservations, reviews or surveys clears their intervals', () => {
    const full: BrandValues = {
      parentUpdatesInterval: 30,
      reservedIntervalUnit: 'days',
      reservedIntervalLength: 2,
      reviewInterval: 3,
      reviewIntervalUnit: 'sessions',
      delightedSurveyMinutesInterval: 600,
    };
    expect(applyBrandToggle(full, 'parentUpdates', false)).toMatchObject({
      includeParentUpdates: false,
      parentUpdatesInterval: null,
      reviewInterval: 3,
    });
    expect(applyBrandToggle(full, 'reservations', false)).toMatchObject({
      offerReserved: false,
      reservedIntervalUnit: null,
      reservedIntervalLength: null,
    });
    expect(applyBrandToggle(full, 'reviews', false)).toMatchObject({
      includeReviews: false,
      reviewInterval: null,
      reviewIntervalUnit: null,
    });
    expect(applyBrandToggle(full, 'surveys', false)).toMatchObject({
      includeDelightedSurveys: false,
      delightedSurveyMinutesInterval: null,
    });
    expect(applyBrandToggle(full, 'reviews', true)).toEqual({ ...full, includeReviews: true });
  });
});

describe('join window', () => {
  const startsAt = '2027-03-10T17:00:00Z';
  const endsAt = '2027-03-10T18:00:00Z';
  const at = (iso: string) => new Date(iso);
  const session = { startsAt, endsAt, joinUrl: 'https://meet.example/j/1' };

  it('SES-18a: before startsAt - 10 min there is no link and the too-early text', () => {
    expect(joinWindowState(session, at('2027-03-10T16:49:59Z'))).toEqual({
      phase: 'too-early',
      showLink: false,
      shouldPrepare: false,
      text: 'You can join your session 10 minutes before the start time.',
    });
  });

  it('SES-18b: from startsAt - 10 min the meeting is prepared and a joinUrl shows the ready text and link', () => {
    expect(joinWindowState(session, at('2027-03-10T16:50:00Z'))).toEqual({
      phase: 'open',
      showLink: true,
      shouldPrepare: true,
      text: 'Your session is ready.',
    });
  });

  it('SES-18b: without a joinUrl the not-ready text shows and no link', () => {
    expect(joinWindowState({ startsAt, endsAt }, at('2027-03-10T17:30:00Z'))).toEqual({
      phase: 'open',
      showLink: false,
      shouldPrepare: true,
      text: 'Your session is not yet ready. Refresh page to check again or contact customer service.',
    });
  });

  it('SES-18c: from endsAt the ended text shows together with the link for 10 minutes', () => {
    const ended = 'This session has ended. Please refresh the page to access your upcoming sessions.';
    expect(joinWindowState(session, at('2027-03-10T18:00:00Z'))).toEqual({
      phase: 'ended',
      showLink: true,
      shouldPrepare: true,
      text: ended,
    });
    expect(joinWindowState(session, at('2027-03-10T18:09:59Z'))).toEqual({
      phase: 'ended',
      showLink: true,
      shouldPrepare: true,
      text: ended,
    });
  });

  it('SES-18c: after endsAt + 10 min the link is hidden and the ended text remains', () => {
    expect(joinWindowState(session, at('2027-03-10T18:10:00Z'))).toEqual({
      phase: 'closed',
      showLink: false,
      shouldPrepare: false,
      text: 'This session has ended. Please refresh the page to access your upcoming sessions.',
    });
  });

  it('SES-18: tells when the state next changes', () => {
    expect(msUntilNextJoinChange(session, at('2027-03-10T16:40:00Z'))).toBe(10 * 60_000);
    expect(msUntilNextJoinChange(session, at('2027-03-10T17:59:00Z'))).toBe(60_000);
    expect(msUntilNextJoinChange(session, at('2027-03-10T18:05:00Z'))).toBe(5 * 60_000);
    expect(msUntilNextJoinChange(session, at('2027-03-10T18:10:00Z'))).toBeNull();
  });

  it('SES-20, OP-48: one message per error code', () => {
    expect(SESSION_ERROR_CODES).toEqual(['canceled', 'ended', 'not_started', 'server_error']);
    expect(sessionErrorMessage('canceled')).toBe('We are sorry, but it looks like the session has been canceled.');
    expect(sessionErrorMessage('ended')).toBe('This session has ended.');
    expect(sessionErrorMessage('not_started')).toBe(
      'This session is not ready to begin. Please return 10 minutes before the start time.',
    );
    expect(sessionErrorMessage('server_error')).toBe(
      "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone",
    );
  });

  it('OP-48: an unknown code shows the server-error text', () => {
    const serverError =
      "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone";
    expect(sessionErrorMessage('exploded')).toBe(serverError);
    expect(sessionErrorMessage('constructor')).toBe(serverError);
    expect(sessionErrorMessage(undefined)).toBe(serverError);
  });
});

describe('lists', () => {
  const dates = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('DS-26: shows at most 5 dates, then "and N other times"', () => {
    expect(unavailableDatesSummary(dates)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], moreText: 'and 2 other times' });
  });

  it('DS-26: omits the line when nothing is left over', () => {
    expect(unavailableDatesSummary(dates.slice(0, 5))).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], moreText: null });
    expect(unavailableDatesSummary([])).toEqual({ shown: [], moreText: null });
  });

  it('DS-26: takes another maximum', () => {
    expect(unavailableDatesSummary(dates, 3)).toEqual({ shown: ['a', 'b', 'c'], moreText: 'and 4 other times' });
  });

  it('OP-47: start and end index of a page', () => {
    expect(listIndices({ page: 1, pageSize: 25, totalCount: 60 })).toEqual({ startIndex: 1, endIndex: 25 });
    expect(listIndices({ page: 3, pageSize: 25, totalCount: 60 })).toEqual({ startIndex: 51, endIndex: 60 });
  });

  it('OP-47: both 0 for an empty list or a page past the end', () => {
    expect(listIndices({ page: 1, pageSize: 25, totalCount: 0 })).toEqual({ startIndex: 0, endIndex: 0 });
    expect(listIndices({ page: 4, pageSize: 25, totalCount: 60 })).toEqual({ startIndex: 0, endIndex: 0 });
  });
});

describe('review postponement and canned comments', () => {
  it('STU-22: one cookie per student', () => {
    expect(reviewPostponeCookieName(42)).toBe('reviewPostponed_42');
    expect(reviewPostponeCookieName('7')).toBe('reviewPostponed_7');
  });

  it('STU-22, DOM-41: the postponement lasts one day', () => {
    const now = new Date('2027-03-10T17:00:00Z');
    expect(reviewPostponeExpiry(now).toISOString()).toBe('2027-03-11T17:00:00.000Z');
  });

  it('OP-46: a canned comment is appended exactly as listed', () => {
    expect(appendCannedComment('', 'super fun teacher')).toBe('super fun teacher');
    expect(appendCannedComment('Great session', 'super fun teacher')).toBe('Great session, super fun teacher');
    expect(appendCannedComment('super fun teacher', 'super fun teacher')).toBe('super fun teacher');
  });

  it('OP-46, DOM-39: a canned comment is not appended past 191 characters', () => {
    const long = 'x'.repeat(180);
    expect(appendCannedComment(long, 'super fun teacher')).toBe(long);
  });
});

describe('shipments', () => {
  it('SES-38: the purchase link loses its query string', () => {
    expect(stripQueryString('https://shop.example/item/1?ref=abc&x=1')).toBe('https://shop.example/item/1');
    expect(stripQueryString('https://shop.example/item/1')).toBe('https://shop.example/item/1');
    expect(stripQueryString(null)).toBe('');
  });

  it('SES-38: empty observer rows are dropped and at least one row is kept in the form', () => {
    expect(cleanShipmentObservers([{ email: 'a@x.com' }, { email: ' ' }])).toEqual([{ email: 'a@x.com' }]);
    expect(cleanShipmentObservers([{ email: '' }])).toEqual([{ email: '' }]);
    expect(cleanShipmentObservers([{ email: '' }], { keepEmptyRow: false })).toEqual([]);
  });

  it('SES-39: asks before auto-shipping a tracked shipment whose originator does not integrate', () => {
    const base = { tracking: '1Z999', status: 'on_hold', originator: { integratesWithApi: false } };
    expect(needsAutoShipConfirmation(base)).toBe(true);
    expect(needsAutoShipConfirmation({ ...base, tracking: '', orderHandle: 'ORD-1' })).toBe(true);
    expect(needsAutoShipConfirmation({ ...base, tracking: '' })).toBe(false);
    expect(needsAutoShipConfirmation({ ...base, originator: { integratesWithApi: true } })).toBe(false);
    expect(needsAutoShipConfirmation({ ...base, status: 'shipped' })).toBe(false);
  });

  it('OP-49: tracking, orderHandle, originator, address and recipient lock once shipped', () => {
    expect(isShipmentFieldLocked('shipped', 'tracking')).toBe(true);
    expect(isShipmentFieldLocked('shipped', 'recipient')).toBe(true);
    expect(isShipmentFieldLocked('shipped', 'sentAt')).toBe(false);
    expect(isShipmentFieldLocked('on_hold', 'tracking')).toBe(false);
  });
});
