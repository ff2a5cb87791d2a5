import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutoringBodySchema, TutoringCreateReplySchema, resources } from '@tutoring/contract';
import { is } from '../../auth';
import { forbidden, notFound, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { camelize } from '../shared/camel';
import { includesOf } from '../shared/list';
import { errorReplies } from '../shared/schemas';
import { publishStudentChange } from '../shared/student-change';
import { tutoringPolicies, tutoringScope } from './policy';
import {
  TUTORING_FILTERS,
  TUTORING_ORDER_KEYS,
  type Tutoring,
  bookTutoring,
  cancelTutoring,
  employeeUserId,
  findTutoring,
  listTutorings,
  nameTutoringPeople,
  studentExists,
} from './queries';
import { bookingsOf } from './rules';

/**
 * Tutorings (SES-47, SRV-30): a family or staff books tutoring with a tutor's open availabilities (`POST tutorings`,
 * each booking pending or failed with its reason); the list and a single tutoring name student and tutor.
 */
export const tutoringsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;

  app.post(
    '/api/v2/tutorings',
    {
      schema: {
        tags: ['tutorings'],
        // The registry's create body of `tutorings` (`resourceBodies.tutorings.createBody`).
        body: TutoringBodySchema,
        response: { 201: TutoringCreateReplySchema, ...errorReplies },
      },
      config: { policy: 'any' },
    },
    async (req, reply) => {
      const ctx = app.services.ctx(req);
      const { tutoring } = req.body;
      // SES-47 edit: a request naming an existing tutoring (in the requester's scope) books for that tutoring's
      // student and replaces it: once a booking succeeds the old tutoring is canceled; its own slot never clashes.
      let replacing: number | null = null;
      let editedStudent: number | null = null;
      if (tutoring.id) {
        const old = await findTutoring(kdb, tutoring.id, tutoringScope(ctx.user));
        if (!old) throw notFound('Tutoring');
        if (old.status === 'canceled') throw unprocessable('This tutoring has been canceled');
        replacing = old.id;
        editedStudent = old.studentId;
      }
      const studentId =
        ctx.user.type === 'Student' ? ctx.user.studentId : (tutoring.studentId ?? editedStudent ?? null);
      if (ctx.user.type === 'Parent') {
        if (studentId === null || !(await studentExists(kdb, studentId, ctx.user.parentId))) throw forbidden();
      } else if (ctx.user.type !== 'Student' && !is.staff(ctx.user)) throw forbidden();
      if (studentId === null) throw unprocessable('Student id is required');
      if (!(await studentExists(kdb, studentId))) throw unprocessable('Student must exist');
      const seen = new Set<string>();
      const pending: Tutoring[] = [];
      const failed: { startsAt: string; duration: number; availabilityId: number | null; error: string }[] = [];
      for (const r of bookingsOf(tutoring)) {
        const startsAt = new Date(r.startsAt);
        const key = startsAt.toISOString();
        if (seen.has(key)) continue;
        seen.add(key);
        const result = await db.transaction(() =>
          bookTutoring(kdb, { studentId, startsAt, duration: r.duration, availabilityId: r.availabilityId, replacing }),
        );
        if (result.ok) {
          const booked: Tutoring = camelize(result.row);
          pending.push(booked);
          const tutorUser = await employeeUserId(kdb, result.tutorId);
          if (tutorUser) await ctx.publish(tutorUser, 'user-change', { ...booked, deleted: false });
        } else
          failed.push({ startsAt: key, duration: r.duration, availabilityId: r.availabilityId, error: result.reason });
      }
      if (pending.length && replacing !== null) await cancelTutoring(kdb, replacing);
      if (pending.length)
        await publishStudentChange(kdb, ctx.publish, studentId, { id: studentId, tutorings: pending });
      return reply.code(201).send({
        tutoring: pending[0] ?? { startsAt: tutoring.startsAt, duration: tutoring.duration, studentId },
        meta: { pending, failed },
      });
    },
  );

  registerCrud<Tutoring, never>(app, {
    path: 'tutorings',
    what: 'Tutoring',
    contract: resources.tutorings,
    policies: tutoringPolicies,
    filters: Object.keys(TUTORING_FILTERS),
    orderKeys: TUTORING_ORDER_KEYS,
    list: (q, paging, ctx) => listTutorings(kdb, q, paging, tutoringScope(ctx.user)),
    find: async (id, ctx, scoped) => {
      const found = await findTutoring(kdb, id, scoped ? tutoringScope(ctx.user) : null);
      // A single tutoring always names its student and tutor.
      if (found) await nameTutoringPeople(kdb, [found], { student: true, tutor: true });
      return found;
    },
    includes: async (items, q) => {
      const include = includesOf(q);
      const unnamed = items.filter((i) => i.student === undefined);
      if (unnamed.length)
        await nameTutoringPeople(kdb, unnamed, { student: include.has('student'), tutor: include.has('tutor') });
    },
    versionTable: 'tutorings',
  });
};
