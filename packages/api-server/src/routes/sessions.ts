import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AvailabilityRepeatBodySchema, TutoringBodySchema } from '@tutoring/contract';
import { is } from '../auth';
import { resourceByPath } from '../defs';
import type { Ctx } from '../resource';
import { findOne, toWire } from '../resource';
import type { AppDeps } from '../context';
import { camelRow, forbidden, parseBody, queryInt, queryList, unprocessable } from '../util';
import { makeRoute } from './helpers';
import { publishStudentChange, tutorSearch } from './actions';

/**
 * `sessions/potential_tutors` (a tutor search, kept beside the tutors code), availabilities and tutorings actions
 * (SRV-28..SRV-30). The sessions and attendances routes are in src/resources/.
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

  // ---------------------------------------------------------------- availabilities (SRV-28)
  const availabilities = resourceByPath('availabilities');
  const tutorIdFor = (ctx: Ctx): number => {
    const q = queryInt(ctx.query.tutorId, 'tutorId');
    if (is.staff(ctx.user)) {
      if (q === undefined) throw unprocessable('Tutor id is required');
      return q;
    }
    if (q !== undefined && q !== ctx.user.employeeId) throw forbidden();
    return ctx.user.employeeId!;
  };
  route('DELETE', '/api/v2/availabilities/clear_upcoming', 'tutor', async (ctx) => {
    const tutorId = tutorIdFor(ctx);
    const rows = await db.query(
      'DELETE FROM availabilities WHERE tutor_id = $1 AND starts_at > now() AND maxed_out = false RETURNING id',
      [tutorId],
    );
    return { deleted: rows.length };
  });
  route('GET', '/api/v2/availabilities/repeat_options', 'any', async (ctx) => {
    const id = queryInt(ctx.query.id, 'id');
    if (id === undefined) throw unprocessable('Id is required');
    const av = toWire(availabilities, await findOne(availabilities, id, ctx), ctx);
    const tutorId = queryInt(ctx.query.tutorId, 'tutorId') ?? (av.tutorId as number);
    const t = (
      await db.query(
        "SELECT e.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = $1",
        [tutorId],
      )
    )[0];
    const start = Date.parse(String(av.startsAt));
    const end = Date.parse(String(av.endsAt));
    const existing = await db.query<{
      id: number;
      starts_at: string;
      ends_at: string;
      locked: boolean;
      maxed_out: boolean;
    }>(
      'SELECT id, starts_at, ends_at, locked, maxed_out FROM availabilities WHERE tutor_id = $1 AND starts_at > $2 AND starts_at < $3',
      [tutorId, new Date(start).toISOString(), new Date(start + 9 * 7 * 86400000).toISOString()],
    );
    const repeatOptions = Array.from({ length: 8 }, (_, i) => {
      const s = start + (i + 1) * 7 * 86400000;
      const e = end + (i + 1) * 7 * 86400000;
      const match = existing.find(
        (x) => Date.parse(x.starts_at) < e && Date.parse(x.ends_at) > s && !x.locked && !x.maxed_out,
      );
      return { book: false, startsAt: new Date(s).toISOString(), availabilityId: match?.id ?? null };
    });
    return { availabilityRepeatOptions: { availability: av, tutor: t ? camelRow(t) : null, repeatOptions } };
  });
  route('POST', '/api/v2/availabilities/repeat', 'tutor', async (ctx, req, reply) => {
    const { availability } = parseBody(AvailabilityRepeatBodySchema, req.body);
    const av = toWire(availabilities, await findOne(availabilities, availability.id, ctx), ctx);
    if (!is.staff(ctx.user) && av.tutorId !== ctx.user.employeeId) throw forbidden();
    const len = Date.parse(String(av.endsAt)) - Date.parse(String(av.startsAt));
    const chosen = availability.repeatOptions.filter((o) => o.book && o.startsAt);
    if (chosen.length > 52) throw unprocessable('Repeat at most 52 times');
    const ids = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (const o of chosen) {
        const s = new Date(String(o.startsAt));
        const e = new Date(s.getTime() + len);
        const overlap = await tx.query(
          'SELECT 1 FROM availabilities WHERE tutor_id = $1 AND starts_at < $3 AND ends_at > $2',
          [av.tutorId, s.toISOString(), e.toISOString()],
        );
        if (overlap.length) continue;
        const r = await tx.query<{ id: number }>(
          'INSERT INTO availabilities (tutor_id, starts_at, ends_at, locked) VALUES ($1, $2, $3, $4) RETURNING id',
          [av.tutorId, s.toISOString(), e.toISOString(), av.locked],
        );
        out.push(r[0]!.id);
      }
      return out;
    });
    const rows = ids.length
      ? await db.query('SELECT * FROM availabilities WHERE id = ANY($1) ORDER BY starts_at', [ids])
      : [];
    return reply.code(201).send({ availabilities: rows.map((r) => toWire(availabilities, r, ctx)) });
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
