import * as C from '@tutoring/contract';
import { CALENDAR_FETCH_PER, STUDENT_SESSIONS_PER_PAGE, STUDENT_SESSIONS_WEEKS } from '@tutoring/domain';
import {
  resource,
  fetchList,
  get,
  send,
  reply,
  list,
  iso,
  urlFor,
  type Opts,
  type QueryParams,
  type ListResult,
} from './singleton';

/** API-39..API-47 sessions. */
export const sessions = {
  ...resource('sessions'),
  /** `PUT sessions/{id}/substitute_joint_session`. */
  substituteJointSession: async (
    id: number,
    body: { hubSessionId: number } & Record<string, unknown>,
    options?: Opts,
  ) =>
    (
      await send(
        'PUT',
        `sessions/${id}/substitute_joint_session`,
        { session: body },
        reply('session', C.SessionSchema),
        options,
      )
    ).session,
  potentialHubs: async (id: number, options?: Opts) =>
    (await get(`sessions/${id}/potential_hubs`, C.PotentialHubsReplySchema, undefined, options)).sessions,
  /** `GET sessions/potential_tutors` (OP-50: sessionIds[], includeNonAccepting). */
  potentialTutors: async (params: QueryParams = {}, options?: Opts) =>
    (await get('sessions/potential_tutors', list('tutors', C.TutorSchema), params, options)).tutors,
  /** `GET sessions/prime_hours` -> days [{hour, duration}]. */
  primeHours: async (options?: Opts) =>
    (await get('sessions/prime_hours', C.PrimeHoursReplySchema, undefined, options)).days,
  recordings: async (id: number, options?: Opts) =>
    (await get(`sessions/${id}/recordings`, C.RecordingsReplySchema, undefined, options)).zoomRecordings,
  /** `GET sessions/{id}/prepare?include=zoom_meeting` -> the session with zoomMeeting.joinUrl. */
  prepare: async (id: number, options?: Opts) =>
    (await get(`sessions/${id}/prepare`, reply('session', C.SessionSchema), { include: 'zoom_meeting' }, options))
      .session,
  resetSubject: async (id: number, options?: Opts) =>
    (await send('POST', `sessions/${id}/reset_subject`, undefined, reply('session', C.SessionSchema), options)).session,
  /** API-44: URL for window.open (browser navigation, not XHR). */
  connectUrl: (id: number): string => urlFor(`sessions/${id}/connect`),
  /** API-44: URL for window.open (check-in screen, OP-45). */
  launchUrl: (id: number): string => urlFor(`sessions/${id}/launch`),
  /** API-44 / C-5: opens `sessions/{id}/connect` with `window.open(url, '_blank')` (browser navigation). */
  openConnect: (id: number): Window | null => window.open(urlFor(`sessions/${id}/connect`), '_blank'),
  /** API-44 / OP-45: opens `sessions/{id}/launch` in a new window or tab. */
  openLaunch: (id: number): Window | null => window.open(urlFor(`sessions/${id}/launch`), '_blank'),
  /** API-46 the student's session list: per 6, "upcoming not live", starts_at asc, endsAt = now + 6 weeks. */
  studentList: (
    params: { studentId: number; page?: number; now?: Date },
    options?: Opts,
  ): Promise<ListResult<C.Session>> => {
    const now = params.now ?? new Date();
    const endsAt = new Date(now.getTime() + STUDENT_SESSIONS_WEEKS * 7 * 24 * 60 * 60 * 1000);
    return fetchList(
      'sessions',
      'sessions',
      C.SessionSchema,
      {
        studentId: params.studentId,
        page: params.page ?? 1,
        per: STUDENT_SESSIONS_PER_PAGE,
        schedule: 'upcoming not live',
        orderBy: 'starts_at',
        orderSort: 'asc',
        endsAt: endsAt.toISOString(),
      },
      options,
    );
  },
  /** API-47 calendar sessions: employeeId, startsAt, endsAt, include=attendances,supervisor, per=150. */
  calendar: (
    params: { employeeId: number; startsAt: Date | string; endsAt: Date | string },
    options?: Opts,
  ): Promise<ListResult<C.Session>> =>
    fetchList(
      'sessions',
      'sessions',
      C.SessionSchema,
      {
        employeeId: params.employeeId,
        startsAt: iso(params.startsAt),
        endsAt: iso(params.endsAt),
        include: 'attendances,supervisor',
        per: CALENDAR_FETCH_PER,
      },
      options,
    ),
};
