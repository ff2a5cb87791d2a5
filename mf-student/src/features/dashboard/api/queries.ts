import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, queryKeys } from '@tutoring/api-client';
import { MeetingSchema, type Enrollment, type PaymentProfile, type Student, z } from '@tutoring/contract';
import { DASHBOARD_NEXT_MEETINGS, DASHBOARD_UPCOMING_SESSIONS } from '@tutoring/domain';
import { useRealtimeEvent } from '@tutoring/platform';

/** OP-38: the brand whose meetings the dashboard shows (the math brand of the seeds and of production). */
export const MATH_BRAND_NAME = 'Math Club';

/** Query options of the dashboard's first data, which the area prefetches too (issue 26, src/app/prefetch.ts). */
export const dashboardQueries = {
  /** The student record: points, level, k12User, parent (STU-14, STU-26). */
  student: (studentId: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('students', studentId ?? 0, 'parent'),
      queryFn: () => api.students.get(studentId!, { include: 'parent' }),
      enabled: studentId !== null,
    }),
  /** STU-09, OP-38: the next five upcoming sessions (starts_at asc), with the tutor and the meeting. */
  upcomingSessions: (studentId: number | null) => {
    const params = {
      studentId,
      schedule: 'upcoming',
      orderBy: 'starts_at',
      orderSort: 'asc' as const,
      page: 1,
      per: DASHBOARD_UPCOMING_SESSIONS,
      include: 'supervisor,zoom_meeting',
    };
    return queryOptions({
      queryKey: queryKeys.list('sessions', { ...params, view: 'dashboard' }),
      queryFn: () => api.sessions.list(params),
      enabled: studentId !== null,
    });
  },
};

/** The student record: points, level, k12User, parent (STU-14, STU-26). */
export function useStudent(studentId: number | null) {
  return useQuery(dashboardQueries.student(studentId));
}

/** STU-09, OP-38: the next five upcoming sessions (starts_at asc), with the tutor and the meeting. */
export function useUpcomingSessions(studentId: number | null) {
  return useQuery(dashboardQueries.upcomingSessions(studentId));
}

/** STU-11, API-46: one page of the sessions list modal (6 per page over the next six weeks). */
export function useStudentSessionList(studentId: number | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.list('sessions', { studentId, page, view: 'student-list' }),
    queryFn: () => api.sessions.studentList({ studentId: studentId!, page }),
    enabled: enabled && studentId !== null,
  });
}

/** A meeting of a math-brand course (DOM-57). */
export type Meeting = z.infer<typeof MeetingSchema>;
const MeetingsOfCourse = z.looseObject({ meetings: z.array(MeetingSchema).optional() });

/** Meetings of a course list reply (the server nests them in each course). */
function meetingsOf(courses: readonly unknown[]): Meeting[] {
  const all = courses.flatMap((course) => MeetingsOfCourse.safeParse(course).data?.meetings ?? []);
  return all.sort(byStart);
}

function byStart(a: Meeting, b: Meeting): number {
  return Date.parse(a.startsAt ?? '') - Date.parse(b.startsAt ?? '');
}

/**
 * STU-10, OP-38: the single next meeting of the math brand: the earliest of its homework-help meetings (limit 1) and
 * the membership meetings of the table below, so the card shows a meeting whenever the table lists one.
 */
export function useNextMeeting(): { data: Meeting | null | undefined } {
  const homeworkHelp = useQuery({
    queryKey: queryKeys.call('courses', 'homework_help', MATH_BRAND_NAME, DASHBOARD_NEXT_MEETINGS),
    queryFn: async () => {
      const list = await api.courses.homeworkHelp({ brandName: MATH_BRAND_NAME, limit: DASHBOARD_NEXT_MEETINGS });
      return meetingsOf(list.results);
    },
  });
  const membership = useUpcomingMeetings();
  if (homeworkHelp.data === undefined && membership.data === undefined) return { data: undefined };
  const earliest = [...(homeworkHelp.data ?? []), ...(membership.data ?? [])].sort(byStart)[0];
  return { data: earliest ?? null };
}

/** STU-10, OP-38: the upcoming meetings of the math brand (membership, up to 5). */
export function useUpcomingMeetings() {
  return useQuery({
    queryKey: queryKeys.call('courses', 'membership', MATH_BRAND_NAME, DASHBOARD_UPCOMING_SESSIONS),
    queryFn: async () => {
      const list = await api.courses.membership({ brandName: MATH_BRAND_NAME, limit: DASHBOARD_UPCOMING_SESSIONS });
      return meetingsOf(list.results).slice(0, DASHBOARD_UPCOMING_SESSIONS);
    },
  });
}

/** STU-12, STU-15, OP-76: the student's unredeemed badges (the gems). */
export function useStudentBadges() {
  return useQuery({
    queryKey: queryKeys.list('quests/student_badges', { per: 100 }),
    queryFn: () => api.quests.studentBadges({ per: 100 }),
  });
}

/** STU-15: the prizes on offer. */
export function usePrizes() {
  return useQuery({
    queryKey: queryKeys.list('quests/prizes', { per: 100 }),
    queryFn: () => api.quests.prizes({ per: 100 }),
  });
}

/** STU-13, STU-24: the student's enrollments with their course. */
export function useEnrollments(studentId: number | null) {
  return useQuery({
    queryKey: queryKeys.list('enrollments', { studentId, include: 'course' }),
    queryFn: () => api.enrollments.list({ studentId: studentId!, include: 'course', per: 100 }),
    enabled: studentId !== null,
  });
}

/** STU-24 (b): some enrollment has recurring pricing with more than one attended session. */
export function hasRecurringWithAttendance(enrollments: readonly Enrollment[]): boolean {
  return enrollments.some((e) => e.pricing?.recurring === true && (e.attendancesAttendedCount ?? 0) > 1);
}

/**
 * STU-24 (a): the parent's card profile. `undefined` while unknown (not loaded, or the API does not let the student
 * read it: then the modal does not open), `null` when the parent has none.
 */
export function useParentCardProfile(student: Student | undefined, enabled: boolean) {
  const parent = student?.parent as (Record<string, unknown> & { id?: number }) | null | undefined;
  const parentId = student?.parentId ?? parent?.id ?? null;
  const embedded = parent && 'authorizeNetProfile' in parent;
  return useQuery<PaymentProfile | Partial<PaymentProfile> | null>({
    queryKey: queryKeys.list('authorize_net_profiles', { parentId, orderBy: 'id', orderSort: 'desc', per: 1 }),
    queryFn: async () => {
      if (embedded) return (parent.authorizeNetProfile as Partial<PaymentProfile> | null | undefined) ?? null;
      // The latest profile is the current card (a parent may have replaced an expired one with a new profile).
      const list = await api.authorizeNetProfiles.list(
        { parentId: parentId!, orderBy: 'id', orderSort: 'desc', per: 1 },
        { handleErrors: false },
      );
      if (list.error) throw list.error;
      return list.results[0] ?? null;
    },
    enabled: enabled && parentId !== null,
    retry: false,
  });
}

/** STU-26, OP-38: fetches the K12 login ticket. */
export function fetchK12Ticket() {
  return api.students.k12LoginTicket();
}

/**
 * STU-14, OP-34, X-04: on the realtime `student-change` event (dispatched by the shell as a window event), refetch the
 * student's points, gems, badges, prizes and sessions.
 */
export function useStudentChangeRefresh(): void {
  const client = useQueryClient();
  useRealtimeEvent(['student-change'], () => {
    for (const name of [
      'students',
      'quests/student_badges',
      'quests/student_prizes',
      'quests/prizes',
      'sessions',
      'enrollments',
      'reviews',
    ]) {
      void client.invalidateQueries({ queryKey: queryKeys.resource(name) });
    }
  });
}

/** True when an error is the API refusing the call (the student may not read it). */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
