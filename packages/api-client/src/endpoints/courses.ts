import * as C from '@tutoring/contract';
import { resource, fetchList, get, send, reply, type Opts, type ListParams } from './singleton';

/** API-58 courses (OP-43 reserve). */
export const courses = {
  ...resource('courses'),
  changeStatus: async (id: number, event: string, options?: Opts) =>
    (await send('PUT', `courses/${id}/change_status`, { event }, reply('course', C.CourseSchema), options)).course,
  membership: (params: ListParams = {}, options?: Opts) =>
    fetchList('courses/membership', 'courses', C.CourseSchema, params, options),
  homeworkHelp: (params: ListParams = {}, options?: Opts) =>
    fetchList('courses/homework_help', 'courses', C.CourseSchema, params, options),
  hosted: (params: ListParams = {}, options?: Opts) =>
    fetchList('courses/hosted', 'courses', C.CourseSchema, params, options),
  /** `GET courses/{id}/roster` -> the reply's message. */
  roster: async (id: number, options?: Opts) =>
    (await get(`courses/${id}/roster`, C.RosterReplySchema, undefined, options)).message,
  /** OP-43 `PUT courses/{id}` `{course: {reservedForId, reservedUntil}}`. */
  reserve: async (id: number, body: { reservedForId: number; reservedUntil: string }, options?: Opts) =>
    (await send('PUT', `courses/${id}`, { course: body }, reply('course', C.CourseSchema), options)).course,
  /** OP-43 unreserve clears both fields. */
  unreserve: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `courses/${id}`,
        { course: { reservedForId: null, reservedUntil: null } },
        reply('course', C.CourseSchema),
        options,
      )
    ).course,
};
