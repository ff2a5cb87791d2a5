import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Updateable } from 'kysely';
import { z } from 'zod';
import { AttendanceUpdateBodySchema, resources } from '@tutoring/contract';
import { resourceBodies } from '@tutoring/contract/writes';
import { type Actor, is } from '../../auth';
import type { AttendancesTable } from '../../db/schema';
import { notFound, parseId, unprocessable } from '../../util';
import { includesOf } from '../parents/queries';
import { memberFields } from '../shared/fields';
import { listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery, showQuery } from '../shared/schemas';
import { publishStudentChange } from '../shared/student-change';
import { recordVersion } from '../shared/version';
import { attendancePolicies, attendanceScope } from './policy';
import {
  ATTENDANCE_FILTERS,
  ATTENDANCE_ORDER_KEYS,
  type Attendance,
  addAttendanceIncludes,
  attends,
  attendanceWire,
  deleteAttendance,
  findAttendance,
  insertAttendance,
  listAttendances,
  lockStudent,
  moveTarget,
  updateAttendance,
} from './queries';
import { TRANSFER_RESERVED } from '../enrollments/rules';
import { sessionCourseOnOffer } from '../sessions/policy';
import { guardSessionWrite } from '../sessions/queries';
import {
  ALREADY_ATTENDS,
  ATTENDANCE_FIELDS,
  type AttendanceInput,
  RESCHEDULE_ATTENDED,
  RESCHEDULE_NOT_BOOKABLE,
  RESCHEDULE_NOT_ENROLLED,
} from './rules';

const BASE = '/api/v2/attendances';
const contract = resources.attendances;
const MemberReply = contract.memberReply;
const tags = ['attendances'];

/** Attendances (SRV-27): list/show/create/delete and the move/note update, each route with its policy. */
export const attendancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;

  const scoped = async (id: number, a: Actor): Promise<Attendance> => {
    const row = await findAttendance(kdb, id, attendanceScope(a));
    if (!row) throw notFound('Attendance');
    return attendanceWire(row);
  };
  /** The `{attendance}` reply (no scope) with the asked-for includes. */
  const memberReply = async (id: number, include: Set<string>) => {
    const row = await findAttendance(kdb, id, null);
    if (!row) throw notFound('Attendance');
    const attendance = attendanceWire(row);
    await addAttendanceIncludes(kdb, [attendance], include);
    return { attendance };
  };

  app.get(
    BASE,
    {
      schema: {
        tags,
        querystring: listQuery(Object.keys(ATTENDANCE_FILTERS)),
        response: { 200: contract.collectionReply },
      },
      config: { policy: attendancePolicies.list, policyKind: 'resource' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const q = req.query as Record<string, unknown>;
      const paging = listPaging(q, ATTENDANCE_ORDER_KEYS);
      const { rows, meta } = await listAttendances(kdb, user, q, paging, attendanceScope(user));
      const attendances = rows.map(attendanceWire);
      await addAttendanceIncludes(kdb, attendances, includesOf(q));
      return { attendances, meta };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: { tags, params: IdParams, querystring: showQuery, response: { 200: MemberReply, ...errorReplies } },
      config: { policy: attendancePolicies.show, policyKind: 'resource' },
    },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Attendance');
      const attendance = await scoped(id, user);
      await addAttendanceIncludes(kdb, [attendance], includesOf(req.query));
      const version = await recordVersion(kdb, 'attendances', id);
      if (version) reply.header('etag', version);
      return { attendance };
    },
  );

  app.post(
    BASE,
    {
      schema: { tags, body: resourceBodies.attendances.createBody!, response: { 201: MemberReply, ...errorReplies } },
      config: { policy: attendancePolicies.create, policyKind: 'resource' },
    },
    async (req, reply) => {
      const data: AttendanceInput = memberFields('attendance', ATTENDANCE_FIELDS, req.body);
      const id = await db.transaction(async () => {
        // One attendance per student and session, checked under the student's lock (as a move is).
        if (data.studentId !== undefined && data.sessionId !== undefined) {
          await lockStudent(kdb, data.studentId);
          // A canceled session gets no students (docs/decisions/canceled-sessions.md).
          await guardSessionWrite(kdb, data.sessionId);
          if (await attends(kdb, data.sessionId, data.studentId)) throw unprocessable(ALREADY_ATTENDS);
        }
        return insertAttendance(kdb, data);
      });
      return reply.code(201).send(await memberReply(id, includesOf(req.query as Record<string, unknown>)));
    },
  );

  // A reschedule (SRV-27: to a published upcoming session) and, for employees, the joined time and the session note.
  app.put(
    `${BASE}/:id`,
    {
      // The body's errors answer after the scope check (a record outside the scope answers 404 whatever the body).
      schema: {
        tags,
        params: IdParams,
        body: AttendanceUpdateBodySchema,
        response: { 200: MemberReply, ...errorReplies },
      },
      config: { policy: attendancePolicies.update, validationInHandler: true },
    },
    async (req) => {
      const ctx = app.services.ctx(req);
      const id = parseId(req.params.id, 'Attendance');
      const found = await scoped(id, ctx.user);
      if (req.validationError) throw req.validationError;
      const { attendance } = req.body;
      const target = attendance.session_id ?? attendance.sessionId;
      const before = await db.transaction(async () => {
        // The student's row is locked first (until the transaction ends): moves of the same student's attendances run
        // one after the other, and each checks the attendance and the sessions the student attends as the previous
        // one left them (two moves at once put the student twice into one session).
        await lockStudent(kdb, found.studentId);
        const current = await scoped(id, ctx.user);
        const set: Updateable<AttendancesTable> = {};
        if (target !== undefined && target !== current.sessionId) {
          const staff = is.staff(ctx.user);
          // What happened in an attended session stays with it (its joined time, the tutor's note, the enrollment's
          // attended count): only staff may move such an attendance (a correction).
          if (!staff && current.joinedAt !== null) throw unprocessable(RESCHEDULE_ATTENDED);
          const s = await moveTarget(kdb, target, current.studentId, sessionCourseOnOffer(ctx.user));
          if (!s || !(await guardSessionWrite(kdb, target))) throw unprocessable('Session must exist');
          // Issue 20: a reschedule targets only a published session that has not started (never a tutoring split).
          if (!s.bookable) throw unprocessable(RESCHEDULE_NOT_BOOKABLE);
          if (!staff) {
            // For anyone but staff, also one of a published course on offer to the family (SES-29) that the student
            // is enrolled in (an enrollment that has not ended): a move is not a way into another course.
            if (!s.course_published) throw unprocessable(RESCHEDULE_NOT_BOOKABLE);
            if (!s.on_offer) throw unprocessable(TRANSFER_RESERVED);
            if (!s.enrolled) throw unprocessable(RESCHEDULE_NOT_ENROLLED);
          }
          if (await attends(kdb, target, current.studentId)) throw unprocessable(ALREADY_ATTENDS);
          set.session_id = target;
          // The moved attendance has not been attended yet: a joined time belonged to the session it left (staff may
          // set one in the same request).
          set.joined_at = null;
        }
        if (is.employee(ctx.user)) {
          if (attendance.joinedAt !== undefined) set.joined_at = attendance.joinedAt;
          if (attendance.sessionNote !== undefined) set.session_note = attendance.sessionNote;
        }
        await updateAttendance(kdb, id, set);
        return current;
      });
      // The reply is read within the requester's scope, like a show.
      const after = await scoped(id, ctx.user);
      await addAttendanceIncludes(kdb, [after], includesOf(req.query as Record<string, unknown>));
      await publishStudentChange(kdb, ctx.publish, before.studentId, { ...after, deleted: false });
      return { attendance: after };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: { tags, params: IdParams, response: { 204: z.undefined(), ...errorReplies } },
      config: { policy: attendancePolicies.destroy, policyKind: 'resource' },
    },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Attendance');
      await scoped(id, user);
      await db.transaction(() => deleteAttendance(kdb, id));
      return reply.code(204).send();
    },
  );
};
