import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Expression, type SqlBool, type Updateable, sql } from 'kysely';
import { z } from 'zod';
import {
  EmployeeAvailableReplySchema,
  RehireBodySchema,
  SetExtensionHandleBodySchema,
  TerminateBodySchema,
  resources,
} from '@tutoring/contract';
import type { Actor } from '../../auth';
import type { EmployeesTable } from '../../db/schema';
import { notFound, parseId, queryDate, unprocessable } from '../../util';
import { isFamily } from '../courses/policy';
import { recordTargetsFromThisWeek } from '../target_histories/queries';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf, listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery, queryParam } from '../shared/schemas';
import { emailTaken } from '../shared/users';
import { employeePolicies, employeeScope } from './policy';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_ORDER_KEYS,
  type Employee,
  type EmployeeReply,
  TUTORS_ONLY,
  addSubjects,
  busyBetween,
  deleteEmployee,
  employeeWire,
  familyEmployeeWire,
  findEmployee,
  insertEmployee,
  listEmployees,
  staffRecord,
  subjectsFound,
  updateEmployee,
} from './queries';
import { EMPLOYEE_FIELDS, type EmployeeInput, terminationProblem } from './rules';
import { TUTOR_SEARCH_PARAMS, searchTutors } from './tutor-search';

const FILTERS = Object.keys(EMPLOYEE_FILTERS);

/**
 * Employees and tutors (SRV-19, SRV-20, STF-*): one table, two resources (tutors are the employees of type Tutor),
 * each with its five routes, and their actions: the tutor search, the prioritized tutors, the assigned advisors,
 * availability, extension handle, termination and rehire.
 */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const employees = resources.employees;

  /** What the requester reads of an employee: a student or parent the family's view, everyone else the record. */
  const viewFor = (a: Actor, e: Employee): EmployeeReply => (isFamily(a) ? familyEmployeeWire(e) : e);
  /** The conditions of a resource's rows for a requester (tutors: of type Tutor). */
  const condsOf = (a: Actor, tutors: boolean, scoped = true): Expression<SqlBool>[] => {
    const scope = scoped ? employeeScope(a, tutors) : null;
    return [...(tutors && scoped ? [TUTORS_ONLY] : []), ...(scope ? [scope] : [])];
  };

  for (const kind of ['employees', 'tutors'] as const) {
    const tutors = kind === 'tutors';
    const member = tutors ? 'tutor' : 'employee';
    registerCrud<EmployeeReply, EmployeeInput>(app, {
      path: kind,
      what: tutors ? 'Tutor' : 'Employee',
      contract: resources[kind],
      policies: employeePolicies,
      filters: FILTERS,
      orderKeys: EMPLOYEE_ORDER_KEYS,
      list: async (q, paging, ctx) => {
        const { rows, meta } = await listEmployees(kdb, q, paging, { conds: condsOf(ctx.user, tutors) });
        return { items: rows.map((row) => viewFor(ctx.user, employeeWire(row))), meta };
      },
      find: async (id, ctx, scoped) => {
        const e = await findEmployee(kdb, id, condsOf(ctx.user, tutors, scoped));
        return e && viewFor(ctx.user, e);
      },
      includes: (items, q) => (includesOf(q).has('subjects') ? addSubjects(kdb, items) : Promise.resolve()),
      // Every single-record reply carries the subjects.
      memberIncludes: (items) => addSubjects(kdb, items),
      parseCreate: async (body) => memberFields(member, EMPLOYEE_FIELDS, body),
      insert: (data) => insertEmployee(kdb, data, tutors ? 'Tutor' : 'Employee'),
      parseUpdate: async (body) => memberFields(member, EMPLOYEE_FIELDS, body),
      ownsUser: true,
      validate: async (data, existing) => {
        const errors = (await emailTaken(kdb, data.email, existing ? staffRecord(existing).userId : null))
          ? ['This email is already taken.']
          : [];
        const ids = [...new Set((data.subjectIds as number[] | undefined) ?? [])];
        if (ids.length && (await subjectsFound(kdb, ids)) !== ids.length) errors.push('Subjects must exist');
        return errors;
      },
      update: (id, data) => updateEmployee(kdb, id, data),
      // STF-22, STF-23: saved targets hold from the current week on (docs/decisions/tutor-targets.md).
      afterWrite: async (id, data) => {
        if ('deliveryTarget' in data || 'availabilityTarget' in data) await recordTargetsFromThisWeek(kdb, id);
      },
      destroy: (existing) => deleteEmployee(kdb, existing.id, staffRecord(existing).userId),
      versionTable: 'employees',
      versionWithUser: true,
    });
  }

  // ---------------------------------------------------------------- tutors (SRV-19)
  const tutorList = resources.tutors.collectionReply;
  const searchQuery = listQuery([...FILTERS, ...TUTOR_SEARCH_PARAMS]);
  const withIncludes = async <R extends { tutors: Employee[] }>(reply: R, q: Record<string, unknown>) => {
    if (includesOf(q).has('subjects')) await addSubjects(kdb, reply.tutors);
    return reply;
  };

  app.get(
    '/api/v2/tutors.json',
    {
      schema: { tags: ['tutors'], querystring: searchQuery, response: { 200: tutorList } },
      config: { policy: 'employee' },
    },
    async (req) => {
      const q = req.query as Record<string, unknown>;
      return searchTutors(kdb, app.services.ctx(req).user, q);
    },
  );

  // The tutors accepting students first, then by priority and rating; the whole list unless `per` says otherwise.
  app.get(
    '/api/v2/tutors/prioritized',
    {
      schema: { tags: ['tutors'], querystring: listQuery(FILTERS), response: { 200: tutorList } },
      config: { policy: 'employee' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const q = { per: '1000', ...(req.query as Record<string, unknown>), orderBy: undefined };
      const { rows, meta } = await listEmployees(kdb, q, listPaging(q, EMPLOYEE_ORDER_KEYS), {
        conds: condsOf(user, true),
        defaultOrder: sql`t.accept_new_students DESC, t.priority DESC, t.star_rating DESC NULLS LAST, lower(u.last_name)`,
      });
      return withIncludes({ tutors: rows.map(employeeWire), meta }, q);
    },
  );

  // ---------------------------------------------------------------- employees (SRV-20)
  const BASE = '/api/v2/employees';
  const tags = ['employees'];
  const MemberReply = employees.memberReply;

  const listReply = async (a: Actor, q: Record<string, unknown>, extra: Expression<SqlBool>[] = []) => {
    const { rows, meta } = await listEmployees(kdb, q, listPaging(q, EMPLOYEE_ORDER_KEYS), {
      conds: [...condsOf(a, false), ...extra],
    });
    const items = rows.map(employeeWire);
    if (includesOf(q).has('subjects')) await addSubjects(kdb, items);
    return { employees: items, meta };
  };
  /** An employee in the requester's scope, or 404. */
  const scoped = async (id: number, a: Actor) => {
    const e = await findEmployee(kdb, id, condsOf(a, false));
    if (!e) throw notFound('Employee');
    return e;
  };
  /** The `{employee}` reply of one employee in the requester's scope, with its subjects. */
  const memberReply = async (id: number, a: Actor) => {
    const employee = await scoped(id, a);
    await addSubjects(kdb, [employee]);
    return { employee };
  };

  app.get(
    `${BASE}.json`,
    {
      schema: { tags, querystring: listQuery(FILTERS), response: { 200: employees.collectionReply } },
      config: { policy: 'employee' },
    },
    async (req) => listReply(app.services.ctx(req).user, req.query as Record<string, unknown>),
  );

  // CRM-36: the employees who advise a parent at least.
  app.get(
    `${BASE}/assigned_advisors`,
    {
      schema: { tags, querystring: listQuery(FILTERS), response: { 200: employees.collectionReply } },
      config: { policy: 'staff' },
    },
    async (req) =>
      listReply(app.services.ctx(req).user, req.query as Record<string, unknown>, [
        sql<SqlBool>`EXISTS (SELECT 1 FROM parents p WHERE p.employee_id = t.id)`,
      ]),
  );

  // Active, not terminated, and (with `startsAt` and `endsAt`) on no live session overlapping them.
  app.get(
    `${BASE}/:id/available`,
    {
      schema: {
        tags,
        params: IdParams,
        querystring: z.looseObject({ startsAt: queryParam, endsAt: queryParam }),
        response: { 200: EmployeeAvailableReplySchema, ...errorReplies },
      },
      config: { policy: 'employee' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Employee');
      const e = await scoped(id, app.services.ctx(req).user);
      const startsAt = queryDate(req.query.startsAt, 'startsAt');
      const endsAt = queryDate(req.query.endsAt, 'endsAt');
      let available = e.active && !e.endDate;
      if (available && startsAt && endsAt) available = !(await busyBetween(kdb, id, startsAt, endsAt));
      return { available };
    },
  );

  /**
   * An admin's `PUT employees/{id}/<action>`: the employee within the scope (404 whatever the body), then the body's
   * schema errors (422), then the columns `columns` gives (or its 422) are written; the reply is the employee.
   */
  const action = <B extends z.core.$ZodType>(
    path: string,
    body: B,
    columns: (e: Employee, body: z.infer<B>) => Updateable<EmployeesTable>,
  ) =>
    app.put(
      `${BASE}/:id/${path}`,
      {
        schema: { tags, params: IdParams, body, response: { 200: MemberReply, ...errorReplies } },
        config: { policy: 'admin', validationInHandler: true },
      },
      async (req) => {
        const { user } = app.services.ctx(req);
        const id = parseId(req.params.id, 'Employee');
        const e = await scoped(id, user);
        if (req.validationError) throw req.validationError;
        await kdb
          .updateTable('employees')
          .set(columns(e, req.body as z.infer<B>))
          .where('id', '=', id)
          .execute();
        return memberReply(id, user);
      },
    );

  action('set_extension_handle', SetExtensionHandleBodySchema, (_e, body) => ({
    extension_handle: body.extensionHandle,
  }));

  action('terminate.json', TerminateBodySchema, (e, body) => {
    const problem = terminationProblem(e.hireDate, body.endDate);
    if (problem) throw unprocessable(problem);
    return { end_date: body.endDate, active: false };
  });

  action('rehire.json', RehireBodySchema, (_e, body) => {
    const hire = body.employee.hireDate;
    return { end_date: null, active: true, ...(typeof hire === 'string' ? { hire_date: hire } : {}) };
  });
};
