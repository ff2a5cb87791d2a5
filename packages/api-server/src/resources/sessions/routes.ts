import { publishSessionDeleted } from '../schedule-changes/publish';
import { headsUpsFor } from '../realtime/heads-up';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { type Expression, type SqlBool, sql } from 'kysely';
import {
  PotentialHubsReplySchema,
  PrimeHoursReplySchema,
  RecordingsReplySchema,
  SubstituteJointSessionBodySchema,
  resources,
} from '@tutoring/contract';
import { PRIME_HOURS_DAYS, PRIME_HOURS_TIME_ZONE } from '@tutoring/domain';
import type { Actor } from '../../auth';
import { is } from '../../auth';
import { videoAdapter } from '../../services/video';
import { HttpError, forbidden, notFound, parseId, queryBool, queryList, unprocessable } from '../../util';
import { EMPLOYEE_FILTERS } from '../employees/queries';
import { TUTOR_SEARCH_PARAMS, searchTutors } from '../employees/tutor-search';
import { lockStudent } from '../attendances/queries';
import { includesOf } from '../parents/queries';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery } from '../shared/schemas';
import { sessionPolicies, sessionScope } from './policy';
import {
  SESSION_FILTERS,
  SESSION_ORDER_KEYS,
  type Session,
  addSessionIncludes,
  deleteSession,
  findSession,
  guardSessionWrite,
  insertSession,
  listSessions,
  sessionLookups,
  sessionPeople,
  sessionWire,
  updateSession,
} from './queries';
import {
  JOIN_AFTER,
  JOIN_BEFORE,
  SESSION_ALREADY_CANCELED,
  SESSION_FIELDS,
  type SessionInput,
  headsUpOf,
  joinProblem,
  validateSession,
} from './rules';

const BASE = '/api/v2/sessions';
const contract = resources.sessions;
const MemberReply = contract.memberReply;
const tags = ['sessions'];

/**
 * Sessions (SRV-21..SRV-26): list/show/create/update/delete and the session actions, each route with its policy next
 * to its schema. Staff and employees see every session; a student or parent their own (issue 20).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;

  /** A session in the requester's scope (as its wire object), or 404. */
  const scoped = async (id: number, a: Actor): Promise<Session> => {
    const row = await findSession(kdb, a, id, sessionScope(a));
    if (!row) throw notFound('Session');
    return sessionWire(row, a);
  };
  /** The `{session}` reply of one session (no scope), with the asked-for includes. */
  const memberReply = async (id: number, a: Actor, include: Set<string>) => {
    const row = await findSession(kdb, a, id, null);
    if (!row) throw notFound('Session');
    const session = sessionWire(row, a);
    await addSessionIncludes(kdb, [session], include, a);
    return { session };
  };
  /** A list reply (`{sessions, meta}`) with the asked-for includes. */
  const listReply = async (a: Actor, q: Record<string, unknown>, extra: Expression<SqlBool>[] = []) => {
    const paging = listPaging(q, SESSION_ORDER_KEYS);
    const { rows, meta } = await listSessions(kdb, a, q, paging, sessionScope(a, queryBool(q.browse) === true), extra);
    const sessions = rows.map((r) => sessionWire(r, a));
    await addSessionIncludes(kdb, sessions, includesOf(q), a);
    return { sessions, meta };
  };

  const parse = (body: unknown): SessionInput => memberFields('session', SESSION_FIELDS, body);
  registerCrud<Session, SessionInput>(app, {
    path: 'sessions',
    what: 'Session',
    contract,
    policies: sessionPolicies,
    filters: Object.keys(SESSION_FILTERS),
    orderKeys: SESSION_ORDER_KEYS,
    list: async (q, paging, { user }) => {
      const browse = queryBool(q.browse) === true;
      const { rows, meta } = await listSessions(kdb, user, q, paging, sessionScope(user, browse), []);
      return { items: rows.map((r) => sessionWire(r, user)), meta };
    },
    find: async (id, { user }, inScope) => {
      const row = await findSession(kdb, user, id, inScope ? sessionScope(user) : null);
      return row && sessionWire(row, user);
    },
    includes: (items, q, { user }) => addSessionIncludes(kdb, items, includesOf(q), user),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertSession(kdb, data),
    parseUpdate: async (body, existing, { user }) => {
      const data = parse(body);
      // SES-09, SES-14: a tutor who is not staff takes the attendance of a session assigned to them (it saves
      // `attendanceTakenAt` after the attendances); nothing else of a session is theirs to change.
      if (!is.staff(user)) {
        const others = Object.keys(data).filter((field) => field !== 'attendanceTakenAt');
        if (others.length) throw forbidden(`A tutor may only mark the attendance taken (not ${others.join(', ')}).`);
        if (!(await assignedTo(existing.id, user))) throw forbidden();
      }
      return data;
    },
    // A canceled session is not edited or moved (SRV-21: canEdit false); it may be uncanceled. The guard locks the
    // row first thing in the update's transaction; the record is then read again, so the rules below see it as it is.
    lock: async (data, existing) => {
      if (existing) await guardSessionWrite(kdb, existing.id, data);
    },
    validate: async (data, existing) => {
      // A canceled session is canceled once: another cancel time would rewrite when it happened.
      const recancel =
        existing?.canceledAt && data.canceledAt && Date.parse(data.canceledAt) !== Date.parse(existing.canceledAt);
      return [
        ...(recancel ? [SESSION_ALREADY_CANCELED] : []),
        ...(await validateSession(data, existing, sessionLookups(kdb))),
      ];
    },
    update: async (id, data, _ctx, existing) => {
      // The cancel itself is conditional (still running when written): of two cancels at once the second finds the
      // row canceled and answers 422, so the session is canceled once and its people get one heads-up.
      if (data.canceledAt && !existing.canceledAt) {
        const r = await kdb
          .updateTable('sessions')
          .set({ canceled_at: data.canceledAt })
          .where('id', '=', id)
          .where('canceled_at', 'is', null)
          .executeTakeFirst();
        if (!Number(r.numUpdatedRows)) throw unprocessable(SESSION_ALREADY_CANCELED);
      }
      await updateSession(kdb, id, data);
    },
    afterWrite: async (id, data, ctx, existing) => {
      const change = existing && headsUpOf(data, existing);
      if (!change) return;
      // SRV-12: a heads-up to the students and tutors of a session that was moved or canceled, each with the session as
      // they read it.
      for (const [userId, event] of await headsUpsFor(kdb, id, change, await sessionPeople(kdb, id)))
        await ctx.publish(userId, 'heads-up', event);
    },
    destroy: async (existing, ctx) => {
      // STF-29: the families who see the session on their schedule are told it is gone (issue 25 gap 6).
      await publishSessionDeleted({ id: existing.id }, ctx);
      await deleteSession(kdb, existing.id);
    },
    versionTable: 'sessions',
  });

  /** Whether the session is assigned to the actor (a tutor's own sessions). */
  async function assignedTo(sessionId: number, user: Actor): Promise<boolean> {
    const row = await kdb
      .selectFrom('assignments')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('employee_id', '=', user.employeeId ?? 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  // ---------------------------------------------------------------- actions (SRV-23..SRV-26)
  app.put(
    `${BASE}/:id/substitute_joint_session`,
    {
      schema: {
        tags,
        params: IdParams,
        body: SubstituteJointSessionBodySchema,
        response: { 200: MemberReply, ...errorReplies },
      },
      config: { policy: sessionPolicies.substituteJointSession },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Session');
      const s = await scoped(id, user);
      if (s.attendanceTakenAt) throw unprocessable('Attendance has already been taken for this session.');
      const hubId = req.body.session.hubSessionId;
      if (hubId === id) throw unprocessable('A session cannot be its own hub');
      const hub = await kdb
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hubId)
        .where('canceled_at', 'is', null)
        .executeTakeFirst();
      if (!hub) throw unprocessable('Hub session must exist');
      await db.transaction(async () => {
        // Under the locks of the session's students (attendances/queries.ts `lockStudent`, in id order): a move of
        // one of them into the hub waits, or is waited for, so the NOT EXISTS below sees it and nobody ends up in
        // the hub twice.
        const students = await kdb
          .selectFrom('attendances')
          .select('student_id')
          .distinct()
          .where('session_id', '=', id)
          .orderBy('student_id')
          .execute();
        for (const { student_id } of students) await lockStudent(kdb, student_id);
        // Neither the session nor its hub may be canceled (a cancel may come first): both rows locked, in id order.
        for (const sessionId of [id, hubId].sort((x, y) => x - y)) await guardSessionWrite(kdb, sessionId);
        await kdb.updateTable('sessions').set({ hub_id: hubId }).where('id', '=', id).execute();
        const attendsHub = (a: 'a') =>
          sql<SqlBool>`EXISTS (SELECT 1 FROM attendances b WHERE b.session_id = ${hubId} AND b.student_id = ${sql.ref(`${a}.student_id`)})`;
        await kdb
          .updateTable('attendances as a')
          .set({ session_id: hubId })
          .where('a.session_id', '=', id)
          .where(sql<SqlBool>`NOT ${attendsHub('a')}`)
          .execute();
        // students who already attend the hub keep that attendance only
        await kdb.deleteFrom('attendances as a').where('a.session_id', '=', id).where(attendsHub('a')).execute();
      });
      return memberReply(id, user, includesOf(req.query as Record<string, unknown>));
    },
  );

  app.get(
    `${BASE}/:id/potential_hubs`,
    {
      schema: {
        tags,
        params: IdParams,
        querystring: listQuery(Object.keys(SESSION_FILTERS)),
        response: { 200: PotentialHubsReplySchema, ...errorReplies },
      },
      config: { policy: sessionPolicies.potentialHubs },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Session');
      const s = await scoped(id, user);
      const subjectId = s.subjectId ?? null;
      return listReply(user, { per: '100', ...(req.query as Record<string, unknown>) }, [
        sql<SqlBool>`t.id <> ${id}`,
        sql<SqlBool>`t.canceled_at IS NULL`,
        sql<SqlBool>`t.starts_at < ${s.endsAt} AND t.ends_at > ${s.startsAt}`,
        sql<SqlBool>`(t.subject_id IS NOT DISTINCT FROM ${subjectId}::int OR ${subjectId}::int IS NULL)`,
      ]);
    },
  );

  // OP-50: the tutors who could staff these sessions (the tutor search, by priority; 100 a page unless `per` says).
  app.get(
    `${BASE}/potential_tutors`,
    {
      schema: {
        tags,
        querystring: listQuery([...Object.keys(EMPLOYEE_FILTERS), ...TUTOR_SEARCH_PARAMS]),
        response: { 200: resources.tutors.collectionReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const q = { per: '100', ...(req.query as Record<string, unknown>) };
      if (!queryList(q, 'sessionIds').length) throw unprocessable('Session ids are required');
      return searchTutors(kdb, app.services.ctx(req).user, q, {
        defaultOrder: sql`t.priority DESC, lower(u.last_name)`,
      });
    },
  );

  app.get(
    `${BASE}/prime_hours`,
    {
      schema: { tags, response: { 200: PrimeHoursReplySchema, ...errorReplies } },
      config: { policy: sessionPolicies.primeHours },
    },
    async () => {
      const now = DateTime.now().setZone(PRIME_HOURS_TIME_ZONE);
      const rows = (
        await sql<{
          dow: number;
          hour: number;
          c: number;
        }>`SELECT extract(dow FROM starts_at AT TIME ZONE ${PRIME_HOURS_TIME_ZONE})::int AS dow,
            extract(hour FROM starts_at AT TIME ZONE ${PRIME_HOURS_TIME_ZONE})::int AS hour, count(*)::int AS c
          FROM sessions WHERE starts_at >= now() - interval '28 days' AND starts_at < now() + interval '28 days' AND canceled_at IS NULL
          GROUP BY 1, 2`.execute(kdb)
      ).rows;
      const days = Array.from({ length: PRIME_HOURS_DAYS }, (_, i) => {
        const d = now.plus({ days: i });
        const dow = d.weekday % 7;
        const counts = rows.filter((r) => r.dow === dow);
        const weekend = dow === 0 || dow === 6;
        if (!counts.length) return { date: d.toISODate()!, hour: weekend ? 10 : 15, duration: weekend ? 240 : 180 };
        const max = Math.max(...counts.map((c) => c.c));
        const hours = counts
          .filter((c) => c.c * 2 >= max)
          .map((c) => c.hour)
          .sort((a, b) => a - b);
        const first = hours[0]!;
        let last = first;
        while (hours.includes(last + 1)) last += 1;
        return { date: d.toISODate()!, hour: first, duration: (last - first + 1) * 60 };
      });
      return { days };
    },
  );

  app.get(
    `${BASE}/:id/recordings`,
    {
      schema: { tags, params: IdParams, response: { 200: RecordingsReplySchema, ...errorReplies } },
      config: { policy: sessionPolicies.recordings },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Session');
      await scoped(id, user);
      const rows = await kdb
        .selectFrom('zoom_recordings')
        .select(['id', 'url', 'recorded_at', 'duration'])
        .where('session_id', '=', id)
        .orderBy('recorded_at')
        .execute();
      return {
        zoomRecordings: rows.map((r) => ({
          id: r.id,
          url: r.url,
          playUrl: r.url,
          downloadUrl: r.url,
          startsAt: r.recorded_at,
          duration: r.duration,
        })),
      };
    },
  );

  /** Finds or creates the session's video meeting through the video adapter. */
  const ensureMeeting = async (sessionId: number): Promise<{ id: number; joinUrl: string; startUrl: string }> => {
    const existing = await kdb
      .selectFrom('zoom_meetings')
      .select(['id', 'join_url'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (existing)
      return {
        id: existing.id,
        joinUrl: existing.join_url,
        startUrl: `${existing.join_url}${existing.join_url.includes('?') ? '&' : '?'}role=host`,
      };
    const m = await videoAdapter().createMeeting(sessionId);
    const r = await kdb
      .insertInto('zoom_meetings')
      .values({ session_id: sessionId, join_url: m.joinUrl })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ join_url: sql`zoom_meetings.join_url` }))
      .returning(['id', 'join_url'])
      .executeTakeFirstOrThrow();
    return { id: r.id, joinUrl: r.join_url, startUrl: m.startUrl };
  };

  app.get(
    `${BASE}/:id/prepare`,
    {
      schema: { tags, params: IdParams, response: { 200: MemberReply, ...errorReplies } },
      config: { policy: sessionPolicies.prepare },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Session');
      const s = await scoped(id, user);
      const now = Date.now();
      const open =
        !s.canceledAt && now >= Date.parse(s.startsAt) - JOIN_BEFORE && now <= Date.parse(s.endsAt) + JOIN_AFTER;
      let zoomMeeting: { id: number; joinUrl: string } | null = null;
      if (open) {
        const m = await ensureMeeting(id);
        zoomMeeting = { id: m.id, joinUrl: m.joinUrl };
      }
      const { session } = await memberReply(id, user, new Set());
      return { session: { ...session, zoomMeeting: zoomMeeting ?? { joinUrl: null } } };
    },
  );

  for (const kind of ['connect', 'launch'] as const)
    app.get(
      `${BASE}/:id/${kind}`,
      { schema: { tags, params: IdParams }, config: { policy: sessionPolicies[kind] } },
      async (req, reply) => {
        const { user } = app.services.ctx(req);
        const id = parseId(req.params.id, 'Session');
        const base = process.env.APP_URL ?? '';
        // A browser navigation (SRV-26) lands on a page, never on JSON: a session the caller may not open (not
        // theirs, an ended enrollment's) is the server-error page (OP-48), which names customer service.
        const s = await scoped(id, user).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        });
        if (!s) return reply.redirect(`${base}/error/server_error`, 302);
        const code = joinProblem(s);
        if (code) return reply.redirect(`${base}/error/${code}`, 302);
        try {
          const m = await ensureMeeting(id);
          return reply.redirect(kind === 'launch' ? m.startUrl : m.joinUrl, 302);
        } catch {
          return reply.redirect(`${base}/error/server_error`, 302);
        }
      },
    );

  app.post(
    `${BASE}/:id/reset_subject`,
    {
      schema: { tags, params: IdParams, response: { 200: MemberReply, ...errorReplies } },
      config: { policy: sessionPolicies.resetSubject },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Session');
      await scoped(id, user);
      // A tutor who is not staff resets only the sessions assigned to them.
      if (!is.staff(user) && !(await assignedTo(id, user))) throw forbidden();
      await kdb.updateTable('sessions').set({ subject_id: null, session_subject: null }).where('id', '=', id).execute();
      return memberReply(id, user, includesOf(req.query as Record<string, unknown>));
    },
  );
};
