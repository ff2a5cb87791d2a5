import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SqlBool, sql } from 'kysely';
import { IncrementPointsBodySchema, K12TicketReplySchema, StudentMergeBodySchema, resources } from '@tutoring/contract';
import { type Actor, is, signK12Ticket } from '../../auth';
import { requestBaseUrl } from '../../services/video';
import { hideFromFamily, rules, withoutFields } from '../../policy';
import { HttpError, forbidden, notFound, parseId, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { emailTaken } from '../shared/users';
import { memberFields } from '../shared/fields';
import { includesOf, listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery } from '../shared/schemas';
import { publishStudentChange } from '../shared/student-change';
import { HIDDEN_FROM_FAMILY, STAFF_ONLY_FIELDS, STAFF_ONLY_LABELS, studentPolicies, studentScope } from './policy';
import {
  STUDENT_FILTERS,
  STUDENT_ORDER_KEYS,
  type Student,
  addStudentIncludes,
  deleteStudent,
  findStudent,
  insertStudent,
  listStudents,
  mergeStudents,
  updateStudent,
} from './queries';
import { isTutorsStudent } from '../shared/tutor-students';
import {
  POINTS_NOT_YOUR_STUDENT,
  STUDENT_FIELDS,
  type StudentInput,
  TUTOR_POINTS_MAX,
  TUTOR_POINTS_RULE,
  pointsBelowZero,
} from './rules';

const BASE = '/api/v2/students';
const contract = resources.students;
const MemberReply = contract.memberReply;
const tags = ['students'];

/** Students (SRV-15, SRV-16, DOM-44): list/show/create/update/delete and the student actions. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;
  const parse = (body: unknown): StudentInput => memberFields('student', STUDENT_FIELDS, body);

  /** A student in the requester's scope, or 404. */
  const scoped = async (id: number, a: Actor) => {
    const s = await findStudent(kdb, id, studentScope(a));
    if (!s) throw notFound('Student');
    return s;
  };
  /** The `{student}` reply of one student in the requester's scope, with the asked-for includes. */
  const memberReply = async (id: number, a: Actor, q: Record<string, unknown>) => {
    const student = await scoped(id, a);
    await addStudentIncludes(kdb, [student], includesOf(q), a);
    hideFromFamily([student], HIDDEN_FROM_FAMILY, a);
    return { student };
  };
  const list = async (q: Record<string, unknown>, a: Actor) => {
    const { items, meta } = await listStudents(kdb, q, listPaging(q, STUDENT_ORDER_KEYS), studentScope(a));
    await addStudentIncludes(kdb, items, includesOf(q), a);
    hideFromFamily(items, HIDDEN_FROM_FAMILY, a);
    return { students: items, meta };
  };

  registerCrud<Student, StudentInput>(app, {
    path: 'students',
    what: 'Student',
    contract,
    policies: studentPolicies,
    filters: Object.keys(STUDENT_FILTERS),
    orderKeys: STUDENT_ORDER_KEYS,
    list: (q, paging, ctx) => listStudents(kdb, q, paging, studentScope(ctx.user)),
    find: (id, ctx, inScope) => findStudent(kdb, id, inScope ? studentScope(ctx.user) : null),
    // A family's reply leaves out staff's note (docs/security.md).
    includes: async (items, q, ctx) => {
      await addStudentIncludes(kdb, items, includesOf(q), ctx.user);
      hideFromFamily(items, HIDDEN_FROM_FAMILY, ctx.user);
    },
    parseCreate: async (body) => parse(body),
    insert: (data) => insertStudent(kdb, data),
    parseUpdate: async (body) => parse(body),
    ownsUser: true,
    staffOnlyFields: STAFF_ONLY_FIELDS,
    staffOnlyLabels: STAFF_ONLY_LABELS,
    validate: async (data, existing) =>
      (await emailTaken(kdb, data.email, existing?.userId ?? null)) ? ['This email is already taken.'] : [],
    update: (id, data) => updateStudent(kdb, id, data),
    destroy: (existing) => deleteStudent(kdb, existing.id, existing.userId),
    versionTable: 'students',
    versionWithUser: true,
  });

  // ---------------------------------------------------------------- actions (SRV-15, SRV-16)
  // The same list under its `.json` name, for staff and tutors only.
  app.get(
    `${BASE}.json`,
    {
      schema: {
        tags,
        querystring: listQuery(Object.keys(STUDENT_FILTERS)),
        response: { 200: contract.collectionReply },
      },
      config: { policy: rules.staffOrTutor },
    },
    async (req) => list(req.query as Record<string, unknown>, app.services.ctx(req).user),
  );

  for (const action of ['activate', 'deactivate'] as const)
    app.put(
      `${BASE}/:id/${action}`,
      {
        schema: { tags, params: IdParams, response: { 200: MemberReply, ...errorReplies } },
        config: { policy: 'staff' },
      },
      async (req) => {
        const { user } = app.services.ctx(req);
        const id = parseId(req.params.id, 'Student');
        await scoped(id, user);
        await kdb
          .updateTable('students')
          .set({ active: action === 'activate' })
          .where('id', '=', id)
          .execute();
        return memberReply(id, user, req.query as Record<string, unknown>);
      },
    );

  app.post(
    `${BASE}/merge`,
    {
      schema: { tags, body: StudentMergeBodySchema, response: { 200: MemberReply, ...errorReplies } },
      config: { policy: 'staff' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const { student } = req.body;
      if (student.currentId === student.transferId) throw unprocessable('Choose two different students to merge');
      await db.transaction(() => mergeStudents(kdb, student.currentId, student.transferId, student.notes));
      return memberReply(student.currentId, user, req.query as Record<string, unknown>);
    },
  );

  app.put(
    `${BASE}/:id/increment_points`,
    {
      schema: {
        tags,
        params: IdParams,
        body: IncrementPointsBodySchema,
        response: { 200: MemberReply, ...errorReplies },
      },
      // CRM-34 is staff's (the admin student page); a tutor gives points only to the students of their own sessions and
      // tutorings, at most TUTOR_POINTS_MAX a call (docs/security.md).
      config: {
        policy: {
          allow: rules.staffOrTutor,
          records: `tutor: own sessions' students, at most ${TUTOR_POINTS_MAX} a call`,
        },
      },
    },
    async (req) => {
      const { user, publish } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Student');
      await scoped(id, user);
      if (!is.staff(user)) {
        if (!(await isTutorsStudent(kdb, user.employeeId, id))) throw forbidden(POINTS_NOT_YOUR_STUDENT);
        if (Math.abs(req.body.points) > TUTOR_POINTS_MAX)
          throw new HttpError(422, [TUTOR_POINTS_RULE], { fields: { points: [TUTOR_POINTS_RULE] } });
      }
      // One statement: the points change only when the balance stays at 0 or more (no clamping, no race between a
      // read and the write); otherwise 422 on the `points` field and nothing changes.
      const delta = req.body.points;
      const changed = await kdb
        .updateTable('students')
        .set({ points: sql`points + ${delta}` })
        .where('id', '=', id)
        .where(sql<SqlBool>`points + ${delta} >= 0`)
        .returning('id')
        .executeTakeFirst();
      if (!changed) {
        const { points } = await kdb
          .selectFrom('students')
          .select('points')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const message = pointsBelowZero(Number(points));
        throw new HttpError(422, [message], { fields: { points: [message] } });
      }
      const reply = await memberReply(id, user, req.query as Record<string, unknown>);
      // The event goes to the student's and the parent's channels: the family's view of the record.
      await publishStudentChange(kdb, publish, id, withoutFields(reply.student, HIDDEN_FROM_FAMILY));
      return reply;
    },
  );

  app.get(
    `${BASE}/k12_login_ticket`,
    {
      schema: { tags, response: { 200: K12TicketReplySchema, ...errorReplies } },
      config: { policy: { allow: rules.student, records: 'own K12 account' } },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      if (user.type !== 'Student') throw forbidden('Only students have a K12 login.');
      const r = await kdb
        .selectFrom('students')
        .select('k12_user')
        .where('id', '=', user.studentId ?? 0)
        .executeTakeFirst();
      if (!r?.k12_user) throw unprocessable('This student does not have a K12 account.');
      // Signed (HMAC-SHA256 with the session secret), short-lived and used once; the K12 side (locally
      // GET /local/k12/login) verifies and spends it. The local page's address is configured (K12_URL, API_PUBLIC_URL)
      // or on the origin the student called (the shell's, which proxies /local) when the server knows that origin;
      // a Host it does not know is never echoed (`requestBaseUrl`).
      const ticket = signK12Ticket(app.services.sessionSecret, user.studentId!);
      const base = process.env.K12_URL ?? `${requestBaseUrl(req, app.services.corsOrigins)}/local/k12/login`;
      return { ticket, url: `${base}?ticket=${ticket}` };
    },
  );
};
