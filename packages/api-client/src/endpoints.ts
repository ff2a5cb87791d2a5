/**
 * A typed function for every call of API-16..API-71, the ADR 0001 session calls and the exams host
 * (EXM-01..06). Paths, methods, params and body keys are exactly the rows'.
 */
import { z } from 'zod';
import * as C from '@tutoring/contract';
import {
  ADVISOR_LIST_PER,
  CALENDAR_FETCH_PER,
  STUDENT_SESSIONS_PER_PAGE,
  STUDENT_SESSIONS_WEEKS,
  UPCOMING_ATTENDANCE_PER,
} from '@tutoring/domain';
import { request, urlFor, type CallOptions, type QueryParams, type RequestSpec } from './http';
import { resetUnauthorized, setCsrfToken, setExamsToken, setSpoofing } from './config';
import { fetchList, resource, resourceClient, type ListParams, type ListResult } from './resource';

type Schema = z.ZodType;
type Opts = CallOptions;

const get = <S extends Schema>(
  path: string,
  schema: S,
  searchParams?: QueryParams,
  options?: Opts,
  extra?: Partial<RequestSpec<S>>,
) => request({ method: 'GET', path, schema, searchParams, ...options, ...extra });
const send = <S extends Schema>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  json: unknown,
  schema: S | undefined,
  options?: Opts,
  extra?: Partial<RequestSpec<S>>,
) =>
  request({
    method,
    path,
    ...(json === undefined ? {} : { json }),
    ...(schema ? { schema } : {}),
    ...options,
    ...extra,
  });

/** `{key: schema}` reply schema. */
const reply = <K extends string, S extends Schema>(key: K, schema: S) => C.keyed(key, schema);
const list = <K extends string, S extends Schema>(key: K, schema: S) => C.keyed(key, z.array(schema));

/** Serialises a Date or ISO string query value. */
const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

/** The REQUEST_ERROR toast path for enrollment and employee actions (API-14, OP-55). */
const requestErrorToast = { errorToast: 'request' } as const;

// ---------------------------------------------------------------- reference lists cached per page load (API-15)

const referenceCache = new Map<string, Promise<unknown>>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = referenceCache.get(key);
  if (hit) return hit as Promise<T>;
  const promise = load().catch((error: unknown) => {
    referenceCache.delete(key);
    throw error;
  });
  referenceCache.set(key, promise);
  return promise;
}
/** Forgets the cached countries/states/time zones (tests, or a locale switch). */
export function clearReferenceCache(): void {
  referenceCache.clear();
}

const refList = async <S extends Schema>(
  path: string,
  key: string,
  schema: S,
  params?: QueryParams,
  options?: Opts,
): Promise<z.infer<S>[]> => {
  const r = await get(path, C.keyed(key, z.array(schema)), { noPagination: true, ...params }, options);
  return r[key] as z.infer<S>[];
};

// ---------------------------------------------------------------- calls

/** Session calls (ADR 0001). */
const auth = {
  /**
   * `POST /api/login.json` `{user: {email, password}}`; stores the CSRF token and the grader token and re-arms
   * the 401 handler.
   */
  async login(email: string, password: string, options?: Opts): Promise<C.LoginReply> {
    const r = await send('POST', '/login.json', { user: { email, password } }, C.LoginReplySchema, options, {
      host: 'root',
      skipUnauthorized: true,
    });
    setCsrfToken(r.csrfToken);
    setExamsToken(r.user.graderToken);
    resetUnauthorized();
    return r;
  },
  /** `DELETE /api/logout.json`; forgets the CSRF token and spoofing. */
  async logout(options?: Opts): Promise<void> {
    try {
      await send('DELETE', '/logout.json', undefined, undefined, options, { host: 'root', skipUnauthorized: true });
    } finally {
      setCsrfToken(null);
      setSpoofing(null);
      setExamsToken(null);
    }
  },
};

/** `GET current_user` (ADR 0001). */
const currentUser = {
  /** `GET current_user`; also takes the user's grader token for the exams host calls. */
  get: async (options?: Opts): Promise<C.CurrentUser> => {
    const { user } = await get('current_user', C.CurrentUserReplySchema, undefined, options);
    setExamsToken(user.graderToken);
    return user;
  },
};

/** API-16 roles. */
const roles = {
  list: async (options?: Opts): Promise<C.Role[]> => (await get('roles', C.RolesReplySchema, undefined, options)).roles,
};

/** API-17 locales. */
const locales = {
  list: async (options?: Opts) => (await get('locales', C.LocalesReplySchema, undefined, options)).locales,
  /** `GET locales/{lang}.json?app=<name>`: a flat key -> text table. */
  get: (lang: string, app: string, options?: Opts): Promise<C.LocaleTable> =>
    get(`locales/${encodeURIComponent(lang)}.json`, C.LocaleTableSchema, { app }, options),
};

/** API-18 users (+ OP-44 unlock). */
const users = {
  ...resource('users'),
  changePassword: async (id: number, body: { password: string; passwordConfirmation: string }, options?: Opts) =>
    (await send('PUT', `users/${id}/change_password`, { user: body }, reply('user', C.UserSchema), options)).user,
  unlock: async (id: number, options?: Opts) =>
    (await send('PUT', `users/${id}/unlock`, undefined, reply('user', C.UserSchema), options)).user,
};

/** API-19 e-mail lookup (public): `GET emails.json?email=` or `?id=`. */
const emails = {
  lookup: (query: { email: string } | { id: number }, options?: Opts): Promise<C.EmailsReply> =>
    get('emails.json', C.EmailsReplySchema, query, options),
};

/** API-20 reference lists; countries, states and time zones are cached per page load (API-15). */
const reference = {
  countries: (options?: Opts) =>
    cached('countries', () => refList('countries', 'countries', C.CountrySchema, undefined, options)),
  states: (options?: Opts) => cached('states', () => refList('states', 'states', C.StateSchema, undefined, options)),
  timeZones: (options?: Opts) =>
    cached('time_zones', () => refList('time_zones', 'timeZones', C.TimeZoneSchema, undefined, options)),
  tiers: (options?: Opts) => refList('tiers', 'tiers', C.TierSchema, undefined, options),
  sessionTypes: (options?: Opts) => refList('session_types', 'sessionTypes', C.SessionTypeSchema, undefined, options),
  gradeLevels: (params: { withGradYear?: boolean } = {}, options?: Opts) =>
    refList('grade_levels', 'gradeLevels', C.GradeLevelSchema, params, options),
  degreeLevels: (options?: Opts) => refList('degree_levels', 'degreeLevels', C.DegreeLevelSchema, undefined, options),
  subjects: (params: { language?: string } = {}, options?: Opts) =>
    refList('subjects', 'subjects', C.SubjectSchema, params, options),
  /** OP-44 `GET originators`. */
  originators: (options?: Opts) => refList('originators', 'originators', C.OriginatorSchema, undefined, options),
  /** OP-44 `GET shipping_methods`. */
  shippingMethods: (options?: Opts) =>
    refList('shipping_methods', 'shippingMethods', C.ShippingMethodSchema, undefined, options),
};

/** API-20 departments (generic). */
const departments = resource('departments');
/** API-21 study data. */
const studyAreas = resource('study_areas');
const testDates = resource('test_dates');
const targetHistories = {
  ...resource('target_histories'),
  /** `GET target_histories/date`. */
  byDate: async (params: { date: string; tutorId?: number } & QueryParams, options?: Opts) =>
    (await get('target_histories/date', C.TargetHistoryDateReplySchema, params, options)).targetHistory,
};

/** API-22 avatars: multipart with avatarableType, avatarableId and the image file. */
const avatars = {
  upload: async (formData: FormData, options?: Opts): Promise<C.Avatar> =>
    (await request({ method: 'POST', path: 'avatars', body: formData, schema: C.AvatarReplySchema, ...options }))
      .avatar,
};

/** API-23 materials. */
const materials = resource('materials');

/** API-24, API-25 tutors. */
const tutors = {
  ...resource('tutors'),
  prioritized: async (params: QueryParams = {}, options?: Opts) =>
    (await get('tutors/prioritized', list('tutors', C.TutorSchema), params, options)).tutors,
  tutorTypes: async (options?: Opts) =>
    (await get('tutors/tutor_types', C.TutorTypesReplySchema, undefined, options)).tutorTypes,
  /** API-25 `GET tutors.json?include=tier&query=` (autocomplete and search). */
  search: (query: string, params: ListParams = {}, options?: Opts): Promise<ListResult<C.Tutor>> =>
    fetchList('tutors.json', 'tutors', C.TutorSchema, { include: 'tier', query, ...params }, options),
};

/** API-26..API-29 employees. */
const employees = {
  ...resource('employees'),
  /** API-26 `GET employees.json?query=`. */
  search: (query: string, params: ListParams = {}, options?: Opts): Promise<ListResult<C.Employee>> =>
    fetchList('employees.json', 'employees', C.EmployeeSchema, { query, ...params }, options),
  /** API-27 `GET employees?active&roles[]&per=1000` (advisor and director lists). */
  listByRoles: (
    params: { active?: boolean; roles: readonly string[] },
    options?: Opts,
  ): Promise<ListResult<C.Employee>> =>
    fetchList(
      'employees',
      'employees',
      C.EmployeeSchema,
      { active: params.active ?? true, 'roles[]': params.roles, per: ADVISOR_LIST_PER },
      options,
    ),
  available: (id: number, options?: Opts) =>
    get(`employees/${id}/available`, C.EmployeeAvailableReplySchema, undefined, options),
  assignedAdvisors: async (options?: Opts) =>
    (await get('employees/assigned_advisors', list('employees', C.EmployeeSchema), undefined, options)).employees,
  /** `PUT employees/{id}/set_extension_handle` `{extensionHandle}`; failures toast REQUEST_ERROR (API-14). */
  setExtensionHandle: async (id: number, extensionHandle: string | null, options?: Opts) =>
    (
      await send(
        'PUT',
        `employees/${id}/set_extension_handle`,
        { extensionHandle },
        reply('employee', C.EmployeeSchema),
        options,
        requestErrorToast,
      )
    ).employee,
  /** `PUT employees/{id}/rehire.json` `{employee}`. */
  rehire: async (id: number, employee: Partial<C.Employee>, options?: Opts) =>
    (
      await send(
        'PUT',
        `employees/${id}/rehire.json`,
        { employee },
        reply('employee', C.EmployeeSchema),
        options,
        requestErrorToast,
      )
    ).employee,
  /** `PUT employees/{id}/terminate.json` `{employee, endDate}` (OP-56). */
  terminate: async (id: number, employee: Partial<C.Employee>, endDate: string, options?: Opts) =>
    (
      await send(
        'PUT',
        `employees/${id}/terminate.json`,
        { employee, endDate },
        reply('employee', C.EmployeeSchema),
        options,
        requestErrorToast,
      )
    ).employee,
};

/** API-30 lead sources. */
const leadSources = {
  ...resource('lead_sources'),
  categories: async (options?: Opts) =>
    (await get('lead_sources/categories', C.CategoriesReplySchema, undefined, options)).categories,
  /** `PUT lead_sources/{id}/reassign` `{lead_source: {...}}` (snake_case key, as written). */
  reassign: async (id: number, leadSource: { employeeId: number | null } & Record<string, unknown>, options?: Opts) =>
    (
      await send(
        'PUT',
        `lead_sources/${id}/reassign`,
        { lead_source: leadSource },
        reply('leadSource', C.LeadSourceSchema),
        options,
      )
    ).leadSource,
};

/** API-31 pending schools. */
const pendingSchools = {
  ...resource('pending_schools'),
  /** `PUT pending_schools/{id}/merge` `{actualSchoolId}` -> `{school}` (the school merged into). */
  merge: async (id: number, actualSchoolId: number, options?: Opts) =>
    (await send('PUT', `pending_schools/${id}/merge`, { actualSchoolId }, reply('school', C.LeadSourceSchema), options))
      .school,
  /** `PUT pending_schools/{id}/promote` `{school}` -> `{school}`. */
  promote: async (id: number, school: Partial<C.LeadSource>, options?: Opts) =>
    (await send('PUT', `pending_schools/${id}/promote`, { school }, reply('school', C.LeadSourceSchema), options))
      .school,
};

/** API-32 tutor packages. */
const tutorPackages = resource('tutor_packages');
/** API-32 tutor package transcripts: generic list/get/update (PAY-34 transcript adjustment) plus re-up (PAY-33). */
const tutorPackageTranscripts = {
  ...resource('tutor_package_transcripts'),
  /** `POST tutor_package_transcripts/reup` `{tutorPackageTranscript}`. */
  reup: async (tutorPackageTranscript: Partial<C.TutorPackageTranscript>, options?: Opts) =>
    (
      await send(
        'POST',
        'tutor_package_transcripts/reup',
        { tutorPackageTranscript },
        reply('tutorPackageTranscript', C.TutorPackageTranscriptSchema),
        options,
      )
    ).tutorPackageTranscript,
};

/** API-33..API-36 parents. */
const parents = {
  ...resource('parents'),
  abandonedCounts: async (options?: Opts) =>
    (await get('parents/abandoned_counts', C.AbandonedCountsReplySchema, undefined, options)).abandonedCounts,
  referralSources: async (options?: Opts) =>
    (await get('parents/referral_sources', C.ReferralSourcesReplySchema, undefined, options)).referralSources,
  /** `PUT parents/{id}/reassign` `{parent: {employeeId}}`. */
  reassign: async (id: number, parent: { employeeId: number | null } & Record<string, unknown>, options?: Opts) =>
    (await send('PUT', `parents/${id}/reassign`, { parent }, reply('parent', C.ParentSchema), options)).parent,
  /** OP-44 `PUT parents/{id}/activate`. */
  activate: async (id: number, options?: Opts) =>
    (await send('PUT', `parents/${id}/activate`, undefined, reply('parent', C.ParentSchema), options)).parent,
  /** OP-44 `PUT parents/{id}/deactivate`. */
  deactivate: async (id: number, options?: Opts) =>
    (await send('PUT', `parents/${id}/deactivate`, undefined, reply('parent', C.ParentSchema), options)).parent,
  /** `POST parents/merge` `{parent: {currentId, transferId, notes}}`. */
  merge: async (body: { currentId: number; transferId: number; notes?: string | null }, options?: Opts) =>
    (await send('POST', 'parents/merge', { parent: body }, reply('parent', C.ParentSchema), options)).parent,
};

/** API-37, API-38 students. */
const students = {
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

/** API-39..API-47 sessions. */
const sessions = {
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

/** API-48, API-50, API-51 attendances. */
const attendances = {
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

/** API-49, API-53 events. */
const events = {
  ...resource('events'),
  /** `GET events?startsAt&endsAt&noPagination`. */
  calendar: (
    params: { startsAt: Date | string; endsAt: Date | string } & ListParams,
    options?: Opts,
  ): Promise<ListResult<C.Event>> =>
    fetchList(
      'events',
      'events',
      C.EventSchema,
      { ...params, startsAt: iso(params.startsAt), endsAt: iso(params.endsAt), noPagination: true },
      options,
    ),
};

/** API-49, API-52 availabilities. */
const availabilities = {
  ...resource('availabilities'),
  /** `GET availabilities?tutorId&startsAt&endsAt`. */
  calendar: (
    params: { tutorId: number; startsAt: Date | string; endsAt: Date | string },
    options?: Opts,
  ): Promise<ListResult<C.Availability>> =>
    fetchList(
      'availabilities',
      'availabilities',
      C.AvailabilitySchema,
      { tutorId: params.tutorId, startsAt: iso(params.startsAt), endsAt: iso(params.endsAt) },
      options,
    ),
  /** `DELETE availabilities/clear_upcoming`. */
  clearUpcoming: async (params: QueryParams = {}, options?: Opts): Promise<void> => {
    await request({ method: 'DELETE', path: 'availabilities/clear_upcoming', searchParams: params, ...options });
  },
  /** `POST availabilities/repeat` `{availability: {id, tutorId, repeatOptions}}`. */
  repeat: async (
    availability: { id: number; tutorId?: number | null; repeatOptions: C.RepeatOption[] },
    options?: Opts,
  ) =>
    (
      await send(
        'POST',
        'availabilities/repeat',
        { availability },
        list('availabilities', C.AvailabilitySchema),
        options,
      )
    ).availabilities,
  /** `GET availabilities/repeat_options?id&tutorId`. */
  repeatOptions: async (params: { id: number; tutorId: number }, options?: Opts) =>
    (await get('availabilities/repeat_options', C.AvailabilityRepeatOptionsReplySchema, params, options))
      .availabilityRepeatOptions,
};

/** API-54 tutorings. */
const tutorings = {
  list: resource('tutorings').list,
  get: resource('tutorings').get,
  /** `POST tutorings` `{tutoring: {startsAt, duration, availability, repeatOptions, bookings}}` -> `{tutoring, meta: {pending, failed}}`. */
  create: (tutoring: C.TutoringBody['tutoring'], options?: Opts): Promise<C.TutoringCreateReply> =>
    send('POST', 'tutorings', { tutoring }, C.TutoringCreateReplySchema, options),
};

/** API-55 shipments. */
const shipments = {
  ...resource('shipments'),
  /** `GET shipments.csv` with the current search params and a CSV Accept type; resolves to the CSV text. */
  exportCsv: (params: ListParams = {}, options?: Opts): Promise<string> =>
    request({
      method: 'GET',
      path: 'shipments.csv',
      searchParams: params as QueryParams,
      accept: 'text/csv',
      responseType: 'text',
      ...options,
    }) as Promise<string>,
  /** API-55: fetches the CSV for the search params and saves it as a file download. */
  downloadCsv: async (params: ListParams = {}, filename = 'shipments.csv', options?: Opts): Promise<void> => {
    const csv = (await request({
      method: 'GET',
      path: 'shipments.csv',
      searchParams: params as QueryParams,
      accept: 'text/csv',
      responseType: 'text',
      ...options,
    })) as string;
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    try {
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  /** `PUT shipments/{id}/change_status` `{event}` -> `{shipment}`. */
  changeStatus: async (id: number, event: string, options?: Opts) =>
    (await send('PUT', `shipments/${id}/change_status`, { event }, reply('shipment', C.ShipmentSchema), options))
      .shipment,
};

/** API-56 reviews. */
const reviews = {
  ...resource('reviews'),
  /** `GET reviews?completed=false`. */
  pending: (params: ListParams = {}, options?: Opts): Promise<ListResult<C.Review>> =>
    fetchList('reviews', 'reviews', C.ReviewSchema, { completed: false, ...params }, options),
  /** `PUT reviews/{id}` `{review: {stars, comment, completed: true}}`. */
  submit: async (id: number, body: { stars: number; comment: string }, options?: Opts) =>
    (
      await send(
        'PUT',
        `reviews/${id}`,
        { review: { stars: body.stars, comment: body.comment, completed: true } },
        reply('review', C.ReviewSchema),
        options,
      )
    ).review,
};

/** API-57 quests. */
const quests = {
  studentBadges: (params: ListParams = {}, options?: Opts) =>
    fetchList('quests/student_badges', 'studentBadges', C.StudentBadgeSchema, params, options),
  studentBadge: async (id: number, options?: Opts) =>
    (await get(`quests/student_badges/${id}`, reply('studentBadge', C.StudentBadgeSchema), undefined, options))
      .studentBadge,
  studentPrizes: (params: ListParams = {}, options?: Opts) =>
    fetchList('quests/student_prizes', 'studentPrizes', C.StudentPrizeSchema, params, options),
  prizes: (params: ListParams = {}, options?: Opts) =>
    fetchList('quests/prizes', 'prizes', C.PrizeSchema, params, options),
  /** OP-35 `POST quests/student_prizes` `{studentPrize: {prizeId}}`. */
  purchasePrize: async (prizeId: number, options?: Opts) =>
    (await send('POST', 'quests/student_prizes', { studentPrize: { prizeId } }, C.StudentPrizeReplySchema, options))
      .studentPrize,
  /** `POST quests/invitations` `{friends: [...]}`. */
  invite: (friends: string[], options?: Opts) => send('POST', 'quests/invitations', { friends }, z.unknown(), options),
};

/** API-58 courses (OP-43 reserve). */
const courses = {
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
const courseTemplates = resource('course_templates');

const enrollmentReply = reply('enrollment', C.EnrollmentSchema);
const enrollmentAction = async (
  method: 'PUT' | 'POST',
  path: string,
  json: unknown,
  options?: Opts,
  searchParams?: QueryParams,
) =>
  (
    await request({
      method,
      path,
      ...(json === undefined ? {} : { json }),
      searchParams,
      schema: enrollmentReply,
      ...requestErrorToast,
      ...options,
    })
  ).enrollment;

/** API-59..API-62 enrollments; action failures toast REQUEST_ERROR (API-14). */
const enrollments = {
  ...resource('enrollments'),
  /** `POST enrollments/{id}/add_hours?couponCode&process&include` -> enrollmentRenewal. */
  addHours: async (id: number, params: { couponCode?: string; process?: boolean; include?: string }, options?: Opts) =>
    (
      await request({
        method: 'POST',
        path: `enrollments/${id}/add_hours`,
        searchParams: params,
        schema: C.AddHoursReplySchema,
        ...requestErrorToast,
        ...options,
      })
    ).enrollmentRenewal,
  /** `PUT enrollments/{id}/auto_renew?enable=`. */
  autoRenew: (id: number, enable: boolean, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/auto_renew`, undefined, options, { enable }),
  applyCoupon: (id: number, enrollment: Partial<C.Enrollment> & Record<string, unknown>, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/apply_coupon`, { enrollment }, options),
  moveTrial: (id: number, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/move_trial`, undefined, options),
  cancel: (id: number, enrollment: Partial<C.Enrollment> & Record<string, unknown>, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/cancel`, { enrollment }, options),
  uncancel: (id: number, options?: Opts) => enrollmentAction('PUT', `enrollments/${id}/uncancel`, undefined, options),
  convertToContract: (id: number, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/convert_to_contract`, undefined, options),
  /** `PUT enrollments/{id}/transfer` `{itemType, itemId}` (OP-37). */
  transfer: (id: number, body: { itemType: string; itemId: number }, options?: Opts) =>
    enrollmentAction('PUT', `enrollments/${id}/transfer`, body, options),
};

/** API-63 refund requests. */
const refundRequests = {
  ...resource('refund_requests'),
  categories: async (options?: Opts) =>
    (await get('refund_requests/categories', C.CategoriesReplySchema, undefined, options)).categories,
  approve: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `refund_requests/${id}/approve`,
        undefined,
        reply('refundRequest', C.RefundRequestSchema),
        options,
      )
    ).refundRequest,
  processManually: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `refund_requests/${id}/process_manually`,
        undefined,
        reply('refundRequest', C.RefundRequestSchema),
        options,
      )
    ).refundRequest,
};

/** API-64 money and misc generic resources. */
const installments = {
  ...resource('installments'),
  processPayment: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `installments/${id}/process_payment`,
        undefined,
        reply('installment', C.InstallmentSchema),
        options,
      )
    ).installment,
};
const payments = resource('payments');
const places = resource('places');
const payrollItems = resource('payroll_items');
/** PAY-22: the coupon codes staff apply to enrollments (`GET coupons`, staff only; read-only). */
const couponsResource = resource('coupons');
const coupons = { list: couponsResource.list, get: couponsResource.get };
const brands = resource('brands');
/** OP-53: acknowledging a notice is the generic update setting readAt. */
const notices = {
  ...resource('notices'),
  acknowledge: (id: number, options?: Opts, now: Date = new Date()) =>
    resource('notices').update(id, { readAt: now.toISOString() }, options),
};
/** `GET line_items/{lineItemId}/adjustments/{id}`. */
const lineItemAdjustments = {
  get: async (lineItemId: number, id: number, options?: Opts) =>
    (
      await get(
        `line_items/${lineItemId}/adjustments/${id}`,
        reply('adjustment', C.LineItemAdjustmentSchema),
        undefined,
        options,
      )
    ).adjustment,
};

/** API-65 inbox activities. */
const inboxActivities = {
  ...resource('inbox_activities'),
  clearRead: async (options?: Opts): Promise<void> => {
    await send('DELETE', 'inbox_activities/clear_read', undefined, undefined, options);
  },
  deliverCampaigns: (options?: Opts) =>
    send('POST', 'inbox_activities/deliver_campaigns', undefined, z.unknown(), options),
  markRead: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `inbox_activities/${id}/mark_read`,
        undefined,
        reply('inboxActivity', C.InboxActivitySchema),
        options,
      )
    ).inboxActivity,
  unreadCount: async (options?: Opts) =>
    (await get('inbox_activities/unread_count', C.UnreadCountReplySchema, undefined, options)).unreadCount,
};

/** API-66 messages. */
const messages = {
  ...resource('messages'),
  messageTypes: async (options?: Opts) =>
    (await get('messages/message_types', C.MessageTypesReplySchema, undefined, options)).messageTypes,
};

/** API-67 contact histories. */
const contactHistories = {
  ...resource('contact_histories'),
  inbox: (params: ListParams = {}, options?: Opts) =>
    fetchList('contact_histories/inbox', 'contactHistories', C.ContactHistorySchema, params, options),
  markRead: async (id: number, options?: Opts) =>
    (
      await send(
        'PUT',
        `contact_histories/${id}/mark_read`,
        undefined,
        reply('contactHistory', C.ContactHistorySchema),
        options,
      )
    ).contactHistory,
};

/** API-68 read-only CRM records (notes also create, OP-65). */
const calls = resource('calls');
const imminentCloses = resource('imminent_closes');
const sms = resource('sms');
const histories = resource('histories');
const notes = resource('notes');
const activities = resource('activities');

/** API-69 payment profiles (OP-18 body). */
const authorizeNetProfiles = {
  ...resource('authorize_net_profiles'),
  /** `POST authorize_net_profiles` `{authorizeNetProfile: {parentId, zip, authorizeNet: {dataDescriptor, dataValue, expirationDate}}}`. */
  save: async (body: C.PaymentProfileBody['authorizeNetProfile'], options?: Opts) =>
    (await send('POST', 'authorize_net_profiles', { authorizeNetProfile: body }, C.PaymentProfileReplySchema, options))
      .authorizeNetProfile,
  /** `PUT authorize_net_profiles/{id}` with the same body. */
  replace: async (id: number, body: C.PaymentProfileBody['authorizeNetProfile'], options?: Opts) =>
    (
      await send(
        'PUT',
        `authorize_net_profiles/${id}`,
        { authorizeNetProfile: body },
        C.PaymentProfileReplySchema,
        options,
      )
    ).authorizeNetProfile,
};

/** API-70 teams. */
const teams = {
  ...resource('teams'),
  stats: async (id: number, options?: Opts) =>
    (await get(`teams/${id}/stats`, C.TeamStatsReplySchema, undefined, options)).stats,
};

/** API-71 / OP-36 assignments. */
const assignments = {
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

/** X-04 realtime channel authorisation (`POST /api/auth/pusher/auth`, form fields socket_id, channel_name). */
const realtime = {
  authorize: (socketId: string, channelName: string, options?: Opts) =>
    request({
      method: 'POST',
      path: '/auth/pusher/auth',
      host: 'root',
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
      accept: 'application/json',
      schema: C.PusherAuthReplySchema,
      ...options,
    }),
};

// ---------------------------------------------------------------- exams host (EXM-01..06)

const exam = <S extends Schema>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S | undefined,
  json?: unknown,
  searchParams?: QueryParams,
  options?: Opts,
) =>
  request({
    method,
    path,
    host: 'exams',
    skipUnauthorized: true,
    ...(schema ? { schema } : {}),
    ...(json === undefined ? {} : { json }),
    searchParams,
    ...options,
  });

/**
 * Exams host calls: `Authorization: Token <token>` (setExamsToken), `/api/...` paths. A 401 here means a
 * missing or wrong grader token, not an ended session: it rejects without logging the user out.
 */
const exams = {
  /** EXM-02 `GET /api/exams.json`. */
  list: async (options?: Opts) =>
    (await exam('GET', 'exams.json', C.ExamsReplySchema, undefined, undefined, options)).exams,
  transcripts: {
    list: async (params: QueryParams = {}, options?: Opts) =>
      (await exam('GET', 'transcripts.json', C.TranscriptsReplySchema, undefined, params, options)).transcripts,
    /** EXM-03 create: `POST /api/transcripts.json`. */
    create: async (transcript: C.TranscriptBody['transcript'], options?: Opts) =>
      (await exam('POST', 'transcripts.json', C.TranscriptReplySchema, { transcript }, undefined, options)).transcript,
    get: async (id: number, options?: Opts) =>
      (await exam('GET', `transcripts/${id}.json`, C.TranscriptReplySchema, undefined, undefined, options)).transcript,
    /** EXM-03 update: `PUT /api/transcripts/{id}.json`; `ifMatch` = the version the form was opened on (409 if stale). */
    update: async (
      id: number,
      transcript: C.TranscriptUpdateBody['transcript'],
      options?: Opts & { ifMatch?: string },
    ) =>
      (await exam('PUT', `transcripts/${id}.json`, C.TranscriptReplySchema, { transcript }, undefined, options))
        .transcript,
    remove: async (id: number, options?: Opts): Promise<void> => {
      await exam('DELETE', `transcripts/${id}.json`, undefined, undefined, undefined, options);
    },
  },
  reports: {
    /** EXM-04 `GET /api/reports`. */
    list: async (options?: Opts) =>
      (await exam('GET', 'reports', C.ReportsReplySchema, undefined, undefined, options)).reports,
    /** `GET /api/reports/summaries?examId=` (optional date range `from`/`to`, YYYY-MM-DD). */
    summary: async (examId: number, range: { from?: string; to?: string } = {}, options?: Opts) =>
      (await exam('GET', 'reports/summaries', C.ReportSummaryReplySchema, undefined, { examId, ...range }, options))
        .report,
    /** `GET /api/reports/analysis?examId=` (optional date range `from`/`to`). */
    analysis: async (examId: number, range: { from?: string; to?: string } = {}, options?: Opts) =>
      (await exam('GET', 'reports/analysis', C.ReportAnalysisReplySchema, undefined, { examId, ...range }, options))
        .report,
  },
  graders: {
    list: async (options?: Opts) =>
      (await exam('GET', 'essay/graders', C.GradersReplySchema, undefined, undefined, options)).graders,
    /** EXM-05 `GET /api/essay/graders/{id}`. */
    get: async (id: number, options?: Opts) =>
      (await exam('GET', `essay/graders/${id}`, C.GraderReplySchema, undefined, undefined, options)).grader,
    create: async (grader: C.GraderBody['grader'], options?: Opts) =>
      (await exam('POST', 'essay/graders', C.GraderReplySchema, { grader }, undefined, options)).grader,
    remove: async (id: number, options?: Opts): Promise<void> => {
      await exam('DELETE', `essay/graders/${id}`, undefined, undefined, undefined, options);
    },
    /** `POST /api/essay/graders/assign` `{assignment: {graderId, itemIds}}`. */
    assign: async (assignment: C.GraderAssignBody['assignment'], options?: Opts) =>
      (await exam('POST', 'essay/graders/assign', C.GradingItemsReplySchema, { assignment }, undefined, options))
        .gradingItems,
  },
  grading: {
    /** EXM-06 `GET /api/essay/grading` (the grader's queue). */
    list: async (params: { status?: 'pending' | 'graded'; graderId?: number; scope?: 'all' } = {}, options?: Opts) =>
      (await exam('GET', 'essay/grading', C.GradingItemsReplySchema, undefined, params, options)).gradingItems,
    /** `PUT /api/essay/grading/{id}` `{gradingItem: {rubricScore, comment}}`. */
    grade: async (id: number, gradingItem: C.GradeBody['gradingItem'], options?: Opts) =>
      (await exam('PUT', `essay/grading/${id}`, C.GradingItemReplySchema, { gradingItem }, undefined, options))
        .gradingItem,
  },
};

/** Every typed call, grouped per resource. */
export const api = {
  auth,
  currentUser,
  roles,
  locales,
  users,
  emails,
  reference,
  departments,
  studyAreas,
  testDates,
  targetHistories,
  avatars,
  materials,
  tutors,
  employees,
  leadSources,
  pendingSchools,
  tutorPackages,
  tutorPackageTranscripts,
  parents,
  students,
  sessions,
  attendances,
  events,
  availabilities,
  tutorings,
  shipments,
  reviews,
  quests,
  courses,
  courseTemplates,
  enrollments,
  refundRequests,
  installments,
  payments,
  places,
  payrollItems,
  coupons,
  brands,
  notices,
  lineItemAdjustments,
  inboxActivities,
  messages,
  contactHistories,
  calls,
  imminentCloses,
  sms,
  histories,
  notes,
  activities,
  authorizeNetProfiles,
  teams,
  assignments,
  realtime,
  exams,
};

export { resourceClient };
