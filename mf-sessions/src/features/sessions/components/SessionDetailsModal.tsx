import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';
import type { Session } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import {
  ATTENDANCE_NOT_TAKEN,
  SESSION_ERROR_MESSAGES,
  TUTOR_NOT_ASSIGNED,
  attendanceTaken,
} from '@tutoring/domain/areas';
import { showAttendeeNames, tutorLine } from '@tutoring/domain/sessions';
import { Alert, Button, LoadFailure, Modal, Spinner, confirm, toast, Facts } from '@tutoring/design-system';
import { useAppName, useCurrentUser, useHasRole, useIsAdmin } from '@tutoring/platform';
import { useUnreserveCourse } from '../../../shared/api/courses';
import { sessionQueries, studentSessionsPath, useCancelSession } from '../api/sessions';
import { JoinLink } from '@tutoring/platform/sessions';
import { SessionEditorModal } from './SessionEditorModal';
import { SessionAttendanceModal } from './SessionAttendanceModal';
import { ReserveDialog } from './ReserveDialog';
import { SessionAssignmentsModal } from './SessionAssignmentsModal';

/** Props of {@link SessionDetailsModal}. */
export interface SessionDetailsModalProps {
  /** The session to show (loaded with `GET sessions/{id}`). */
  sessionId: number;
  open: boolean;
  onClose: () => void;
  /** Fixed "now" for the join area (stories, tests). */
  now?: Date;
}

type Named = { name?: string | null } | string | null | undefined;
const nameOf = (value: Named): string => (typeof value === 'string' ? value : (value?.name ?? ''));
interface Attachment {
  id?: number | string;
  name?: string | null;
  url?: string | null;
}

/** Labels of the footer actions (SES-16; the documents give them lower case). */
export const DETAILS_LABELS = {
  cancel: 'cancel session',
  edit: 'edit session',
  unreserve: 'unreserve',
  reserve: 'reserve',
  checkIn: 'check-in screen',
  takeAttendance: 'take attendance',
  assignments: 'assignments',
} as const;

type SessionCourse = NonNullable<Session['course']>;

/**
 * The session's course as the api-server's `include=course` sends it (brand flags, department, reservation, dynamic
 * subject, parent update); a reply naming only `reservedForId` still counts as reserved.
 */
function sessionCourse(embedded: Session['course'] | undefined): SessionCourse | null {
  if (!embedded) return null;
  const base = embedded as SessionCourse & { reservedForId?: number | null };
  const reservedFor = base.reservedFor ?? (base.reservedForId ? { id: base.reservedForId } : null);
  return { ...base, reservedFor } as SessionCourse;
}

/** The session's header: "<department> <course title>" and the sequence (hidden for dynamic subjects, SES-11). */
function headerParts(session: Session, courseOf: Session['course'] | null): { title: string; sequence: string | null } {
  const course = courseOf as (Session['course'] & { department?: Named }) | null | undefined;
  const department = nameOf(course?.department) || nameOf(course?.brand?.department);
  const courseTitle = course?.title ?? session.title ?? session.name ?? 'Session';
  const title = [department, courseTitle].filter(Boolean).join(' ');
  const sequence =
    course?.dynamicSubject || session.sequence === null || session.sequence === undefined
      ? null
      : `Session ${session.sequence}`;
  return { title, sequence };
}

/** Whether the employee is assigned to the session (its `include=assignments` rows name each tutor's employee id). */
function assignedTo(session: Session, employeeId: number | null | undefined): boolean {
  if (employeeId === null || employeeId === undefined) return false;
  return (session.assignments ?? []).some((a) => a.employeeId === employeeId);
}

/**
 * SES-11..SES-19: the session details modal (lg, OP-23). Header with course link (tutor, admin and crm apps),
 * tutor line or "not assigned", attendees (names up to 6, else the count), location, time in the viewer's zone,
 * duration, scheduled by, topic, parent update, notes (student and parent), attendance panel (tutor and admin),
 * attachments, the past-session line (admin and tutor), and the footer: cancel/edit by the server's flags,
 * unreserve (admin, reserved course), check-in (admin and tutor, launchable, points brand, attendees), join link.
 * A tutor sees the attendees, the attendance line and "take attendance" only on sessions assigned to them (admins on
 * every session; docs/security.md: a tutor's attendances are those of their assigned sessions). A canceled session
 * (`canceledAt`) says so and offers neither attendance, check-in nor the join area.
 */
export function SessionDetailsModal({ sessionId, open, onClose, now }: SessionDetailsModalProps) {
  const user = useCurrentUser();
  const app = useAppName();
  const isAdmin = useIsAdmin();
  const isTutor = useHasRole('tutor') || app === 'tutor';
  const staffApp = app === 'tutor' || app === 'admin' || app === 'crm';
  // A tutor may not open the CRM's student page: their student link opens the student's sessions (issue 25).
  const studentPath = (studentId: number) =>
    app === 'tutor' ? studentSessionsPath(studentId) : `/students/${String(studentId)}`;
  // A link of the dialog leads to another page (or filters the list behind it): following it closes the dialog. A
  // click that opens a new tab or window leaves it open.
  const closeOnFollow = (event: MouseEvent) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onClose();
  };
  const query = useQuery({ ...sessionQueries.detail(sessionId), enabled: open });
  const [dialog, setDialog] = useState<null | 'edit' | 'attendance' | 'reserve' | 'assignments'>(null);
  const session = query.data;
  const zone = user?.timeZone;
  const cancel = useCancelSession(sessionId, () => {
    toast.success('Session canceled.');
    onClose();
  });
  const unreserve = useUnreserveCourse();

  if (!open) return null;
  if (!session) {
    return (
      <Modal open={open} onClose={onClose} title="Session" size="lg">
        {query.isError ? (
          <LoadFailure what="this session" onRetry={() => query.refetch()} />
        ) : (
          <Spinner label="Loading session" />
        )}
      </Modal>
    );
  }

  const course = sessionCourse(session.course);
  const canceled = Boolean((session as { canceledAt?: string | null }).canceledAt);
  // Admins take attendance on any session; a tutor only on the sessions assigned to them (the server refuses others).
  const mayTakeAttendance = isAdmin || (isTutor && assignedTo(session, user?.employeeId));
  // The tutor app's other viewers (a tutor not assigned) do not see who attends (their students only).
  const showAttendees = staffApp && (app !== 'tutor' || mayTakeAttendance);
  const { title, sequence } = headerParts(session, course);
  const courseLink =
    staffApp && course?.id ? (
      <RouterLink to={`/courses/${course.id}`} onClick={closeOnFollow}>
        {title}
      </RouterLink>
    ) : (
      title
    );
  const tutor = tutorLine(session.supervisor);
  const attendees = session.attendances ?? [];
  const attendeeCount = session.attendancesCount ?? attendees.length;
  const online = session.sessionType?.online !== false && !session.place;
  const location = online
    ? 'Online'
    : // The room as stored ("Room 4"): prefixing "Room " read "Room Room 4".
      [session.place?.formatted, session.room].filter(Boolean).join(', ');
  const topic =
    typeof session.sessionSubject === 'string'
      ? session.sessionSubject
      : (session.sessionSubject?.name ??
        (session.allotments ?? [])
          .map((a) => a.subjectName)
          .filter(Boolean)
          .join(', '));
  const scheduledBy = !course && session.scheduledBy ? nameOf(session.scheduledBy as Named) : '';
  const attachments = ((session as { attachments?: Attachment[] }).attachments ?? []).filter((a) => a.url);
  const reservedFor = course?.reservedFor ?? null;
  const showCheckIn =
    !canceled && (isAdmin || isTutor) && !!session.launchable && !!course?.brand?.includePoints && attendeeCount > 0;
  const showNotes = app === 'student' || app === 'parent';

  return (
    <>
      <Modal
        open={open && dialog === null}
        onClose={onClose}
        size="lg"
        cancelLabel="Close"
        title={
          <span>
            {courseLink}
            {sequence ? <span> · {sequence}</span> : null}
          </span>
        }
        footer={
          <>
            {session.canCancel ? (
              <Button
                variant="danger"
                loading={cancel.processing}
                onClick={async () => {
                  if (
                    await confirm({
                      title: 'Cancel this session?',
                      confirmLabel: 'Cancel session',
                      cancelLabel: 'Keep session',
                      variant: 'danger',
                    })
                  )
                    await cancel.run();
                }}
              >
                {DETAILS_LABELS.cancel}
              </Button>
            ) : null}
            {session.canEdit ? <Button onClick={() => setDialog('edit')}>{DETAILS_LABELS.edit}</Button> : null}
            {/* A canceled session gets no tutors (the api-server answers 422); a past one may still be staffed. */}
            {isAdmin && !canceled ? (
              <Button onClick={() => setDialog('assignments')}>{DETAILS_LABELS.assignments}</Button>
            ) : null}
            {isAdmin && reservedFor && course ? (
              <Button loading={unreserve.processing} onClick={() => void unreserve.run(course.id)}>
                {DETAILS_LABELS.unreserve}
              </Button>
            ) : null}
            {isAdmin && !reservedFor && course?.brand?.offerReserved ? (
              <Button onClick={() => setDialog('reserve')}>{DETAILS_LABELS.reserve}</Button>
            ) : null}
            {showCheckIn ? (
              <Button onClick={() => window.open(api.sessions.launchUrl(session.id), '_blank')}>
                {DETAILS_LABELS.checkIn}
              </Button>
            ) : null}
          </>
        }
      >
        {canceled ? (
          <Alert tone="warning" role="status">
            {SESSION_ERROR_MESSAGES.canceled}
          </Alert>
        ) : null}
        <Facts>
          <dt>Tutor</dt>
          <dd>
            {tutor === TUTOR_NOT_ASSIGNED ? (
              <strong role="note" data-warning="true">
                {tutor}
              </strong>
            ) : (
              tutor
            )}
          </dd>
          {showAttendees ? (
            <>
              <dt>Attendees</dt>
              <dd>
                {showAttendeeNames(attendeeCount) ? (
                  <ul aria-label="Attendees">
                    {attendees.map((a) => {
                      const name = `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();
                      return (
                        <li key={a.studentId ?? a.id}>
                          {typeof a.studentId === 'number' ? (
                            <RouterLink to={studentPath(a.studentId)} onClick={closeOnFollow}>
                              {name}
                            </RouterLink>
                          ) : (
                            name
                          )}
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <span>{`${attendeeCount} attendees`}</span>
                )}
              </dd>
            </>
          ) : null}
          <dt>Location</dt>
          <dd>{location}</dd>
          <dt>Time</dt>
          <dd>{`${formatDate(session.startsAt, zone)} ${formatTime(session.startsAt, zone)} - ${formatTime(session.endsAt, zone)}`}</dd>
          <dt>Duration</dt>
          <dd>{`${session.duration ?? ''} minutes`}</dd>
          {scheduledBy ? (
            <>
              <dt>Scheduled by</dt>
              <dd>{scheduledBy}</dd>
            </>
          ) : null}
          {topic ? (
            <>
              <dt>Topic</dt>
              <dd>{topic}</dd>
            </>
          ) : null}
          {course?.requiresParentUpdate ? (
            <>
              <dt>Parent update</dt>
              <dd>
                {course.parentUpdateLastSentAt
                  ? `Parent update required. Last sent ${formatDate(course.parentUpdateLastSentAt, zone)}`
                  : 'Parent update required. Never sent'}
              </dd>
            </>
          ) : null}
          {showNotes && session.notes ? (
            <>
              <dt>Session notes</dt>
              <dd>{session.notes}</dd>
            </>
          ) : null}
          {mayTakeAttendance && session.isPast && !canceled ? (
            <>
              <dt>Attendance</dt>
              <dd>
                {session.attendanceTakenAt
                  ? attendanceTaken(
                      `${formatDate(session.attendanceTakenAt, zone)} ${formatTime(session.attendanceTakenAt, zone)}`,
                    )
                  : ATTENDANCE_NOT_TAKEN}
              </dd>
            </>
          ) : null}
        </Facts>
        {mayTakeAttendance && !canceled ? (
          <section aria-label="Attendance panel">
            <Button size="sm" onClick={() => setDialog('attendance')}>
              {DETAILS_LABELS.takeAttendance}
            </Button>
          </section>
        ) : null}
        {attachments.length > 0 ? (
          <section aria-label="Attachments">
            <h3>Attachments</h3>
            <ul>
              {attachments.map((a) => (
                <li key={String(a.id ?? a.url)}>
                  <a href={a.url ?? undefined} target="_blank" rel="noopener noreferrer">
                    {a.name ?? a.url}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {canceled ? null : <JoinLink session={session} now={now} />}
      </Modal>
      {dialog === 'edit' ? <SessionEditorModal open sessionId={session.id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'attendance' ? (
        <SessionAttendanceModal open session={session} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'assignments' ? (
        <SessionAssignmentsModal open sessionId={session.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'reserve' && course ? (
        <ReserveDialog open courseId={course.id} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
