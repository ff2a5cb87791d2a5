import * as C from '../src';
import * as W from '../writes';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('payments, student portal and exams write bodies (issue 23.1)', () => {
  it('PAY-32: a payroll item needs employee, amount and date ("Required"); the description is optional', () => {
    expect(issues(W.PayrollItemCreateSchema.safeParse({ employeeId: null, amount: null, date: null }))).toEqual([
      'employeeId: Required',
      'amount: Required',
      'date: Required',
    ]);
    expect(
      W.PayrollItemCreateSchema.safeParse({ employeeId: 3, amount: 5, date: '2026-02-01', description: null }).success,
    ).toBe(true);
    expect(W.resourceBodies.payroll_items.createBody).toBe(W.PayrollItemCreateBodySchema);
  });

  it('OP-31k: an amount out of range or not a number, and a date that does not exist, say so (not "Required")', () => {
    const between = 'Must be between 0 and 99999999.99';
    for (const amount of [-50, 1e308, '12', Number.NaN])
      expect(issues(W.RefundRequestCreateSchema.safeParse({ amount }))).toEqual([`amount: ${between}`]);
    expect(issues(W.PayrollItemCreateSchema.safeParse({ employeeId: 3, amount: 5, date: '2026-02-30' }))).toEqual([
      'date: Date is invalid',
    ]);
    expect(issues(W.PayrollItemCreateSchema.safeParse({ employeeId: 3, amount: '', date: '' }))).toEqual([
      'amount: Required',
      'date: Required',
    ]);
  });

  it('OP-31k: a payment, an installment and a payroll item are never negative, in the words the server answers (the form allowed -50, the server refused it)', () => {
    const between = 'amount: Must be between 0 and 99999999.99';
    expect(issues(W.PayrollItemCreateSchema.safeParse({ employeeId: 3, amount: -50, date: '2026-02-01' }))).toEqual([
      between,
    ]);
    expect(issues(W.PaymentCreateSchema.safeParse({ parentId: 1, amount: -0.01 }))).toEqual([between]);
    expect(issues(W.InstallmentCreateSchema.safeParse({ amount: -5, dueOn: '2026-02-01' }))).toEqual([between]);
    expect(issues(W.InstallmentUpdateSchema.safeParse({ amount: 123456789012 }))).toEqual([between]);
    expect(W.InstallmentCreateSchema.safeParse({ amount: 0, dueOn: '2026-02-01' }).success).toBe(true);
  });

  it('PAY-29: category and notes are optional; an amount is required (never emptied) and never negative', () => {
    expect(W.RefundRequestUpdateSchema.safeParse({ category: null, notes: null }).success).toBe(true);
    expect(W.RefundRequestUpdateSchema.safeParse({ category: null, amount: 0, notes: null }).success).toBe(true);
    const emptied = W.RefundRequestUpdateSchema.safeParse({ amount: null });
    expect(emptied.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['amount', 'Required']]);
    expect(W.RefundRequestUpdateSchema.safeParse({ amount: -1 }).success).toBe(false);
    expect(W.resourceBodies.refund_requests.updateBody).toBe(W.RefundRequestUpdateBodySchema);
  });

  it('PAY-20, PAY-22, PAY-24, PAY-26: add hours 1..500, a coupon code, one of the seven reasons, a target course', () => {
    expect(issues(W.AddHoursSchema.safeParse({ hours: 0 }))).toEqual(['hours: Must be between 1 and 500']);
    expect(W.AddHoursSchema.safeParse({ hours: 10, couponCode: '' }).success).toBe(true);
    expect(issues(W.EnrollmentCouponSchema.safeParse({ couponCode: ' ' }))).toEqual(['couponCode: Required']);
    expect(issues(W.EnrollmentCancelSchema.safeParse({ cancellationReason: '' }))).toEqual([
      'cancellationReason: Required',
    ]);
    expect(W.EnrollmentCancelSchema.safeParse({ cancellationReason: 'Price too high' }).success).toBe(true);
    expect(issues(W.EnrollmentTransferSchema.safeParse({ itemType: 'Course', itemId: null }))).toEqual([
      'itemId: Required',
    ]);
  });

  it('PAY-33, DOM-71: a re-up needs the student; tier, brand and subjects may be empty', () => {
    expect(
      W.TutorPackageTranscriptReupSchema.safeParse({
        id: 8,
        studentId: 5,
        tierId: null,
        brandId: null,
        subjectId: null,
        additionalSubjectId: null,
        includeMembership: true,
      }).success,
    ).toBe(true);
    expect(issues(W.TutorPackageTranscriptReupSchema.safeParse({ id: 8, studentId: null }))).toEqual([
      'studentId: Required',
    ]);
  });

  it('STU-25, STU-05, STU-20: invite needs one name on the first field; passwords match; a review 1..5 stars', () => {
    expect(issues(W.InviteFriendsSchema.safeParse({ names: [{ name: ' ' }, { name: '' }, { name: '' }] }))).toEqual([
      'names.0.name: One friend name is required.',
    ]);
    expect(W.InviteFriendsSchema.safeParse({ names: [{ name: '' }, { name: 'Ana' }, { name: '' }] }).success).toBe(
      true,
    );
    expect(issues(W.ChangePasswordSchema.safeParse({ password: 'abc', passwordConfirmation: 'abd' }))).toEqual([
      'password: Password must have at least 6 characters.',
      'passwordConfirmation: Passwords do not match.',
    ]);
    expect(C.ReviewSubmitSchema.safeParse({ stars: 0 }).success).toBe(false);
    expect(C.ReviewSubmitSchema.safeParse({ stars: 5, comment: '' }).success).toBe(true);
  });
});
