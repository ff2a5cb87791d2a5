import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TutoringBodySchema } from '@tutoring/contract';
import { is } from '../auth';
import { resourceByPath } from '../defs';
import { findOne } from '../resource';
import type { AppDeps } from '../context';
import { camelRow, forbidden, parseBody, queryList, unprocessable } from '../util';
import { makeRoute } from './helpers';
import { publishStudentChange, tutorSearch } from './actions';

/**
 * `sessions/potential_tutors` (a tutor search, kept beside the tutors code) and tutorings actions (SRV-29, SRV-30);
 * availabilities are in src/resources/availabilities. The sessions and attendances routes are in src/resources/.
 */
export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = makeRoute(app, deps);
  const { db } = deps;

  route('GET', '/api/v2/sessions/potential_tutors', 'staff', async (ctx) => {
    if (!queryList(ctx.query, 'sessionIds').length) throw unprocessable('Session ids are required');
    const tutors = resourceByPath('tutors');
    return tutorSearch(
      { ...ctx, query: { per: '100', ...ctx.query } },
      { ...tutors, defaultOrder: 't.priority DESC, lower(u.last_name)' },
    );
  });

  // ---------------------------------------------------------------- tutorings (SRV-30)
  route('POST', '/api/v2/tutorings', 'any', async (ctx, req, reply) => {
    const { tutoring } = parseBody(
      TutoringBodySchema.extend({
        tutoring: TutoringBodySchema.shape.tutoring.extend({
          id: z.int().positive().max(2147483647).nullish(),
          studentId: z.int().positive().max(2147483647).nullish(),
          duration: z.int().min(15).max(600),
        }),
      }),
      req.body,
    );
    // SES-47 edit: a request naming an existing tutoring (in the requester's scope) books for that tutoring's student and
    // replaces it: once a booking succeeds the old tutoring is canceled; its own slot never counts as a clash.
    let replacing: number | null = null;
    let editedStudent: number | null = null;
    if (tutoring.id) {
      const tdef = resourceByPath('tutorings');
      const old = (await findOne(tdef, tutoring.id, ctx)) as { id: number; student_id: number | null; status: string };
      if (old.status === 'canceled') throw unprocessable('This tutoring has been canceled');
      replacing = old.id;
      editedStudent = old.student_id;
    }
    const studentId = ctx.user.type === 'Student' ? ctx.user.studentId : (tutoring.studentId ?? editedStudent ?? null);
    if (ctx.user.type === 'Parent') {
      const own =
        studentId !== null &&
        (await db.query('SELECT 1 FROM students WHERE id = $1 AND parent_id = $2', [studentId, ctx.user.parentId]))
          .length > 0;
      if (!own) throw forbidden();
    } else if (ctx.user.type !== 'Student' && !is.staff(ctx.user)) throw forbidden();
    if (studentId === null) throw unprocessable('Student id is required');
    if (!(await db.query('SELECT 1 FROM students WHERE id = $1', [studentId])).length)
      throw unprocessable('Student must exist');
    const availabilityId =
      typeof tutoring.availability === 'number' ? tutoring.availability : (tutoring.availability?.id ?? null);
    const requests = [
      { startsAt: tutoring.startsAt, duration: tutoring.duration, availabilityId, primary: true },
      ...tutoring.bookings.map((b) => ({
        startsAt: b.startsAt,
        duration: b.duration,
        availabilityId: b.availabilityId ?? availabilityId,
        primary: Boolean(b.primary),
      })),
      ...tutoring.repeatOptions
        .filter((o) => o.book && o.startsAt)
        .map((o) => ({
          startsAt: String(o.startsAt),
          duration: tutoring.duration,
          availabilityId: o.availabilityId ?? null,
          primary: false,
        })),
    ].slice(0, 60);
    const seen = new Set<string>();
    const pending: Record<string, unknown>[] = [];
    const failed: Record<string, unknown>[] = [];
    let first: Record<string, unknown> | null = null;
    for (const r of requests) {
      const key = new Date(r.startsAt).toISOString();
      if (seen.has(key)) continue;
      seen.add(key);
      const s = new Date(r.startsAt);
      const e = new Date(s.getTime() + r.duration * 60000);
      const result = await db.transaction(async (tx) => {
        const av = (
          await tx.query<{ id: number; tutor_id: number }>(
            `SELECT id, tutor_id FROM availabilities WHERE ($1::int IS NULL OR id = $1::int) AND locked = false AND maxed_out = false
             AND starts_at <= $2 AND ends_at >= $3 ORDER BY id LIMIT 1 FOR UPDATE`,
            [r.availabilityId, s.toISOString(), e.toISOString()],
          )
        )[0];
        if (!av) return { ok: false as const, reason: 'No open availability covers this time' };
        const clash = await tx.query(
          "SELECT 1 FROM tutorings WHERE tutor_id = $1 AND status <> 'canceled' AND starts_at < $3 AND starts_at + make_interval(mins => duration) > $2 AND id <> $4",
          [av.tutor_id, s.toISOString(), e.toISOString(), replacing ?? 0],
        );
        if (clash.length) return { ok: false as const, reason: 'This time has already been booked' };
        if (s.getTime() < Date.now()) return { ok: false as const, reason: 'This time is in the past' };
        const row = (
          await tx.query(
            'INSERT INTO tutorings (student_id, tutor_id, availability_id, starts_at, duration, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
            [studentId, av.tutor_id, av.id, s.toISOString(), r.duration, 'pending'],
          )
        )[0]!;
        return { ok: true as const, row, tutorId: av.tutor_id };
      });
      if (result.ok) {
        const w = camelRow(result.row);
        pending.push(w);
        first ??= w;
        const tu = (
          await db.query<{ user_id: number }>('SELECT user_id FROM employees WHERE id = $1', [result.tutorId])
        )[0];
        if (tu) await ctx.publish(tu.user_id, 'user-change', { ...w, deleted: false });
      } else
        failed.push({ startsAt: key, duration: r.duration, availabilityId: r.availabilityId, error: result.reason });
    }
    if (pending.length && replacing !== null)
      await db.query("UPDATE tutorings SET status = 'canceled' WHERE id = $1", [replacing]);
    if (pending.length) await publishStudentChange(ctx, studentId, { id: studentId, tutorings: pending });
    return reply.code(201).send({
      tutoring: first ?? { startsAt: tutoring.startsAt, duration: tutoring.duration, studentId },
      meta: { pending, failed },
    });
  });
}
