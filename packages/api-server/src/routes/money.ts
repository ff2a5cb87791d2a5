import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EnrollmentActionBodySchema,
  PaymentProfileBodySchema,
  TransferBodySchema,
  TutorPackageReupBodySchema,
} from '@tutoring/contract';
import { CANCELLATION_REASONS, ENROLLMENT_STATUSES, INVALID_PAYMENT_DETAILS } from '@tutoring/domain';
import { is } from '../auth';
import { profileWire, resourceByPath } from '../defs';
import type { Ctx } from '../resource';
import { findOne, showReply, toWire } from '../resource';
import type { AppDeps } from '../context';
import { HttpError, camelRow, forbidden, parseBody, queryBool, queryStr, unprocessable } from '../util';
import { idParam, makeRoute } from './helpers';
import { type PolicyLike, rules } from '../policy';
import { cardAdapter } from '../local-adapters';

/** 422 of a parent's transfer into a course that is not published (issue 20). */
export const TRANSFER_NOT_PUBLISHED = 'Enrollments can only be transferred to a published course.';

/** 422 of `add_hours?process=true` when the family has no valid card profile to charge (issue 20). */
export const ADD_HOURS_NEEDS_CARD = 'Add a valid card before buying hours.';

/** 422 of a `PUT authorize_net_profiles/{id}` naming another parent: a card belongs to its parent (one profile each). */
export const PROFILE_OTHER_PARENT = 'A payment profile cannot move to another parent.';

/** Enrollments, refunds, installments, payment profiles and tutor package renewals (SRV-35..SRV-40). */
export function registerMoneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = makeRoute(app, deps);
  const { db } = deps;
  const enrollments = resourceByPath('enrollments');
  const staffOrFamily = rules.staffOrParent;

  const loadEnrollment = async (ctx: Ctx, id: number) => toWire(enrollments, await findOne(enrollments, id, ctx), ctx);
  const enrollmentAction = (
    name: string,
    rule: PolicyLike,
    fn: (ctx: Ctx, e: Record<string, unknown>, body: unknown, id: number) => Promise<void>,
  ) =>
    route('PUT', `/api/v2/enrollments/:id/${name}`, rule, async (ctx, req) => {
      const id = idParam(req, 'Enrollment');
      const e = await loadEnrollment(ctx, id);
      await fn(ctx, e, req.body, id);
      return showReply(enrollments, id, ctx);
    });

  route('GET', '/api/v2/enrollments/statuses', 'any', () => ({
    statuses: ENROLLMENT_STATUSES.map((name, i) => ({ id: i + 1, name })),
  }));

  route('POST', '/api/v2/enrollments/:id/add_hours', staffOrFamily, async (ctx, req, reply) => {
    const id = idParam(req, 'Enrollment');
    const e = await loadEnrollment(ctx, id);
    if (['canceled', 'transferred', 'expired'].includes(e.status as string))
      throw unprocessable('Hours cannot be added to an enrollment that has ended');
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const renewal = (body.enrollmentRenewal ?? {}) as Record<string, unknown>;
    const hoursRaw = renewal.hours ?? ctx.query.hours ?? 10;
    const hours = Number(hoursRaw);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 500) throw unprocessable(`Hours must be between 1 and 500`);
    const code = queryStr(ctx.query.couponCode);
    let amount = hours * 60;
    if (code) {
      const c = (
        await db.query<{ unit: string; amount: number }>(
          'SELECT unit, amount FROM coupons WHERE lower(code) = lower($1)',
          [code],
        )
      )[0];
      if (!c) throw unprocessable('Coupon code is invalid');
      amount = c.unit === 'percentage' ? amount * (1 - c.amount / 100) : Math.max(0, amount - c.amount);
    }
    const process = queryBool(ctx.query.process) === true;
    const price = Math.round(amount * 100) / 100;
    const r = await db.transaction(async (tx) => {
      // Issue 20: processing adds the hours only against a charge on the family's card profile; without a usable
      // profile the request is refused and nothing is written (staff included: free hours are not a processed renewal).
      let parentId: number | null = null;
      if (process && price > 0) {
        const family = (
          await tx.query<{ parent_id: number | null; expiration_date: string | null }>(
            `SELECT s.parent_id, pp.expiration_date FROM enrollments e JOIN students s ON s.id = e.student_id
             LEFT JOIN payment_profiles pp ON pp.parent_id = s.parent_id WHERE e.id = $1`,
            [id],
          )
        )[0];
        const card = family?.expiration_date ? profileWire({ expirationDate: family.expiration_date }) : null;
        if (!family?.parent_id || !card?.valid) throw unprocessable(ADD_HOURS_NEEDS_CARD);
        parentId = family.parent_id;
      }
      const row = (
        await tx.query(
          'INSERT INTO enrollment_renewals (enrollment_id, hours, coupon_code, amount, processed_at) VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END) RETURNING *',
          [id, hours, code ?? null, price, process],
        )
      )[0]!;
      if (process) {
        if (parentId !== null)
          await tx.query('INSERT INTO payments (parent_id, amount) VALUES ($1, $2)', [parentId, price]);
        await tx.query('UPDATE enrollments SET hours = hours + $2 WHERE id = $1', [id, hours]);
      }
      return row;
    });
    const out: Record<string, unknown> = { ...camelRow(r), processed: r.processed_at !== null };
    if ((queryStr(ctx.query.include) ?? '').split(',').includes('enrollment'))
      out.enrollment = (await showReply(enrollments, id, ctx)).enrollment;
    return reply.code(201).send({ enrollmentRenewal: out });
  });

  enrollmentAction('auto_renew', staffOrFamily, async (ctx, _e, _b, id) => {
    const enable = queryBool(ctx.query.enable);
    if (enable === undefined) throw unprocessable('Enable must be true or false');
    await db.query('UPDATE enrollments SET auto_renew = $2 WHERE id = $1', [id, enable]);
  });
  enrollmentAction('apply_coupon', staffOrFamily, async (_ctx, _e, body, id) => {
    const { enrollment } = parseBody(EnrollmentActionBodySchema, body);
    const code =
      (enrollment as Record<string, unknown>).couponCode ??
      (enrollment.coupon as Record<string, unknown> | undefined)?.code;
    if (typeof code !== 'string' || !code.trim()) throw unprocessable('Coupon code is required');
    const c = (
      await db.query('SELECT id, code, unit, amount FROM coupons WHERE lower(code) = lower($1)', [code.trim()])
    )[0];
    if (!c) throw unprocessable('Coupon code is invalid');
    await db.query('UPDATE enrollments SET coupon = $2 WHERE id = $1', [id, JSON.stringify(camelRow(c))]);
  });
  enrollmentAction('move_trial', 'staff', async (_ctx, e, body, id) => {
    if (e.status !== 'trialing') throw unprocessable('Only a trialing enrollment can move its trial');
    const { enrollment } = parseBody(
      EnrollmentActionBodySchema.extend({
        enrollment: z.looseObject({ trialEndsAt: z.iso.datetime({ offset: true }).nullish() }).optional(),
      }),
      body ?? {},
    );
    const ends = enrollment?.trialEndsAt;
    if (ends)
      await db.query(
        "UPDATE enrollments SET pricing = pricing || jsonb_build_object('trialEndsAt', $2::text) WHERE id = $1",
        [id, ends],
      );
    else await db.query("UPDATE enrollments SET status = 'active', trial = false WHERE id = $1", [id]);
  });
  enrollmentAction('cancel', staffOrFamily, async (_ctx, e, body, id) => {
    const { enrollment } = parseBody(EnrollmentActionBodySchema, body);
    const reason = (enrollment.cancellationReason ?? (enrollment as Record<string, unknown>).reason) as
      string | undefined;
    if (!reason || !(CANCELLATION_REASONS as readonly string[]).includes(reason))
      throw unprocessable('Please choose a cancellation reason');
    if (!['trialing', 'active'].includes(e.status as string))
      throw unprocessable(`An enrollment that is ${String(e.status)} cannot be canceled`);
    const delayed = (enrollment as Record<string, unknown>).delayed === true;
    await db.query(
      'UPDATE enrollments SET status = $2, cancellation_reason = $3, canceled_at = now(), auto_renew = false WHERE id = $1',
      [id, delayed ? 'pending_cancellation' : 'canceled', reason],
    );
  });
  enrollmentAction('uncancel', staffOrFamily, async (_ctx, e, _b, id) => {
    if (!['canceled', 'pending_cancellation'].includes(e.status as string))
      throw unprocessable('Only a canceled enrollment can be uncanceled');
    await db.query(
      "UPDATE enrollments SET status = 'active', cancellation_reason = NULL, canceled_at = NULL WHERE id = $1",
      [id],
    );
  });
  enrollmentAction('convert_to_contract', 'staff', async (_ctx, e, _b, id) => {
    const row = (await db.query<{ contract: boolean }>('SELECT contract FROM enrollments WHERE id = $1', [id]))[0]!;
    if (row.contract) throw unprocessable('This enrollment is already a contract');
    if (!['trialing', 'active'].includes(e.status as string))
      throw unprocessable(`An enrollment that is ${String(e.status)} cannot become a contract`);
    await db.query('UPDATE enrollments SET contract = true WHERE id = $1', [id]);
  });
  enrollmentAction('transfer', rules.staffOrParent, async (ctx, e, body, id) => {
    const { itemType, itemId } = parseBody(TransferBodySchema, body);
    if (itemType !== 'Course') throw unprocessable('Item type must be Course');
    const course = (await db.query<{ status: string }>('SELECT id, status FROM courses WHERE id = $1', [itemId]))[0];
    if (!course) throw unprocessable('Course must exist');
    // A parent transfers only into a course on offer (the transfer modal lists the published ones; issue 20).
    if (!is.staff(ctx.user) && course.status !== 'published') throw unprocessable(TRANSFER_NOT_PUBLISHED);
    if (itemId === e.courseId) throw unprocessable('The enrollment is already in that course');
    await db.transaction(async (tx) => {
      await tx.query(
        'DELETE FROM attendances a USING sessions s WHERE s.id = a.session_id AND s.course_id = $1 AND a.student_id = $2 AND s.starts_at > now()',
        [e.courseId, e.studentId],
      );
      await tx.query(
        'INSERT INTO attendances (session_id, student_id) SELECT s.id, $2 FROM sessions s WHERE s.course_id = $1 AND s.starts_at > now() AND s.canceled_at IS NULL',
        [itemId, e.studentId],
      );
      await tx.query('UPDATE enrollments SET course_id = $2 WHERE id = $1', [id, itemId]);
    });
  });

  // ---------------------------------------------------------------- refunds and installments (SRV-36, SRV-37)
  const refunds = resourceByPath('refund_requests');
  route('PUT', '/api/v2/refund_requests/:id/approve', 'operations', async (ctx, req) => {
    const id = idParam(req, 'Refund request');
    const r = toWire(refunds, await findOne(refunds, id, ctx), ctx);
    if (r.status !== 'pending') throw unprocessable('Only a pending refund request can be approved');
    await db.query("UPDATE refund_requests SET status = 'approved' WHERE id = $1", [id]);
    return showReply(refunds, id, ctx);
  });
  route('PUT', '/api/v2/refund_requests/:id/process_manually', 'staff', async (ctx, req) => {
    const id = idParam(req, 'Refund request');
    const r = toWire(refunds, await findOne(refunds, id, ctx), ctx);
    if (r.status !== 'incomplete') throw unprocessable('Only an incomplete refund request can be processed manually');
    await db.query("UPDATE refund_requests SET status = 'processed' WHERE id = $1", [id]);
    return showReply(refunds, id, ctx);
  });
  const installments = resourceByPath('installments');
  route('PUT', '/api/v2/installments/:id/process_payment', 'operations', async (ctx, req) => {
    const id = idParam(req, 'Installment');
    const inst = toWire(installments, await findOne(installments, id, ctx), ctx);
    if (inst.status === 'paid') throw unprocessable('This installment has already been paid');
    await db.transaction(async (tx) => {
      const parent = (
        await tx.query<{ parent_id: number | null }>(
          'SELECT s.parent_id FROM enrollments e JOIN students s ON s.id = e.student_id WHERE e.id = $1',
          [inst.enrollmentId],
        )
      )[0];
      const profile = parent?.parent_id
        ? (await tx.query('SELECT id FROM payment_profiles WHERE parent_id = $1', [parent.parent_id]))[0]
        : undefined;
      if (!profile) throw unprocessable('No payment profile');
      await tx.query("UPDATE installments SET status = 'paid', paid_at = now() WHERE id = $1", [id]);
      await tx.query('INSERT INTO payments (parent_id, installment_id, amount) VALUES ($1, $2, $3)', [
        parent!.parent_id,
        id,
        inst.amount,
      ]);
    });
    return showReply(installments, id, ctx);
  });
  route('GET', '/api/v2/line_items/:lineItemId/adjustments/:id', 'staff', async (_ctx, req) => {
    const { lineItemId, id } = req.params as { lineItemId: string; id: string };
    const li = idParam({ params: { id: lineItemId } } as never, 'Line item');
    const aid = idParam(req, 'Adjustment');
    const r = (await db.query('SELECT * FROM line_item_adjustments WHERE id = $1 AND line_item_id = $2', [aid, li]))[0];
    if (!r) throw new HttpError(404, [`Adjustment ${id} not found`]);
    return { adjustment: camelRow(r) };
  });

  // ---------------------------------------------------------------- payment profiles (SRV-39)
  const profiles = resourceByPath('authorize_net_profiles');
  /**
   * Checks the body, turns its token into a provider profile and stores it: `id` null (POST) writes the parent's one
   * profile, inserting it or replacing the one they have (`replaced` true); an `id` (PUT) replaces that profile.
   */
  const saveProfile = async (
    ctx: Ctx,
    body: unknown,
    id: number | null,
  ): Promise<{ id: number; replaced: boolean }> => {
    if (JSON.stringify(body ?? {}).match(/"(cardNumber|number|cvc|cvv|cardCode)"\s*:/))
      throw unprocessable('Card number, name and CVC must never be sent.');
    const { authorizeNetProfile: p } = parseBody(PaymentProfileBodySchema, body);
    if (ctx.user.type === 'Parent' && p.parentId !== ctx.user.parentId) throw forbidden();
    if (ctx.user.type === 'Student') {
      const own = await db.query<{ parent_id: number | null }>('SELECT parent_id FROM students WHERE id = $1', [
        ctx.user.studentId ?? 0,
      ]);
      if (own[0]?.parent_id !== p.parentId) throw forbidden();
    }
    if (!(await db.query('SELECT 1 FROM parents WHERE id = $1', [p.parentId])).length)
      throw unprocessable('Parent must exist');
    if (id !== null) {
      const current = (
        await db.query<{ parent_id: number }>('SELECT parent_id FROM payment_profiles WHERE id = $1', [id])
      )[0];
      if (current && current.parent_id !== p.parentId) throw unprocessable(PROFILE_OTHER_PARENT);
    }
    if (/^\d{12,19}$/.test(p.authorizeNet.dataValue.replace(/[\s-]/g, '')))
      throw unprocessable('Card number, name and CVC must never be sent.');
    const exp = normaliseExpiry(p.authorizeNet.expirationDate ?? '');
    if (!exp) throw unprocessable('Please enter an expiration date');
    const stored = await cardAdapter(db).createProfile(p.authorizeNet.dataDescriptor, p.authorizeNet.dataValue);
    if (!stored) throw unprocessable(INVALID_PAYMENT_DETAILS);
    const values = [p.parentId, stored.profileId, stored.cardType, stored.masked, exp, p.zip ?? null];
    if (id === null) {
      // One statement, so two saves racing for the same parent still leave one profile (unique parent_id).
      const r = await db.query<{ id: number; inserted: boolean }>(
        `INSERT INTO payment_profiles (parent_id, provider_profile_id, card_type, masked_card_number, expiration_date, zip) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (parent_id) DO UPDATE SET provider_profile_id = EXCLUDED.provider_profile_id, card_type = EXCLUDED.card_type,
           masked_card_number = EXCLUDED.masked_card_number, expiration_date = EXCLUDED.expiration_date, zip = EXCLUDED.zip
         RETURNING id, (xmax = 0) AS inserted`,
        values,
      );
      return { id: r[0]!.id, replaced: !r[0]!.inserted };
    }
    await db.query(
      'UPDATE payment_profiles SET parent_id = $1, provider_profile_id = $2, card_type = $3, masked_card_number = $4, expiration_date = $5, zip = $6 WHERE id = $7',
      [...values, id],
    );
    return { id, replaced: true };
  };
  route('POST', '/api/v2/authorize_net_profiles', rules.cardHolder, async (ctx, req, reply) => {
    const saved = await saveProfile(ctx, req.body, null);
    const r = await showReply(profiles, saved.id, ctx);
    return reply
      .code(saved.replaced ? 200 : 201)
      .send({ authorizeNetProfile: profileWire(r.authorizeNetProfile as Record<string, unknown>) });
  });
  route('PUT', '/api/v2/authorize_net_profiles/:id', rules.cardHolder, async (ctx, req) => {
    const id = idParam(req, 'Payment profile');
    await findOne(profiles, id, ctx);
    await saveProfile(ctx, req.body, id);
    return showReply(profiles, id, ctx);
  });

  // ---------------------------------------------------------------- tutor package transcripts (SRV-40)
  const tpt = resourceByPath('tutor_package_transcripts');
  route('POST', '/api/v2/tutor_package_transcripts/reup', 'staff', async (ctx, req, reply) => {
    const { tutorPackageTranscript: t } = parseBody(TutorPackageReupBodySchema, req.body);
    const prev =
      typeof t.id === 'number'
        ? (await db.query('SELECT * FROM tutor_package_transcripts WHERE id = $1', [t.id]))[0]
        : undefined;
    if (typeof t.id === 'number' && !prev) throw unprocessable('Tutor package transcript must exist');
    const pick = (k: string, col: string) => (t as Record<string, unknown>)[k] ?? prev?.[col] ?? null;
    const studentId = pick('studentId', 'student_id');
    if (typeof studentId !== 'number' || !(await db.query('SELECT 1 FROM students WHERE id = $1', [studentId])).length)
      throw unprocessable('Student must exist');
    const r = await db
      .query<{ id: number }>(
        'INSERT INTO tutor_package_transcripts (tier_id, brand_id, student_id, subject_id, additional_subject_id, include_membership, previous_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [
          pick('tierId', 'tier_id'),
          pick('brandId', 'brand_id'),
          studentId,
          pick('subjectId', 'subject_id'),
          pick('additionalSubjectId', 'additional_subject_id'),
          t.includeMembership ?? true,
          prev?.id ?? null,
        ],
      )
      .catch(() => {
        throw unprocessable('Tier, brand and subjects must exist');
      });
    return reply.code(201).send(await showReply(tpt, r[0]!.id, ctx));
  });
}

/** "YYYY-MM", "MM/YY", "MM/YYYY" or "MMYY" -> "YYYY-MM" (DOM-38), or null. */
export function normaliseExpiry(v: string): string | null {
  const s = v.trim();
  let m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}` : null;
  m = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(s);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}
