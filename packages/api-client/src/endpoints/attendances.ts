import * as C from '@tutoring/contract';
import { CALENDAR_FETCH_PER, UPCOMING_ATTENDANCE_PER } from '@tutoring/domain';
import { resource, fetchList, send, reply, iso, type Opts, type ListResult } from './singleton';

/** API-48, API-50, API-51 attendances. */
export const attendances = {
  ...resource('attendances'),
  /** API-48 calendar attendances: startsAt, endsAt, employeeId, per=150, include=session. */
  calendar: (
    params: { employeeId: number; startsAt: Date | string; endsAt: Date | string },
    options?: Opts,
  ): Promise<ListResult<C.Attendance>> =>
    fetchList(
      'attendances',
      'attendances',
      C.AttendanceSchema,
      {
        startsAt: iso(params.startsAt),
        endsAt: iso(params.endsAt),
        employeeId: params.employeeId,
        per: CALENDAR_FETCH_PER,
        include: 'session',
      },
      options,
    ),
  /** API-51 upcoming attendances: include, orderBy, page, per=6, schedule=upcoming, sessionNoteExists=false, studentId. */
  upcoming: (
    params: { studentId: number; page?: number; include?: string; orderBy?: string },
    options?: Opts,
  ): Promise<ListResult<C.Attendance>> =>
    fetchList(
      'attendances',
      'attendances',
      C.AttendanceSchema,
      {
        include: params.include ?? 'session',
        orderBy: params.orderBy ?? 'starts_at',
        page: params.page ?? 1,
        per: UPCOMING_ATTENDANCE_PER,
        schedule: 'upcoming',
        sessionNoteExists: false,
        studentId: params.studentId,
      },
      options,
    ),
  /** API-50 / OP-37: `PUT attendances/{id}` carrying session_id to move the attendance. */
  move: async (id: number, sessionId: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `attendances/${id}`,
        { attendance: { session_id: sessionId } },
        reply('attendance', C.AttendanceSchema),
        options,
      )
    ).attendance,
};
