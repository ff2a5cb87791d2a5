import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { showErrorToast } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Session, Tutor } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import {
  NO_MATCHING_UPCOMING_SESSIONS,
  RESCHEDULE_MAX_PAGE_NUMBERS,
  RESCHEDULE_PAGE_SIZE,
  TUTOR_AUTOCOMPLETE_DELAY_MS,
  TUTOR_TBA,
  weekdayIn,
} from '@tutoring/domain/areas';
import { tutorLine } from '@tutoring/domain/sessions';
import { Button, FormField, Pagination, Select, Spinner, VisuallyHidden } from '@tutoring/design-system';
import { Autocomplete } from '@tutoring/design-system/forms';
import { useCurrentUser } from '@tutoring/platform';
import { CanceledMark, isCanceledSession } from '../../../shared/components/CanceledMark';
import { sessionSearchQueries } from '../api/sessions';

/** Props of {@link SessionSearchList}. */
export interface SessionSearchListProps {
  /** Only sessions starting on or after this instant (the starting week). */
  startsAt?: string | null;
  /** Leave this session out (the one being moved). */
  excludeSessionId?: number | null;
  /** Called with the chosen session. */
  onSelect: (session: Session) => void;
  /** Disables the Select buttons while a reschedule runs. */
  busy?: boolean;
  /**
   * Only sessions of the courses this student is enrolled in (`studentId` with `enrollments=true`): the api-server moves
   * a student's, parent's or tutor's attendance only into such a session (422 "Sessions can only be rescheduled into a
   * course the student is enrolled in.").
   */
  enrolledStudentId?: number | null;
  /**
   * The student being moved: the sessions they already attend are left out (`notAttendedBy`), since the api-server
   * refuses a move into one (422 "The student already attends that session"). Defaults to `enrolledStudentId`.
   */
  studentId?: number | null;
}

/** Day-of-week choices (availableDay 0 = Sunday). */
export const DAY_OPTIONS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
  (label, i) => ({ value: String(i), label }),
);

/** SES-34: the tutor column: the supervisor as every tutor line reads it (SES-12, "Maria S."), or "TBA" without one. */
const tutorName = (s: Session): string => (s.supervisor?.firstName ? tutorLine(s.supervisor) : TUTOR_TBA);

/**
 * SES-34: the reschedule search list: day-of-week filter (availableDay), tutor autocomplete (500 ms, employeeId),
 * a table of tutor ("TBA" when none), day, date, time and "Select" (the date too: a person choosing among the weeks
 * must see when each session is); page size 10 with at most 7 page numbers (DS-09);
 * "There are no upcoming sessions that match your criteria." when empty.
 */
export function SessionSearchList({
  startsAt,
  excludeSessionId,
  onSelect,
  busy = false,
  enrolledStudentId,
  studentId = enrolledStudentId,
}: SessionSearchListProps) {
  const zone = useCurrentUser()?.timeZone;
  const [day, setDay] = useState('');
  const [tutor, setTutor] = useState<Tutor | null>(null);
  const [page, setPage] = useState(1);
  // Issue 20: a reschedule may only target a published session that has not started (the server refuses any other),
  // for every role: `schedule=upcoming_not_live` leaves live sessions out and `browse=true` asks for the published,
  // bookable ones, which is also how a student or parent may list sessions that are not their own.
  const params = {
    schedule: 'upcoming_not_live',
    browse: true,
    orderBy: 'starts_at',
    orderSort: 'asc' as const,
    include: 'supervisor',
    page,
    per: RESCHEDULE_PAGE_SIZE,
    ...(startsAt ? { startsAt } : {}),
    ...(day !== '' ? { availableDay: day } : {}),
    ...(tutor ? { employeeId: tutor.id } : {}),
    ...(excludeSessionId ? { excludeSessionId } : {}),
    ...(enrolledStudentId ? { studentId: enrolledStudentId, enrollments: true } : {}),
    ...(studentId ? { notAttendedBy: studentId } : {}),
  };
  const list = useQuery(sessionSearchQueries.page(params));
  const rows = list.data?.results ?? [];
  return (
    <section aria-label="Session search">
      <FormField label="Day">
        <Select
          placeholder="Any day"
          options={DAY_OPTIONS}
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            setPage(1);
          }}
        />
      </FormField>
      <FormField label="Tutor">
        <Autocomplete<Tutor>
          loadOptions={async (query, signal) => {
            const list = await api.tutors.search(query, {}, { signal });
            if (list.error) showErrorToast(list.error);
            return list.results;
          }}
          getOptionLabel={(t) => t.fullName ?? ([t.firstName, t.lastName].filter(Boolean).join(' ') || `#${t.id}`)}
          getOptionKey={(t) => String(t.id)}
          value={tutor}
          onChange={(t) => {
            setTutor(t);
            setPage(1);
          }}
          debounce={TUTOR_AUTOCOMPLETE_DELAY_MS}
        />
      </FormField>
      {list.isLoading ? <Spinner label="Loading sessions" /> : null}
      {list.data && rows.length === 0 ? <p>{NO_MATCHING_UPCOMING_SESSIONS}</p> : null}
      {rows.length > 0 ? (
        <table aria-label="Sessions">
          <thead>
            <tr>
              <th scope="col">Tutor</th>
              <th scope="col">Day</th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">
                <VisuallyHidden>Action</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <td>{tutorName(s)}</td>
                <td>{weekdayIn(s.startsAt, zone)}</td>
                <td>
                  {formatDate(s.startsAt, zone)}
                  <CanceledMark session={s} />
                </td>
                <td>{formatTime(s.startsAt, zone)}</td>
                <td>
                  {/* Nothing moves into a canceled session (the api-server refuses it with 422). */}
                  {isCanceledSession(s) ? null : (
                    <Button size="sm" disabled={busy} aria-label={`Select session ${s.id}`} onClick={() => onSelect(s)}>
                      Select
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination
        page={page}
        pageCount={list.data?.totalPages ?? 0}
        onPageChange={setPage}
        maxPages={RESCHEDULE_MAX_PAGE_NUMBERS}
      />
    </section>
  );
}
