// The math brand's meetings of the dashboard (STU-10, OP-38): course calls of the api.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { MeetingSchema, z } from '@tutoring/contract';
import { DASHBOARD_NEXT_MEETINGS, DASHBOARD_UPCOMING_SESSIONS } from '@tutoring/domain/areas';

/** OP-38: the brand whose meetings the dashboard shows (the math brand of the seeds and of production). */
export const MATH_BRAND_NAME = 'Math Club';

/** A meeting of a math-brand course (DOM-57). */
export type Meeting = z.infer<typeof MeetingSchema>;
const MeetingsOfCourse = z.looseObject({ meetings: z.optional(z.array(MeetingSchema)) });

/** Meetings of a course list reply (the server nests them in each course). */
function meetingsOf(courses: readonly unknown[]): Meeting[] {
  const all = courses.flatMap((course) => MeetingsOfCourse.safeParse(course).data?.meetings ?? []);
  return all.sort(byStart);
}

function byStart(a: Meeting, b: Meeting): number {
  return Date.parse(a.startsAt ?? '') - Date.parse(b.startsAt ?? '');
}

/** Query options of the math brand's meetings. */
export const meetingQueries = {
  /** The homework-help meetings (limit {@link DASHBOARD_NEXT_MEETINGS}). */
  homeworkHelp: () =>
    queryOptions({
      queryKey: queryKeys.call('courses', 'homework_help', MATH_BRAND_NAME, DASHBOARD_NEXT_MEETINGS),
      queryFn: async () => {
        const list = await api.courses.homeworkHelp({ brandName: MATH_BRAND_NAME, limit: DASHBOARD_NEXT_MEETINGS });
        // Not a list page (API-07's empty page 1 is for list screens): a failure is the dashboard's to show.
        if (list.error) throw list.error;
        return meetingsOf(list.results);
      },
    }),
  /** The membership meetings (up to {@link DASHBOARD_UPCOMING_SESSIONS}). */
  membership: () =>
    queryOptions({
      queryKey: queryKeys.call('courses', 'membership', MATH_BRAND_NAME, DASHBOARD_UPCOMING_SESSIONS),
      queryFn: async () => {
        const list = await api.courses.membership({ brandName: MATH_BRAND_NAME, limit: DASHBOARD_UPCOMING_SESSIONS });
        if (list.error) throw list.error;
        return meetingsOf(list.results).slice(0, DASHBOARD_UPCOMING_SESSIONS);
      },
    }),
};

/**
 * STU-10, OP-38: the single next meeting of the math brand: the earliest of its homework-help meetings (limit 1) and
 * the membership meetings of the table below, so the card shows a meeting whenever the table lists one.
 */
export function useNextMeeting(): {
  data: Meeting | null | undefined;
  isPending: boolean;
  /** The two queries it reads (a failure of either is the card's: the earliest meeting is not known). */
  reads: readonly [UseQueryResult<Meeting[]>, UseQueryResult<Meeting[]>];
} {
  const homeworkHelp = useQuery(meetingQueries.homeworkHelp());
  const membership = useUpcomingMeetings();
  const reads = [homeworkHelp, membership] as const;
  if (homeworkHelp.data === undefined && membership.data === undefined)
    return { data: undefined, isPending: homeworkHelp.isPending || membership.isPending, reads };
  const earliest = [...(homeworkHelp.data ?? []), ...(membership.data ?? [])].sort(byStart)[0];
  return { data: earliest ?? null, isPending: false, reads };
}

/** STU-10, OP-38: the upcoming meetings of the math brand (membership, up to 5). */
export function useUpcomingMeetings() {
  return useQuery(meetingQueries.membership());
}
