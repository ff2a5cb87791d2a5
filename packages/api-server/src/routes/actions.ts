import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  InvitationsBodySchema,
  RehireBodySchema,
  SetExtensionHandleBodySchema,
  StudentPrizeBodySchema,
  TerminateBodySchema,
} from '@tutoring/contract';
import { INVITATIONS_SENT, INVITE_AT_LEAST_ONE_FRIEND, PRIZE_CANNOT_AFFORD } from '@tutoring/domain';
import { is } from '../auth';
import { ownStudents, resourceByPath } from '../defs';
import { publishStudentChange as publishStudentChangeOf } from '../resources/shared/student-change';
import type { Ctx, ResourceDef } from '../resource';
import { findOne, listReply, showReply, toWire } from '../resource';
import type { AppDeps } from '../context';
import { forbidden, notFound, parseBody, queryBool, queryDate, queryInt, queryList, unprocessable } from '../util';
import { idParam, makeRoute } from './helpers';
import { rules } from '../policy';

const AVATAR_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  gif: 'image/gif',
};

/** Publishes student-change to the student's user and their parent's user. */
export async function publishStudentChange(ctx: Ctx, studentId: number, data: unknown): Promise<void> {
  await publishStudentChangeOf(ctx.kdb, ctx.publish, studentId, data);
}

/** CRM, staffing, messaging, quests, courses and shipments actions. */
export function registerActionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = makeRoute(app, deps);
  const { db } = deps;
  const employees = resourceByPath('employees');
  const tutors = resourceByPath('tutors');

  // ---------------------------------------------------------------- tutors (SRV-19)
  route('GET', '/api/v2/tutors.json', 'employee', async (ctx) => tutorSearch(ctx, tutors));
  route('GET', '/api/v2/tutors/prioritized', 'employee', async (ctx) =>
    listReply(
      {
        ...tutors,
        defaultOrder: 't.accept_new_students DESC, t.priority DESC, t.star_rating DESC NULLS LAST, lower(u.last_name)',
      },
      { ...ctx, query: { per: '1000', ...ctx.query, orderBy: undefined } },
    ),
  );

  // ---------------------------------------------------------------- employees (SRV-20)
  route('GET', '/api/v2/employees.json', 'employee', (ctx) => listReply(employees, ctx));
  route('GET', '/api/v2/employees/assigned_advisors', 'staff', (ctx) =>
    listReply(employees, ctx, {
      extra: () => ['EXISTS (SELECT 1 FROM parents p WHERE p.employee_id = t.id)'],
      maxPer: 1000,
    }),
  );
  route('GET', '/api/v2/employees/:id/available', 'employee', async (ctx, req) => {
    const id = idParam(req, 'Employee');
    const e = toWire(employees, await findOne(employees, id, ctx), ctx);
    const startsAt = queryDate(ctx.query.startsAt, 'startsAt');
    const endsAt = queryDate(ctx.query.endsAt, 'endsAt');
    let available = Boolean(e.active) && !e.endDate;
    if (available && startsAt && endsAt) {
      const busy = await db.query(
        'SELECT 1 FROM assignments a JOIN sessions s ON s.id = a.session_id WHERE a.employee_id = $1 AND s.starts_at < $3 AND s.ends_at > $2 AND s.canceled_at IS NULL LIMIT 1',
        [id, startsAt, endsAt],
      );
      available = busy.length === 0;
    }
    return { available };
  });
  route('PUT', '/api/v2/employees/:id/set_extension_handle', 'admin', async (ctx, req) => {
    const id = idParam(req, 'Employee');
    await findOne(employees, id, ctx);
    const { extensionHandle } = parseBody(
      SetExtensionHandleBodySchema.extend({
        extensionHandle: z.string().max(50, 'Extension handle is too long').nullable(),
      }),
      req.body,
    );
    await db.query('UPDATE employees SET extension_handle = $2 WHERE id = $1', [id, extensionHandle]);
    return showReply(employees, id, ctx);
  });
  route('PUT', '/api/v2/employees/:id/terminate.json', 'admin', async (ctx, req) => {
    const id = idParam(req, 'Employee');
    const e = toWire(employees, await findOne(employees, id, ctx), ctx);
    const { endDate } = parseBody(TerminateBodySchema, req.body);
    if (e.hireDate && endDate < String(e.hireDate)) throw unprocessable('End date cannot be before the hire date');
    await db.query('UPDATE employees SET end_date = $2, active = false WHERE id = $1', [id, endDate]);
    return showReply(employees, id, ctx);
  });
  route('PUT', '/api/v2/employees/:id/rehire.json', 'admin', async (ctx, req) => {
    const id = idParam(req, 'Employee');
    await findOne(employees, id, ctx);
    const { employee } = parseBody(RehireBodySchema, req.body);
    const hire = typeof employee.hireDate === 'string' ? employee.hireDate : null;
    await db.query(
      'UPDATE employees SET end_date = NULL, active = true, hire_date = COALESCE($2, hire_date) WHERE id = $1',
      [id, hire],
    );
    return showReply(employees, id, ctx);
  });

  // ---------------------------------------------------------------- teams and targets (SRV-41, SRV-37)
  // ---------------------------------------------------------------- avatars (SRV-42)
  route('POST', '/api/v2/avatars', 'any', async (ctx, req, reply) => {
    if (!req.isMultipart()) throw unprocessable('Avatar must be sent as multipart/form-data');
    const fields: Record<string, string> = {};
    let file: { filename: string; mimetype: string; data: Buffer } | null = null;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file = { filename: part.filename, mimetype: part.mimetype, data };
      } else fields[part.fieldname] = String(part.value);
    }
    const type = fields.avatarableType ?? '';
    const ownerId = Number(fields.avatarableId);
    if (!['Employee', 'Tutor', 'Student', 'Parent'].includes(type) || !Number.isInteger(ownerId) || ownerId < 1)
      throw unprocessable('Avatarable type and id are required');
    if (!file) throw unprocessable('File is required');
    const ext = (file.filename.split('.').pop() ?? '').toLowerCase();
    if (!AVATAR_TYPES[ext]) throw unprocessable('File must be a jpg, png, jpeg, bmp or gif image');
    const table = type === 'Student' ? 'students' : type === 'Parent' ? 'parents' : 'employees';
    const own = (await db.query<{ user_id: number }>(`SELECT user_id FROM ${table} WHERE id = $1`, [ownerId]))[0];
    if (!own) throw unprocessable('Avatarable record must exist');
    if (!is.staff(ctx.user) && own.user_id !== ctx.user.userId) throw forbidden();
    const r = await db.query<{ id: number }>(
      'INSERT INTO avatars (avatarable_type, avatarable_id, filename, content_type, data) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [type, ownerId, file.filename.slice(0, 255), AVATAR_TYPES[ext], file.data],
    );
    const url = `/api/v2/avatars/${r[0]!.id}/file`;
    if (table === 'employees') await db.query('UPDATE employees SET avatar_url = $2 WHERE id = $1', [ownerId, url]);
    return reply.code(201).send({ avatar: { id: r[0]!.id, url, avatarableType: type, avatarableId: ownerId } });
  });
  app.get('/api/v2/avatars/:id/file', { config: { public: true } }, async (req, reply) => {
    const id = idParam(req, 'Avatar');
    const r = (
      await db.query<{ content_type: string; data: Uint8Array }>(
        'SELECT content_type, data FROM avatars WHERE id = $1',
        [id],
      )
    )[0];
    if (!r) throw notFound('Avatar');
    return reply
      .header('content-type', r.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(r.data));
  });

  // ---------------------------------------------------------------- messaging (SRV-38)

  // ---------------------------------------------------------------- quests (SRV-33)
  const studentIdFor = (ctx: Ctx): number | null => {
    if (ctx.user.type === 'Student') return ctx.user.studentId;
    const q = queryInt(ctx.query.studentId, 'studentId');
    if (ctx.user.type === 'Parent') {
      if (q === undefined) throw unprocessable('Student id is required');
      return q;
    }
    return q ?? null;
  };
  const badgeDef: ResourceDef = {
    path: 'quests/student_badges',
    collection: 'studentBadges',
    member: 'studentBadge',
    table: 'student_badges',
    select: "b.name, b.image_url, json_build_object('id', b.id, 'name', b.name, 'imageUrl', b.image_url) AS badge",
    joins: 'JOIN badges b ON b.id = t.badge_id',
    fields: {},
    orderBy: { id: 't.id', created_at: 't.created_at' },
    defaultOrder: 't.created_at DESC',
    filters: { redeemed: (v) => (queryBool(v) ? 't.redeemed_at IS NOT NULL' : 't.redeemed_at IS NULL') },
    access: {},
    scope: (a) => ownStudents(a, 't.student_id'),
  };
  const prizeOfStudent: ResourceDef = {
    path: 'quests/student_prizes',
    collection: 'studentPrizes',
    member: 'studentPrize',
    table: 'student_prizes',
    select: `json_build_object('id', pr.id, 'name', pr.name, 'imageUrl', pr.image_url, 'badgeCount', pr.badge_count) AS prize,
      CASE WHEN sh.id IS NULL THEN NULL ELSE json_build_object('id', sh.id, 'status', sh.status, 'sentAt', sh.sent_at, 'estimatedDeliveryDate', sh.estimated_delivery_date) END AS shipment`,
    joins: 'JOIN prizes pr ON pr.id = t.prize_id LEFT JOIN shipments sh ON sh.id = t.shipment_id',
    fields: {},
    orderBy: { id: 't.id', created_at: 't.created_at' },
    defaultOrder: 't.created_at DESC',
    access: {},
    scope: (a) => ownStudents(a, 't.student_id'),
  };
  route('GET', '/api/v2/quests/student_badges', 'any', (ctx) => {
    const sid = studentIdFor(ctx);
    return listReply(
      badgeDef,
      { ...ctx, query: { redeemed: 'false', ...ctx.query } },
      { extra: (p) => (sid ? [`t.student_id = ${p.add(sid)}`] : []) },
    );
  });
  route('GET', '/api/v2/quests/student_badges/:id', 'any', (ctx, req) =>
    showReply(badgeDef, idParam(req, 'Student badge'), ctx),
  );
  route('GET', '/api/v2/quests/student_prizes', 'any', (ctx) => {
    const sid = studentIdFor(ctx);
    return listReply(prizeOfStudent, ctx, { extra: (p) => (sid ? [`t.student_id = ${p.add(sid)}`] : []) });
  });
  route('GET', '/api/v2/quests/student_prizes/:id', 'any', (ctx, req) =>
    showReply(prizeOfStudent, idParam(req, 'Student prize'), ctx),
  );
  route('GET', '/api/v2/quests/prizes', 'any', async (ctx) =>
    listReply(
      {
        path: 'quests/prizes',
        collection: 'prizes',
        member: 'prize',
        table: 'prizes',
        fields: {},
        where: 't.available = true',
        orderBy: { id: 't.id', badge_count: 't.badge_count', name: 't.name' },
        defaultOrder: 't.badge_count',
        access: {},
      },
      { ...ctx, query: { per: '100', ...ctx.query } },
    ),
  );
  route(
    'POST',
    '/api/v2/quests/student_prizes',
    { allow: rules.student, records: 'own badges' },
    async (ctx, req, reply) => {
      const { studentPrize } = parseBody(StudentPrizeBodySchema, req.body);
      const studentId = ctx.user.studentId!;
      const id = await db.transaction(async (tx) => {
        const prize = (
          await tx.query<{ id: number; badge_count: number; name: string }>(
            'SELECT id, badge_count, name FROM prizes WHERE id = $1 AND available = true',
            [studentPrize.prizeId],
          )
        )[0];
        if (!prize) throw unprocessable('Prize must be an available prize');
        const badges = await tx.query<{ id: number }>(
          'SELECT id FROM student_badges WHERE student_id = $1 AND redeemed_at IS NULL ORDER BY created_at, id LIMIT $2 FOR UPDATE',
          [studentId, prize.badge_count],
        );
        if (badges.length < prize.badge_count) throw unprocessable(PRIZE_CANNOT_AFFORD);
        const u = (
          await tx.query<{ name: string }>(
            "SELECT u.first_name || ' ' || u.last_name AS name FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = $1",
            [studentId],
          )
        )[0];
        const sh = await tx.query<{ id: number }>(
          "INSERT INTO shipments (status, recipient, student_id, estimated_delivery_date) VALUES ('on_hold', $1, $2, current_date + 14) RETURNING id",
          [u?.name ?? null, studentId],
        );
        const sp = await tx.query<{ id: number }>(
          'INSERT INTO student_prizes (student_id, prize_id, shipment_id) VALUES ($1, $2, $3) RETURNING id',
          [studentId, prize.id, sh[0]!.id],
        );
        await tx.query('UPDATE student_badges SET redeemed_at = now(), student_prize_id = $2 WHERE id = ANY($1)', [
          badges.map((b) => b.id),
          sp[0]!.id,
        ]);
        return sp[0]!.id;
      });
      const out = await showReply(prizeOfStudent, id, ctx);
      await publishStudentChange(ctx, studentId, { id: studentId, studentPrize: out.studentPrize });
      return reply.code(201).send(out);
    },
  );
  route('POST', '/api/v2/quests/invitations', rules.family, async (ctx, req, reply) => {
    const { friends } = parseBody(
      InvitationsBodySchema.extend({
        friends: z
          .array(
            z.union([
              z.string().max(255),
              z.looseObject({ name: z.string().max(255).optional(), email: z.string().max(255).optional() }),
            ]),
          )
          .max(20),
      }),
      req.body,
    );
    const cleaned = friends
      .map((x) => (typeof x === 'string' ? x.trim() : JSON.stringify(x)))
      .filter((x) => x && x !== '{}');
    if (!cleaned.length) throw unprocessable(INVITE_AT_LEAST_ONE_FRIEND);
    await db.query('INSERT INTO invitations (student_id, friends) VALUES ($1, $2)', [
      ctx.user.studentId,
      JSON.stringify(friends),
    ]);
    return reply.code(201).send({ message: INVITATIONS_SENT, friends: cleaned.length });
  });
}

/** Tutor search with tier, distance, availability and the search fields for `sessionIds[]` (SRV-19). */
export async function tutorSearch(ctx: Ctx, tutors: ResourceDef): Promise<Record<string, unknown>> {
  const q = ctx.query;
  const sessionIds = queryList(q, 'sessionIds').map((s) => {
    if (!/^\d{1,9}$/.test(s)) throw unprocessable('Session ids must be integers');
    return Number(s);
  });
  const lat = q.latitude !== undefined ? Number(q.latitude) : undefined;
  const lng = q.longitude !== undefined ? Number(q.longitude) : undefined;
  const maxDistance = q.distance !== undefined ? Number(q.distance) : undefined;
  if ([lat, lng, maxDistance].some((v) => v !== undefined && !Number.isFinite(v)))
    throw unprocessable('Distance, latitude and longitude must be numbers');
  const availableFrom = queryDate(q.availableFrom, 'availableFrom');
  const availableTo = queryDate(q.availableTo, 'availableTo');
  // Issue 20, STF-13, C-15: only OPERATIONS may ask for tutors that are not accepting students (the tutors scope hides them too).
  const includeNonAccepting = queryBool(q.includeNonAccepting) === true && is.operations(ctx.user);
  const distExpr =
    lat !== undefined && lng !== undefined
      ? `(3958.8 * 2 * asin(sqrt(power(sin(radians((t.latitude - ${lat}) / 2)), 2) + cos(radians(${lat})) * cos(radians(t.latitude)) * power(sin(radians((t.longitude - ${lng}) / 2)), 2))))`
      : 'NULL::double precision';
  const def: ResourceDef = {
    ...tutors,
    select: `${tutors.select}, ${distExpr} AS distance`,
    filters: { ...tutors.filters, tierId: tutors.filters!.tierId! },
  };
  const reply = await listReply(def, ctx, {
    maxPer: 1000,
    extra: (p) => {
      const c: string[] = ['t.active = true'];
      if (!includeNonAccepting) c.push('t.accept_new_students = true');
      if (maxDistance !== undefined && lat !== undefined) c.push(`${distExpr} <= ${p.add(maxDistance)}`);
      if (availableFrom && availableTo)
        c.push(
          `EXISTS (SELECT 1 FROM availabilities av WHERE av.tutor_id = t.id AND av.starts_at <= ${p.add(availableFrom)} AND av.ends_at >= ${p.add(availableTo)})`,
        );
      return c;
    },
  });
  const list = reply.tutors as Record<string, unknown>[];
  for (const tutor of list) {
    tutor.tier = tutor.tier ?? null;
    tutor.distance =
      tutor.distance === null || tutor.distance === undefined ? null : Math.round(Number(tutor.distance) * 10) / 10;
  }
  if (sessionIds.length && list.length) {
    const sess = await ctx.db.query<{ id: number; subject_id: number | null; starts_at: string; ends_at: string }>(
      'SELECT id, subject_id, starts_at, ends_at FROM sessions WHERE id = ANY($1)',
      [sessionIds],
    );
    const ids = list.map((x) => x.id as number);
    const quals = await ctx.db.query<{ employee_id: number; subject_id: number }>(
      'SELECT employee_id, subject_id FROM employee_subjects WHERE employee_id = ANY($1)',
      [ids],
    );
    const busy = await ctx.db.query<{ employee_id: number; session_id: number }>(
      `SELECT a.employee_id, s.id AS session_id FROM sessions s JOIN assignments a ON true JOIN sessions x ON x.id = a.session_id
       WHERE s.id = ANY($1) AND a.employee_id = ANY($2) AND x.id <> s.id AND x.canceled_at IS NULL AND x.starts_at < s.ends_at AND x.ends_at > s.starts_at`,
      [sessionIds, ids],
    );
    for (const tutor of list) {
      const tid = tutor.id as number;
      const missing = sess
        .filter((s) => busy.some((b) => b.employee_id === tid && b.session_id === s.id))
        .map((s) => s.id);
      const unqualified = sess.filter(
        (s) => s.subject_id !== null && !quals.some((qq) => qq.employee_id === tid && qq.subject_id === s.subject_id),
      );
      tutor.missingSessions = missing;
      tutor.notQualified = unqualified.length > 0;
      tutor.matches = sess.filter((s) => !missing.includes(s.id) && !unqualified.includes(s)).length;
    }
    if (queryBool(q.available)) reply.tutors = list.filter((x) => (x.matches as number) > 0);
  } else for (const tutor of list) Object.assign(tutor, { matches: 0, missingSessions: [], notQualified: false });
  return reply;
}
