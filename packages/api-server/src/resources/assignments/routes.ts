import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssignmentUpdateBodySchema, resources } from '@tutoring/contract';
import { notFound, parseId } from '../../util';
import { registerCrud } from '../shared/crud';
import { IdParams, errorReplies } from '../shared/schemas';
import { assignmentPolicies } from './policy';
import {
  ASSIGNMENT_FILTERS,
  ASSIGNMENT_ORDER_KEYS,
  type Assignment,
  assign,
  findAssignment,
  listAssignments,
  publishToEmployee,
  setSupervisor,
  unassign,
} from './queries';
import { type AssignmentInput, createInput } from './rules';

/**
 * Assignments (SRV-44, OP-36): who staffs a session. Assigning checks the session and employee (STF-09, STF-16); the
 * first one assigned supervises; the employee is told in realtime (`user-change`).
 */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;
  registerCrud<Assignment, AssignmentInput>(app, {
    path: 'assignments',
    what: 'Assignment',
    contract: resources.assignments,
    policies: assignmentPolicies,
    filters: Object.keys(ASSIGNMENT_FILTERS),
    orderKeys: ASSIGNMENT_ORDER_KEYS,
    list: (q, paging) => listAssignments(kdb, q, paging),
    find: (id) => findAssignment(kdb, id),
    parseCreate: async (body) => createInput(body),
    insert: (d) => assign(kdb, d.sessionId, d.employeeId),
    afterWrite: async (_id, d, ctx, existing) => {
      if (!existing)
        await publishToEmployee(kdb, ctx.publish, d.employeeId, { sessionId: d.sessionId, deleted: false });
    },
    destroy: async (existing, ctx) => {
      await unassign(kdb, existing);
      await publishToEmployee(kdb, ctx.publish, existing.employeeId, { sessionId: existing.sessionId, deleted: true });
    },
    versionTable: 'assignments',
  });

  // The update names the session's supervisor only: an action of its own (no If-Match, no PATCH), as before.
  app.put(
    '/api/v2/assignments/:id',
    {
      schema: {
        tags: ['assignments'],
        params: IdParams,
        body: AssignmentUpdateBodySchema,
        response: { 200: resources.assignments.memberReply, ...errorReplies },
      },
      config: { policy: assignmentPolicies.update },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Assignment');
      const existing = await findAssignment(kdb, id);
      if (!existing) throw notFound('Assignment');
      await db.transaction(() => setSupervisor(kdb, existing, req.body.assignment.supervisor));
      return { assignment: await findAssignment(kdb, id) };
    },
  );
};
