import * as C from '@tutoring/contract';
import { resource, send, reply, type Opts } from './singleton';

/** API-71 / OP-36 assignments. */
export const assignments = {
  ...resource('assignments'),
  /** `POST assignments` `{assignment: {sessionId, employeeId}}`. */
  assign: async (sessionId: number, employeeId: number, options?: Opts) =>
    (
      await send(
        'POST',
        'assignments',
        { assignment: { sessionId, employeeId } },
        reply('assignment', C.AssignmentSchema),
        options,
      )
    ).assignment,
  /** `DELETE assignments/{id}`. */
  unassign: (id: number, options?: Opts) => resource('assignments').remove(id, options),
  /** `PUT assignments/{id}` `{assignment: {supervisor: true}}`. */
  makePrimary: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `assignments/${id}`,
        { assignment: { supervisor: true } },
        reply('assignment', C.AssignmentSchema),
        options,
      )
    ).assignment,
};
