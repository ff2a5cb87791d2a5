import * as C from '@tutoring/contract';
import { resource, fetchList, get, send, reply, type Opts, type ListParams, type ListResult } from './singleton';

/** API-37, API-38 students. */
export const students = {
  ...resource('students'),
  merge: async (body: { currentId: number; transferId: number; notes?: string | null }, options?: Opts) =>
    (await send('POST', 'students/merge', { student: body }, reply('student', C.StudentSchema), options)).student,
  incrementPoints: async (id: number, points: number, options?: Opts) =>
    (await send('PUT', `students/${id}/increment_points`, { points }, reply('student', C.StudentSchema), options))
      .student,
  activate: async (id: number, options?: Opts) =>
    (await send('PUT', `students/${id}/activate`, undefined, reply('student', C.StudentSchema), options)).student,
  deactivate: async (id: number, options?: Opts) =>
    (await send('PUT', `students/${id}/deactivate`, undefined, reply('student', C.StudentSchema), options)).student,
  k12LoginTicket: (options?: Opts) => get('students/k12_login_ticket', C.K12TicketReplySchema, undefined, options),
  /** API-38 `GET students.json?include=school&query=`. */
  search: (query: string, params: ListParams = {}, options?: Opts): Promise<ListResult<C.Student>> =>
    fetchList('students.json', 'students', C.StudentSchema, { include: 'school', query, ...params }, options),
};
