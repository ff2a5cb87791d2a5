import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { InvitationsBodySchema, StudentPrizeBodySchema, StudentPrizeReplySchema, resources } from '@tutoring/contract';
import { INVITATIONS_SENT, PRIZE_CANNOT_AFFORD } from '@tutoring/domain';
import type { Actor } from '../../auth';
import { rules } from '../../policy';
import { notFound, parseId, queryInt, unprocessable } from '../../util';
import { ownStudentsCondition } from '../shared/family';
import { listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery } from '../shared/schemas';
import { publishStudentChange } from '../shared/student-change';
import {
  BADGE_FILTERS,
  PRIZE_ORDER_KEYS,
  QUEST_ORDER_KEYS,
  findStudentBadge,
  findStudentPrize,
  insertInvitation,
  listPrizes,
  listStudentBadges,
  listStudentPrizes,
  tradeBadgesForPrize,
} from './queries';

const BASE = '/api/v2/quests';
/**
 * `POST quests/invitations` reply: the confirmation and how many friends were invited. (The contract has no schema for
 * it yet; its next release can take this one.)
 */
const InvitationsReplySchema = z.looseObject({ message: z.string(), friends: z.int().min(0) });
const tags = ['quests'];
/**
 * Invitation posts per sender (signed-in user) and hour: a student invites a few friends at a time (three names in the
 * dialog, at most 20 a post); 40 posts of 20 names went out in seconds (found by the hostile-caller walk). Counted
 * after the session, policy and body checks (`hook: 'preHandler'`), so a refused post spends nothing; past the limit
 * 429 with the server's `errors` body and `Retry-After`, nothing stored.
 */
export const INVITATIONS_LIMIT = {
  max: 10,
  timeWindow: 60 * 60_000,
  hook: 'preHandler',
  keyGenerator: (req: FastifyRequest) => `user:${req.auth?.user.userId ?? req.ip}`,
} as const;

/** A student's badges and prizes are theirs and their parent's (issue 20); staff and tutors see every student's. */
const questScope = (a: Actor) => ownStudentsCondition(a, 't.student_id');

/**
 * The student asked about: a student is always themself, a parent names one of their children (`studentId`,
 * required), staff may name one (or none: every student).
 */
function studentIdFor(a: Actor, q: Record<string, unknown>): number | null {
  if (a.type === 'Student') return a.studentId;
  const asked = queryInt(q.studentId, 'studentId');
  if (a.type === 'Parent' && asked === undefined) throw unprocessable('Student id is required');
  return asked ?? null;
}

/** The conditions of a student's quest list: the requester's scope and the student asked about. */
function questConds(a: Actor, q: Record<string, unknown>): Expression<SqlBool>[] {
  const sid = studentIdFor(a, q);
  const scope = questScope(a);
  return [...(scope ? [scope] : []), ...(sid ? [sql<SqlBool>`t.student_id = ${sid}`] : [])];
}

/**
 * Quests (SRV-33, OP-35, OP-76, API-57): a student's badges (the unredeemed ones are the gems) and prizes, the prizes
 * on offer, the trade of gems for a prize, and the invitations of friends.
 */
export const questsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;
  const badges = resources['quests/student_badges'];
  const studentPrizes = resources['quests/student_prizes'];

  app.get(
    `${BASE}/student_badges`,
    {
      schema: {
        tags,
        querystring: listQuery([...Object.keys(BADGE_FILTERS), 'studentId']),
        response: { 200: badges.collectionReply, ...errorReplies },
      },
      config: { policy: 'any' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      // The gems still to spend unless `redeemed` says otherwise.
      const q = { redeemed: 'false', ...(req.query as Record<string, unknown>) };
      const conds = questConds(user, q);
      const { items, meta } = await listStudentBadges(kdb, q, listPaging(q, QUEST_ORDER_KEYS), conds);
      return { studentBadges: items, meta };
    },
  );

  app.get(
    `${BASE}/student_badges/:id`,
    {
      schema: { tags, params: IdParams, response: { 200: badges.memberReply, ...errorReplies } },
      config: { policy: 'any' },
    },
    async (req) => {
      const studentBadge = await findStudentBadge(
        kdb,
        parseId(req.params.id, 'Student badge'),
        questScope(app.services.ctx(req).user),
      );
      if (!studentBadge) throw notFound('Student badge');
      return { studentBadge };
    },
  );

  app.get(
    `${BASE}/student_prizes`,
    {
      schema: {
        tags,
        querystring: listQuery(['studentId']),
        response: { 200: studentPrizes.collectionReply, ...errorReplies },
      },
      config: { policy: 'any' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const q = req.query as Record<string, unknown>;
      const { items, meta } = await listStudentPrizes(kdb, listPaging(q, QUEST_ORDER_KEYS), questConds(user, q));
      return { studentPrizes: items, meta };
    },
  );

  const studentPrizeReply = async (id: number, a: Actor) => {
    const studentPrize = await findStudentPrize(kdb, id, questScope(a));
    if (!studentPrize) throw notFound('Student prize');
    return { studentPrize };
  };

  app.get(
    `${BASE}/student_prizes/:id`,
    {
      schema: { tags, params: IdParams, response: { 200: studentPrizes.memberReply, ...errorReplies } },
      config: { policy: 'any' },
    },
    async (req) => studentPrizeReply(parseId(req.params.id, 'Student prize'), app.services.ctx(req).user),
  );

  app.get(
    `${BASE}/prizes`,
    {
      schema: {
        tags,
        querystring: listQuery(),
        response: { 200: resources['quests/prizes'].collectionReply, ...errorReplies },
      },
      config: { policy: 'any' },
    },
    async (req) => {
      const q = { per: '100', ...(req.query as Record<string, unknown>) };
      return listPrizes(kdb, listPaging(q, PRIZE_ORDER_KEYS));
    },
  );

  // OP-35: a student trades gems for a prize; the student and their parent hear of it (realtime).
  app.post(
    `${BASE}/student_prizes`,
    {
      schema: { tags, body: StudentPrizeBodySchema, response: { 201: StudentPrizeReplySchema, ...errorReplies } },
      config: { policy: { allow: rules.student, records: 'own badges' } },
    },
    async (req, reply) => {
      const { user, publish } = app.services.ctx(req);
      const studentId = user.studentId!;
      const id = await db.transaction(() => tradeBadgesForPrize(kdb, studentId, req.body.studentPrize.prizeId));
      if (id === 'unavailable') throw unprocessable('Prize must be an available prize');
      if (id === 'cannotAfford') throw unprocessable(PRIZE_CANNOT_AFFORD);
      const out = await studentPrizeReply(id, user);
      await publishStudentChange(kdb, publish, studentId, { id: studentId, studentPrize: out.studentPrize });
      return reply.code(201).send(out);
    },
  );

  app.post(
    `${BASE}/invitations`,
    {
      schema: {
        tags,
        body: InvitationsBodySchema,
        response: { 201: InvitationsReplySchema, ...errorReplies },
      },
      config: { policy: rules.family, rateLimit: INVITATIONS_LIMIT },
    },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      const { friends } = req.body;
      const named = friends.map((name) => name.trim()).filter(Boolean);
      await insertInvitation(kdb, user.studentId ?? null, named);
      return reply.code(201).send({ message: INVITATIONS_SENT, friends: named.length });
    },
  );
};
