import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADD_HOURS_RANGE,
  AddHoursBodySchema,
  AddHoursReplySchema,
  EnrollmentMoveTrialBodySchema,
  TransferBodySchema,
  resources,
} from '@tutoring/contract';
import { EnrollmentCancelBodySchema, EnrollmentCouponBodySchema } from '@tutoring/contract/writes';
import { ENROLLMENT_STATUSES } from '@tutoring/domain';
import { is } from '../../auth';
import type { Policy } from '../../policy';
import type { Ctx } from '../../context';
import { notFound, parseId, queryBool, queryStr, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { IdParams, errorReplies, queryParam, showQuery } from '../shared/schemas';
import * as actions from './actions';
import { enrollmentPolicies, enrollmentScope } from './policy';
import { courseOnOffer } from '../courses/policy';
import { lockStudent } from '../attendances/queries';
import {
  ENROLLMENT_FILTERS,
  ENROLLMENT_ORDER_KEYS,
  type Enrollment,
  addCourses,
  addRenewals,
  deleteEnrollment,
  endRanOutTrial,
  findEnrollment,
  insertEnrollment,
  listEnrollments,
  updateEnrollment,
} from './queries';
import {
  CANCELABLE_STATUSES,
  ENDED_STATUSES,
  ENROLLMENT_FIELDS,
  type EnrollmentInput,
  HOURS_AFTER_END,
  NOT_CANCELED,
  TRANSFERABLE_STATUSES,
  TRANSFER_ALREADY_ENROLLED,
  TRANSFER_NOT_LIVE,
  TRANSFER_NOT_PUBLISHED,
  TRANSFER_RESERVED,
  UNCANCELABLE_STATUSES,
  autoRenewAfterEnd,
} from './rules';

const BASE = '/api/v2/enrollments';
const contract = resources.enrollments;
const tags = ['enrollments'];

/**
 * Enrollments (SRV-35, DOM-44, PAY-19..PAY-22): the five routes through `registerCrud` and one handler per action.
 * Every reply names the student (`student {id, firstName, lastName, fullName, name}`); `include=course` adds the
 * course with the student's tutoring minutes, `include=enrollment_renewal` the latest renewal.
 */
export const enrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;

  const includes = async (items: Enrollment[], q: Record<string, unknown>) => {
    if (!items.length) return;
    const want = includesOf(q);
    if (want.has('course')) await addCourses(kdb, items);
    if (want.has('enrollmentRenewal')) await addRenewals(kdb, items);
  };
  /** The enrollment in the requester's scope, or 404. */
  const scoped = async (id: number, ctx: Ctx): Promise<Enrollment> => {
    const e = await findEnrollment(kdb, id, enrollmentScope(ctx.user));
    if (!e) throw notFound('Enrollment');
    return e;
  };
  /** The `{enrollment}` reply after an action (in scope, with the asked-for includes). */
  const memberReply = async (id: number, ctx: Ctx, q: Record<string, unknown>) => {
    const enrollment = await scoped(id, ctx);
    await includes([enrollment], q);
    return { enrollment };
  };

  registerCrud<Enrollment, EnrollmentInput>(app, {
    path: 'enrollments',
    what: 'Enrollment',
    contract,
    policies: enrollmentPolicies,
    filters: Object.keys(ENROLLMENT_FILTERS),
    orderKeys: ENROLLMENT_ORDER_KEYS,
    list: (q, paging, ctx) => listEnrollments(kdb, q, paging, enrollmentScope(ctx.user)),
    find: (id, ctx, isScoped) => findEnrollment(kdb, id, isScoped ? enrollmentScope(ctx.user) : null),
    includes: (items, q) => includes(items, q),
    parseCreate: async (body) => memberFields('enrollment', ENROLLMENT_FIELDS, body) as EnrollmentInput,
    insert: (data) => insertEnrollment(kdb, data),
    parseUpdate: async (body) => memberFields('enrollment', ENROLLMENT_FIELDS, body) as EnrollmentInput,
    update: async (id, data) => {
      await endRanOutTrial(kdb, id);
      await updateEnrollment(kdb, id, data);
    },
    // One running enrollment per student and course, on create and on a staff change of the student or course too
    // (the transfer's rule: a second enrollment doubles the student's sessions and hours). Checked under the
    // students' locks, as transfers are, so two creates at once do not both pass. Staff may enroll into any course,
    // draft or reserved included (their back-office choice); only the duplicate is refused.
    lock: async (data, existing) => {
      const students = [...new Set([data.studentId, existing?.studentId])].filter((x): x is number => x !== undefined);
      for (const studentId of students.sort((a, b) => a - b)) await lockStudent(kdb, studentId);
    },
    validate: async (data, existing) => {
      const studentId = data.studentId ?? existing?.studentId;
      const courseId = 'courseId' in data ? (data.courseId ?? null) : (existing?.courseId ?? null);
      const moved = existing === null || studentId !== existing.studentId || courseId !== existing.courseId;
      if (!moved || studentId === undefined || courseId === null) return [];
      if (existing && ENDED_STATUSES.includes(existing.status)) return [];
      return (await actions.enrolledElsewhereIn(kdb, existing?.id ?? 0, studentId, courseId))
        ? [TRANSFER_ALREADY_ENROLLED]
        : [];
    },
    destroy: (existing) => deleteEnrollment(kdb, existing.id),
    versionTable: 'enrollments',
  });

  app.get(
    `${BASE}/statuses`,
    {
      schema: {
        tags,
        response: {
          200: z.looseObject({ statuses: z.array(z.looseObject({ id: z.int(), name: z.string() })) }),
          ...errorReplies,
        },
      },
      config: { policy: enrollmentPolicies.statuses },
    },
    async () => ({ statuses: ENROLLMENT_STATUSES.map((name, i) => ({ id: i + 1, name })) }),
  );

  app.post(
    `${BASE}/:id/add_hours`,
    {
      schema: {
        tags,
        params: IdParams,
        querystring: z.looseObject({
          hours: queryParam,
          couponCode: queryParam,
          process: queryParam,
          include: queryParam,
        }),
        body: AddHoursBodySchema,
        // 200: a quote (nothing stored); 201: a processed renewal (a renewal row, the hours and the payment).
        response: { 200: AddHoursReplySchema, 201: AddHoursReplySchema, ...errorReplies },
      },
      config: { policy: enrollmentPolicies.addHours, validationInHandler: true },
    },
    async (req, reply) => {
      const ctx = app.services.ctx(req);
      const id = parseId(req.params.id, 'Enrollment');
      const e = await scoped(id, ctx);
      if (req.validationError) throw req.validationError;
      if (ENDED_STATUSES.includes(e.status)) throw unprocessable(HOURS_AFTER_END);
      const hours = Number(req.body?.enrollmentRenewal?.hours ?? req.query.hours ?? 10);
      if (!Number.isInteger(hours) || hours < 1 || hours > 500) throw unprocessable(ADD_HOURS_RANGE);
      const code = queryStr(req.query.couponCode);
      const process = queryBool(req.query.process) === true;
      const enrollmentRenewal = await db.transaction(async () => {
        if (process) await endRanOutTrial(kdb, id);
        return actions.addHours(kdb, id, hours, code, process);
      });
      const out: Record<string, unknown> = { ...enrollmentRenewal };
      if ((queryStr(req.query.include) ?? '').split(',').includes('enrollment'))
        out.enrollment = (await memberReply(id, ctx, {})).enrollment;
      return reply.code(process ? 201 : 200).send({ enrollmentRenewal: out });
    },
  );

  /** A `PUT enrollments/{id}/<name>` action replying with the enrollment. */
  const action = <B extends z.core.$ZodType | undefined>(
    name: string,
    policy: Policy,
    body: B,
    run: (
      ctx: Ctx,
      e: Enrollment,
      body: B extends z.core.$ZodType ? z.infer<B> : unknown,
      q: Record<string, unknown>,
    ) => Promise<void>,
  ) =>
    app.put(
      `${BASE}/:id/${name}`,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: showQuery,
          ...(body ? { body } : {}),
          response: { 200: contract.memberReply, ...errorReplies },
        },
        // The body is checked after the record: another family's enrollment answers 404 whatever the body.
        config: { policy, validationInHandler: true },
      },
      async (req) => {
        const ctx = app.services.ctx(req);
        const id = parseId(req.params.id, 'Enrollment');
        const e = await scoped(id, ctx);
        if (req.validationError) throw req.validationError;
        const q = req.query as Record<string, unknown>;
        // An action writes anyway: a trial that ran out (its reply already said active) is stored as ended first.
        await endRanOutTrial(kdb, id);
        await run(ctx, e, req.body as never, q);
        return memberReply(id, ctx, q);
      },
    );

  action('auto_renew', enrollmentPolicies.autoRenew, undefined, async (_ctx, e, _b, q) => {
    const enable = queryBool(q.enable);
    if (enable === undefined) throw unprocessable('Enable must be true or false');
    // Nothing renews once the enrollment has ended (a canceled one gets its auto renew back with `uncancel`); written
    // only if it has not ended when written (a cancel or transfer may come first).
    if (ENDED_STATUSES.includes(e.status)) throw unprocessable(autoRenewAfterEnd(e.status));
    if (!(await actions.setAutoRenew(kdb, e.id, enable)))
      throw unprocessable(autoRenewAfterEnd((await actions.lockedEnrollment(kdb, e.id))?.status ?? 'gone'));
  });

  action('apply_coupon', enrollmentPolicies.applyCoupon, EnrollmentCouponBodySchema, async (_ctx, e, body) => {
    await actions.applyCoupon(kdb, e.id, body.enrollment.couponCode.trim());
  });

  action('move_trial', enrollmentPolicies.moveTrial, EnrollmentMoveTrialBodySchema, async (_ctx, e, body) => {
    if (e.status !== 'trialing') throw unprocessable('Only a trialing enrollment can move its trial');
    await actions.moveTrial(kdb, e.id, body?.enrollment?.trialEndsAt);
  });

  action('cancel', enrollmentPolicies.cancel, EnrollmentCancelBodySchema, async (_ctx, e, body) => {
    const cannot = (status: string) => unprocessable(`An enrollment that is ${status} cannot be canceled`);
    if (!CANCELABLE_STATUSES.includes(e.status)) throw cannot(e.status);
    // Written only if still running: of two cancels at once (or a cancel and a transfer) the later finds it ended.
    if (
      !(await actions.cancelEnrollment(kdb, e.id, body.enrollment.cancellationReason, body.enrollment.delayed === true))
    )
      throw cannot((await actions.lockedEnrollment(kdb, e.id))?.status ?? 'gone');
  });

  action('uncancel', enrollmentPolicies.uncancel, undefined, async (_ctx, e) => {
    await db.transaction(async () => {
      // Running again, so under the transfer's rule (one running enrollment per student and course), checked under
      // the student's lock like a transfer or a new enrollment.
      await lockStudent(kdb, e.studentId);
      const current = await actions.lockedEnrollment(kdb, e.id);
      if (!current) throw notFound('Enrollment');
      if (!UNCANCELABLE_STATUSES.includes(current.status)) throw unprocessable(NOT_CANCELED);
      if (
        current.courseId !== null &&
        (await actions.enrolledElsewhereIn(kdb, e.id, current.studentId, current.courseId))
      )
        throw unprocessable(TRANSFER_ALREADY_ENROLLED);
      await actions.uncancelEnrollment(kdb, e.id);
    });
  });

  action('convert_to_contract', enrollmentPolicies.convertToContract, undefined, async (_ctx, e) => {
    if (await actions.isContract(kdb, e.id)) throw unprocessable('This enrollment is already a contract');
    if (!['trialing', 'active'].includes(e.status))
      throw unprocessable(`An enrollment that is ${e.status} cannot become a contract`);
    await actions.convertToContract(kdb, e.id);
  });

  action('transfer', enrollmentPolicies.transfer, TransferBodySchema, async (ctx, e, { itemType, itemId }) => {
    if (itemType !== 'Course') throw unprocessable('Item type must be Course');
    await db.transaction(async () => {
      // Under the student's lock, the enrollment as it is now (not as the request first read it): transfers and new
      // enrollments of one student run one after the other, each leaving the course the enrollment is actually in
      // (parallel transfers left the student in the sessions of a course the enrollment had already left) and each
      // seeing the other's running enrollment (two enrollments transferred at once both ended in one course).
      await lockStudent(kdb, e.studentId);
      const current = await actions.lockedEnrollment(kdb, e.id);
      if (!current) throw notFound('Enrollment');
      if (current.studentId !== e.studentId) await lockStudent(kdb, current.studentId);
      // Only a running enrollment moves (staff included: a canceled or ended one would hand its student the new
      // course's sessions for nothing, OP-37); pending cancellation is on its way out and is uncanceled first.
      if (!TRANSFERABLE_STATUSES.includes(current.status)) throw unprocessable(TRANSFER_NOT_LIVE);
      const course = await actions.transferTarget(kdb, itemId, courseOnOffer(ctx.user));
      if (course === null) throw unprocessable('Course must exist');
      // A parent transfers only into a course on offer to the family (the transfer modal lists them; issue 20): a
      // published one, not reserved for another family's student (SES-29).
      if (!is.staff(ctx.user) && course.status !== 'published') throw unprocessable(TRANSFER_NOT_PUBLISHED);
      if (!is.staff(ctx.user) && !course.onOffer) throw unprocessable(TRANSFER_RESERVED);
      if (itemId === current.courseId) throw unprocessable('The enrollment is already in that course');
      // One running enrollment per student and course: a second would double the student's sessions and hours.
      if (await actions.enrolledElsewhereIn(kdb, e.id, current.studentId, itemId))
        throw unprocessable(TRANSFER_ALREADY_ENROLLED);
      await actions.transferEnrollment(kdb, e.id, current.studentId, current.courseId, itemId);
    });
  });
};
