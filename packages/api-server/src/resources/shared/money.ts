import { fieldBetween } from '@tutoring/domain';
import { HttpError } from '../../util';

/** The largest amount of money stored (numeric(10, 2)), the contract's bound of every money field. */
const MONEY_MAX = 99_999_999.99;

/**
 * The 422 of a body whose `amount` is below zero, for the money a family pays or is charged and the pay of an
 * employee (payments, installments, payroll items; not in the spec, a decision: api-server README). A refund is a
 * refund request (PAY-29, never below zero either) and a credit a line item adjustment, so none of these is ever
 * negative. The words and shape are the contract's own for a refund request's amount (`fields.amount`, "Must be
 * between 0 and …"), so a form maps it onto its Amount field; the contract's `money(0)` for these three bodies would
 * make this check redundant (it accepts any amount down to -99,999,999.99 today).
 */
export function refuseNegativeAmount<D extends { amount?: number }>(data: D): D {
  if (typeof data.amount === 'number' && data.amount < 0) {
    const message = fieldBetween(0, MONEY_MAX);
    throw new HttpError(422, [message], { fields: { amount: [message] } });
  }
  return data;
}
