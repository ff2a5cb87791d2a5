import { useState } from 'react';
import type { Attendance } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { ATTENDANCE_SESSION_FILTERS } from '@tutoring/domain/areas';
import { Button, FormField, Select, type TableColumn } from '@tutoring/design-system';
import { ListTable, useAppName, useCurrentUser, useListQuery } from '@tutoring/platform';
import { CanceledMark } from '../../shared/components/CanceledMark';
import { EpisodeScheduleModal } from './components/EpisodeScheduleModal';
import { EpisodeRescheduleModal } from './components/EpisodeRescheduleModal';

/**
 * SES-03: the attendances list: generic list query with URL-kept state, page sizes 25/50/100 and the session
 * filter all, upcoming, past, today, live (DOM-12; "all" sends no schedule). Rows open the Episode Schedule (SES-32)
 * and Episode Reschedule (SES-33) dialogs. An attendance of a canceled session says "(canceled)" after the session's
 * name. What each row offers is what the api-server allows (docs/decisions/canceled-attendances.md): Schedule (a
 * read-only list of the student's upcoming sessions) on every row; Reschedule out of a canceled or past session too
 * (the make-up), except, outside the back office, of an attendance the student attended, which the server moves for
 * staff only (422 "A session the student attended cannot be rescheduled.").
 */
export function AttendancesPage() {
  const zone = useCurrentUser()?.timeZone;
  const list = useListQuery<Attendance>({
    routeName: 'attendances',
    resource: 'attendances',
    filters: ['schedule', 'studentId', 'sessionId'],
    defaults: { orderBy: 'starts_at', orderSort: 'asc', per: 25 },
    fixed: { include: 'session,student' },
  });
  // Staff (the admin and crm apps) may move any attendance, an attended one too (a correction); anyone else not one the
  // student attended.
  const app = useAppName();
  const backOffice = app === 'admin' || app === 'crm';
  const reschedulable = (a: Attendance) => backOffice || !a.joinedAt;
  const [open, setOpen] = useState<null | { kind: 'schedule' | 'reschedule'; attendance: Attendance }>(null);
  const schedule = list.state.filters.schedule ?? 'all';
  const name = (a: Attendance) => [a.firstName ?? a.student?.name, a.lastName].filter(Boolean).join(' ');
  const columns: TableColumn<Attendance>[] = [
    { key: 'student', header: 'Student', render: name },
    {
      key: 'session',
      header: 'Session',
      render: (a) => (
        <>
          {a.session?.title || a.session?.name || `Session ${a.sessionId ?? ''}`}
          <CanceledMark session={a.session} />
        </>
      ),
    },
    {
      key: 'starts_at',
      header: 'Starts',
      sortable: true,
      render: (a) =>
        `${formatDate(a.startsAt ?? a.session?.startsAt, zone)} ${formatTime(a.startsAt ?? a.session?.startsAt, zone)}`,
    },
    { key: 'joined', header: 'Joined', render: (a) => (a.joinedAt ? formatTime(a.joinedAt, zone) : '') },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) => (
        <>
          <Button
            size="sm"
            aria-label={`Schedule of ${name(a)}`}
            onClick={() => setOpen({ kind: 'schedule', attendance: a })}
          >
            Schedule
          </Button>
          {reschedulable(a) ? (
            <>
              {' '}
              <Button
                size="sm"
                aria-label={`Reschedule ${name(a)}`}
                onClick={() => setOpen({ kind: 'reschedule', attendance: a })}
              >
                Reschedule
              </Button>
            </>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="attendances-heading">
      <h1 id="attendances-heading">Attendances</h1>
      <FormField label="Sessions">
        <Select
          options={ATTENDANCE_SESSION_FILTERS.map((v) => ({ value: v, label: v }))}
          value={schedule}
          onChange={(e) => list.setFilters({ schedule: e.target.value === 'all' ? null : e.target.value })}
        />
      </FormField>
      <ListTable<Attendance>
        list={list}
        caption="Attendances"
        hideCaption
        columns={columns}
        getRowId={(a) => String(a.id)}
        empty="No attendances match these filters."
      />
      {open?.kind === 'schedule' && open.attendance.studentId ? (
        <EpisodeScheduleModal
          open
          studentId={open.attendance.studentId}
          courseId={open.attendance.session?.courseId}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'reschedule' ? (
        <EpisodeRescheduleModal open attendance={open.attendance} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
