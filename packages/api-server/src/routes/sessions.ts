import type { FastifyInstance } from 'fastify';
import { AvailabilityRepeatBodySchema } from '@tutoring/contract';
import { is } from '../auth';
import { resourceByPath } from '../defs';
import type { Ctx } from '../resource';
import { findOne, toWire } from '../resource';
import type { AppDeps } from '../context';
import { camelRow, forbidden, parseBody, queryInt, queryList, unprocessable } from '../util';
import { makeRoute } from './helpers';
import { tutorSearch } from './actions';

/**
 * `sessions/potential_tutors` (a tutor search, kept beside the tutors code) and the availabilities actions (SRV-28,
 * SRV-29). The sessions, attendances and tutorings routes are in src/resources/.
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
}
