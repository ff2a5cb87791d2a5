// Enrollment queries and mutations of the enrollment screens (issue 23.3: keys from `queryKeys`, the actions' mutation
// names what it invalidates and stores).
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, recordMissing, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Enrollment, EnrollmentRenewal } from '@tutoring/contract';

/** What the enrollment panel includes with an enrollment. */
export const ENROLLMENT_INCLUDE = ['course', 'enrollmentRenewal'] as const;

/** Query options of enrollments. */
export const enrollmentQueries = {
  /** One enrollment with its course and last renewal (API-59). */
  detail: (id: number) =>
    queryOptions<Enrollment>({
      queryKey: queryKeys.detail('enrollments', id, ENROLLMENT_INCLUDE),
      queryFn: ({ signal }) => api.enrollments.get(id, { include: ENROLLMENT_INCLUDE, signal }),
      // An id that cannot be an enrollment (`/enrollments/abc`) is not asked for: the page says it does not exist.
      enabled: !recordMissing(id, null),
    }),
  /** PAY-26: a student's enrollments (first 100), whose courses a transfer cannot go to while they run. */
  ofStudent: (studentId: number) =>
    queryOptions({
      queryKey: queryKeys.list('enrollments', { studentId, per: 100 }),
      queryFn: ({ signal }) => api.enrollments.list({ studentId, per: 100 }, { signal }),
    }),
};

/**
 * The statuses of an enrollment that has ended (the api-server's `ENDED_STATUSES`): no hours, coupon or auto renew. A
 * student's enrollment in any other status keeps its course from being a transfer's target (the server answers
 * TRANSFER_ALREADY_ENROLLED).
 */
export const ENDED_ENROLLMENT_STATUSES: readonly string[] = ['canceled', 'transferred', 'expired'];

/** Whether `enrollment` still holds its student in its course (not ended). */
export const holdsItsCourse = (enrollment: Pick<Enrollment, 'status'>): boolean =>
  !ENDED_ENROLLMENT_STATUSES.includes(enrollment.status ?? '');

/** Every enrollment action (PAY-19..PAY-26, API-60..API-62). */
export type EnrollmentAction =
  | { type: 'addHours'; hours: number; couponCode?: string; process: boolean }
  | { type: 'autoRenew'; enable: boolean }
  | { type: 'applyCoupon'; couponCode: string }
  | { type: 'moveTrial' }
  | { type: 'cancel'; reason: string }
  | { type: 'uncancel' }
  | { type: 'convertToContract' }
  | { type: 'transfer'; itemType: string; itemId: number };

/** An action's reply: the updated enrollment, or (add hours) the renewal. */
export type EnrollmentActionReply =
  { enrollment: Enrollment } | { renewal: EnrollmentRenewal & { enrollment?: unknown } };

/** Whether an action, done, may change what the family's payments page shows (every one but a quote). */
const changesBilling = (action: EnrollmentAction): boolean => action.type !== 'addHours' || action.process;

/**
 * Marks stale what an enrollment action may have changed on the family's payments page: the payments (a charge for
 * hours), the installments, the parent with its subscription (state, "Cancels on") and a student's view of that
 * subscription (`students/{id}?include=parent`). The screens showing them ask again now, the others when they open:
 * the Payments page showed the old history and subscription until a reload (a family's walk).
 */
function invalidateFamilyBilling(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.resource('payments'),
    queryKeys.resource('installments'),
    queryKeys.details('parents'),
  ])
    void queryClient.invalidateQueries({ queryKey });
  const studentDetails = queryKeys.details('students');
  void queryClient.invalidateQueries({
    queryKey: studentDetails,
    // Only the student read with its parent (the subscription); the panel's own student read stays.
    predicate: (query) => query.queryKey[studentDetails.length + 1] === 'parent',
  });
}

/**
 * PAY-19: the enrollment actions. One mutation for all of them, so a new action clears the previous one's errors
 * (API-04); `processing` is true while one runs; a success replaces the enrollment with the reply; a failure keeps
 * the reply's errors and shows the REQUEST_ERROR toast (API-14, OP-55).
 */
export function useEnrollmentActions(
  id: number,
  { onSuccess }: { onSuccess?: (action: EnrollmentAction, reply: EnrollmentActionReply) => void } = {},
) {
  const queryClient = useQueryClient();
  return useResourceMutation<EnrollmentAction, EnrollmentActionReply>({
    errorMode: 'request',
    mutationFn: async (action, call): Promise<EnrollmentActionReply> => {
      const e = api.enrollments;
      switch (action.type) {
        case 'addHours': {
          // `hours` rides along with the spec's couponCode, process and include (decision: the server reads it).
          const params = {
            process: action.process,
            include: 'enrollment',
            hours: action.hours,
            ...(action.couponCode ? { couponCode: action.couponCode } : {}),
          };
          return { renewal: await e.addHours(id, params, call) };
        }
        case 'autoRenew':
          return { enrollment: await e.autoRenew(id, action.enable, call) };
        case 'applyCoupon':
          return { enrollment: await e.applyCoupon(id, { couponCode: action.couponCode }, call) };
        case 'moveTrial':
          return { enrollment: await e.moveTrial(id, call) };
        case 'cancel':
          return { enrollment: await e.cancel(id, { cancellationReason: action.reason }, call) };
        case 'uncancel':
          return { enrollment: await e.uncancel(id, call) };
        case 'convertToContract':
          return { enrollment: await e.convertToContract(id, call) };
        case 'transfer':
          return { enrollment: await e.transfer(id, { itemType: action.itemType, itemId: action.itemId }, call) };
      }
    },
    onSuccess: (reply, action) => {
      const key = queryKeys.detail('enrollments', id, ENROLLMENT_INCLUDE);
      if ('enrollment' in reply) {
        const previous = queryClient.getQueryData<Enrollment>(key);
        // The reply may leave out the included relations: keep the ones already shown, but the course only while it is
        // still the enrollment's (a transfer answers the new courseId without the course): another course is read
        // again rather than shown under the old title.
        const courseKept =
          reply.enrollment.course ??
          (previous?.course && (reply.enrollment.courseId ?? previous.courseId) === previous.course.id
            ? previous.course
            : undefined);
        queryClient.setQueryData<Enrollment>(key, {
          ...previous,
          ...reply.enrollment,
          course: courseKept,
          enrollmentRenewal: reply.enrollment.enrollmentRenewal ?? previous?.enrollmentRenewal,
        });
        if (!courseKept && (reply.enrollment.courseId ?? null) !== null)
          void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: queryKeys.lists('enrollments') });
      } else {
        const previous = queryClient.getQueryData<Enrollment>(key);
        if (previous) queryClient.setQueryData<Enrollment>(key, { ...previous, enrollmentRenewal: reply.renewal });
        if (action.type === 'addHours' && action.process)
          void queryClient.invalidateQueries({ queryKey: queryKeys.resource('enrollments') });
      }
      if (changesBilling(action)) invalidateFamilyBilling(queryClient);
      onSuccess?.(action, reply);
    },
  });
}
