import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangeStatusBodySchema, CourseSchema, MeetingSchema, RosterReplySchema, resources } from '@tutoring/contract';
import { rules } from '../../policy';
import { HttpError, notFound, parseId, queryInt, queryStr, unprocessable } from '../../util';
import { employeeScope } from '../employees/policy';
import { registerCrud } from '../shared/crud';
import { sessionJoinable, sessionScope } from '../sessions/policy';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies, queryParam } from '../shared/schemas';
import { courseOnOffer, coursePolicies, courseScope, isFamily } from './policy';
import {
  COURSE_FILTERS,
  COURSE_ORDER_KEYS,
  type Course,
  courseListOfKind,
  deleteCourse,
  findCourse,
  insertCourse,
  listCourses,
  rosterSize,
  setCourseStatus,
  updateCourse,
} from './queries';
import { COURSE_FIELDS, COURSE_KINDS, type CourseInput, courseEventTarget, reservationErrors } from './rules';

const BASE = '/api/v2/courses';
const tags = ['courses'];

/** `GET courses/membership|homework_help|hosted` reply (SES-44). */
const CourseListReply = z.looseObject({
  courses: z.array(z.looseObject({ ...CourseSchema.shape, meetings: z.array(MeetingSchema) })),
  meetings: z.array(MeetingSchema),
  meta: z.looseObject({ totalCount: z.int() }),
});

/** Courses (SES-42..SES-44, SRV-34): the CRUD, the status events, the course lists and the roster. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => {
    const data = memberFields('course', COURSE_FIELDS, body) as CourseInput;
    const errors = reservationErrors(data);
    if (errors.length) throw new HttpError(422, errors);
    return data;
  };
  /** A course in the requester's scope, or 404. */
  const scoped = async (id: number, req: Parameters<typeof app.services.ctx>[0]) => {
    const { user } = app.services.ctx(req);
    const course = await findCourse(kdb, id, courseScope(user), isFamily(user));
    if (!course) throw notFound('Course');
    return course;
  };

  for (const kind of COURSE_KINDS)
    app.get(
      `${BASE}/${kind}`,
      {
        schema: {
          tags,
          querystring: z.looseObject({ brandName: queryParam, limit: queryParam }),
          response: { 200: CourseListReply, ...errorReplies },
        },
        config: { policy: 'any' },
      },
      async (req) => {
        const brandName = queryStr(req.query.brandName) ?? null;
        const limit = queryInt(req.query.limit, 'limit') ?? 5;
        if (limit < 1 || limit > 100) throw unprocessable('Limit must be between 1 and 100');
        const { user } = app.services.ctx(req);
        const { courses, meetings } = await courseListOfKind(kdb, kind, brandName, limit, {
          onOffer: courseOnOffer(user, 'c'),
          // A family's meetings are their own sessions (attended, or of a course whose enrollment has not ended): a
          // canceled membership lists none (STU-10's "There are no upcoming meetings."). Employees: every meeting.
          mine: sessionScope(user),
          // A meeting's join address only to those who may join it (connect's own checks stay the gate).
          joinable: sessionJoinable(user),
          // A family reads a tutor only as the tutor bio would show them (STF-03, docs/security.md).
          tutors: isFamily(user) ? employeeScope(user, false) : null,
        });
        const n = courses.length;
        return {
          courses,
          meetings,
          meta: { totalCount: n, totalPages: n ? 1 : 0, pageNumber: 1, pageSize: Math.max(n, 1) },
        };
      },
    );

  app.put(
    `${BASE}/:id/change_status`,
    {
      schema: {
        tags,
        params: IdParams,
        body: ChangeStatusBodySchema,
        response: { 200: resources.courses.memberReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Course');
      const course = await scoped(id, req);
      const { event } = req.body;
      const to = courseEventTarget(event, course.status);
      if (!to) throw unprocessable(`Cannot ${event} a course that is ${course.status}`);
      await setCourseStatus(kdb, id, to);
      return { course: await scoped(id, req) };
    },
  );

  app.get(
    `${BASE}/:id/roster`,
    {
      schema: { tags, params: IdParams, response: { 200: RosterReplySchema, ...errorReplies } },
      config: { policy: rules.staffOrTutor },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Course');
      const course = await scoped(id, req);
      const n = await rosterSize(kdb, id);
      const { user } = app.services.ctx(req);
      return {
        message: `The roster for ${course.title} (${n} student${n === 1 ? '' : 's'}) has been sent to ${user.email}.`,
      };
    },
  );

  registerCrud<Course, CourseInput>(app, {
    path: 'courses',
    what: 'Course',
    contract: resources.courses,
    policies: coursePolicies,
    filters: Object.keys(COURSE_FILTERS),
    orderKeys: COURSE_ORDER_KEYS,
    list: (q, paging, ctx) => listCourses(kdb, q, paging, courseScope(ctx.user), isFamily(ctx.user)),
    find: (id, ctx, scoped) => findCourse(kdb, id, scoped ? courseScope(ctx.user) : null, isFamily(ctx.user)),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertCourse(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateCourse(kdb, id, data),
    destroy: (existing) => deleteCourse(kdb, existing.id),
    versionTable: 'courses',
  });
};
