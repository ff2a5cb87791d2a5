import * as C from '@tutoring/contract';
import { request, resource, reply, requestErrorToast, type Opts, type QueryParams } from './singleton';

const enrollmentReply = reply('enrollment', C.EnrollmentSchema);
const enrollmentAction = async (
  method: 'PUT' | 'POST',
  path: string,
  json: unknown,
  options?: Opts,
  searchParams?: QueryParams,
) =>
  (
    await request({
      method,
      path,
      ...(json === undefined ? {} : { json }),
      searchParams,
      schema: enrollmentReply,
      ...requestErrorToast,
      ...options,
    })
  ).enrollment;

/** API-59..API-62 enrollments; action failures toast REQUEST_ERROR (API-14). */
export const enrollments = {
  ...resource('enrollments'),
  /** `POST enrollments/{id}/add_hours?couponCode&process&include` -> enrollmentRenewal. */
  addHours: async (id: number, params: { couponCode?: string; process?: boolean; include?: string }, options?: Opts) =>
    (
      await request({
        method: 'POST',
        path: `enrollments/${id}/add_hours`,
        searchParams: params,
        schema: C.AddHoursReplySchema,
        ...requestErrorToast,
        ...options,
      })
    ).enrollmentRenewal,
  /** `PUT enrollments/{id}/auto_renew?enable=`. */
  autoRenew: (id: number, enable: boolean, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/auto_renew`, undefined, options, { enable }),
  applyCoupon: (id: number, enrollment: Partial<C.Enrollment> & Record<string, unknown>, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/apply_coupon`, { enrollment }, options),
  moveTrial: (id: number, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/move_trial`, undefined, options),
  cancel: (id: number, enrollment: Partial<C.Enrollment> & Record<string, unknown>, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/cancel`, { enrollment }, options),
  uncancel: (id: number, options?: Opts) => enrollmentAction('PUT', `enrollments/${id}/uncancel`, undefined, options),
  convertToContract: (id: number, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/convert_to_contract`, undefined, options),
  /** `PUT enrollments/{id}/transfer` `{itemType, itemId}` (OP-37). */
  transfer: (id: number, body: { itemType: string; itemId: number }, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/transfer`, body, options),
};
