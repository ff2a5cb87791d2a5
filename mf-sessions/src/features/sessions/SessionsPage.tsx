import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Session } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { SESSION_QUICK_FILTERS } from '@tutoring/domain/areas';
import { tutorLine } from '@tutoring/domain/sessions';
import {
  Button,
  FilterBar,
  FilterInput,
  FormField,
  QuickFilters,
  SearchField,
  Select,
  Spinner,
  TextInput,
  type TableColumn,
} from '@tutoring/design-system';
import { ListTable, lazyPart, preloadPart, useAppName, useCurrentUser, useListQuery } from '@tutoring/platform';
import { studentQueries } from '../../shared/api/students';
import { CanceledMark } from '../../shared/components/CanceledMark';
import { canSubstitute } from './components/canSubstitute';
import { sessionListOptions } from './api/sessions';

// The modals load only when opened, so they stay off the list's first paint (issue 13), and ahead of a click once the
// first page has settled (the route's parts, issue 26). A modal whose code fails to load shows the area's failure with
// Retry in its place; the list keeps working (platform lazyPart).
const SessionDetailsModal = lazyPart(() =>
  import('./components/SessionDetailsModal').then((m) => m.SessionDetailsModal),
);
const SessionEditorModal = lazyPart(() => import('./components/SessionEditorModal').then((m) => m.SessionEditorModal));
const SessionShowModal = lazyPart(() => import('./components/SessionShowModal').then((m) => m.SessionShowModal));
const SessionSubstitutionModal = lazyPart(() =>
  import('./components/SessionSubstitutionModal').then((m) => m.SessionSubstitutionModal),
);
const EventFormModal = lazyPart(() => import('../events/components/EventFormModal').then((m) => m.EventFormModal));
const TutoringModal = lazyPart(() => import('../tutorings/components/TutoringModal').then((m) => m.TutoringModal));

/** The modals' code, loaded ahead once the first page has settled (the route's parts, src/app/routes.tsx). */
export const loadDialogs = () =>
  Promise.all([
    preloadPart(SessionDetailsModal),
    preloadPart(SessionEditorModal),
    preloadPart(SessionShowModal),
    preloadPart(SessionSubstitutionModal),
    preloadPart(EventFormModal),
    preloadPart(TutoringModal),
  ]);

const SCHEDULES = ['upcoming', 'upcoming not live', 'live', 'past', 'today'];
/** What a modal shows while its code loads. */
const loading = <Spinner label="Loading" />;
/** Texts of the sessions list's filters that the documents do not give. */
export const SESSION_LIST_TEXTS = {
  student: 'Student',
  clearStudent: 'Clear student filter',
} as const;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * SES-01, SES-02: the sessions list. API-45 filters, sort, page and per in the URL, page sizes 25/50/100;
 * quick filters (problem sessions, all live sessions, todays sessions, unassigned) show staff their own items
 * (employeeId = the current employee, X-08). A row opens the session details modal. A canceled session says
 * "(canceled)" after its name and offers no substitution.
 */
export function SessionsPage() {
  const user = useCurrentUser();
  const app = useAppName();
  const staff = app === 'admin' || app === 'crm' || app === 'tutor';
  // Creating sessions and booking tutorings are back-office work: the api-server refuses a tutor both (403), so the
  // tutor app does not offer them (as the session editor hides "Tutors required" there).
  const backOffice = app === 'admin' || app === 'crm';
  const list = useListQuery<Session>(sessionListOptions);
  const [open, setOpen] = useState<
    | null
    | { kind: 'details' | 'show' | 'substitute' | 'edit'; session: Session }
    | { kind: 'new' | 'event' | 'tutoring' }
  >(null);
  const f = list.state.filters;
  const zone = user?.timeZone;
  // A student link (the session details' attendees) filters the list to one student: the filter bar names the student
  // and can drop the filter, so a short list says why it is short.
  const studentId = f.studentId && /^\d+$/.test(f.studentId) ? Number(f.studentId) : null;
  const student = useQuery({ ...studentQueries.detail(studentId ?? -1), enabled: studentId !== null });
  const studentName =
    [student.data?.firstName, student.data?.lastName].filter(Boolean).join(' ') || `#${f.studentId ?? ''}`;

  const quick = (id: string | null) => {
    if (id === null) list.setFilters({ quickFilter: null, employeeId: null });
    else list.setFilters({ quickFilter: id, employeeId: staff && user?.employeeId ? user.employeeId : null });
  };

  const columns: TableColumn<Session>[] = [
    {
      key: 'title',
      header: 'Session',
      sortable: true,
      render: (s) => (
        <Button variant="link" onClick={() => setOpen({ kind: 'details', session: s })}>
          {s.title || s.course?.title || s.name || `Session ${s.id}`}
          <CanceledMark session={s} />
        </Button>
      ),
    },
    {
      key: 'starts_at',
      header: 'Starts',
      sortable: true,
      render: (s) => `${formatDate(s.startsAt, zone)} ${formatTime(s.startsAt, zone)}`,
    },
    { key: 'duration', header: 'Duration', render: (s) => `${s.duration ?? ''} min` },
    { key: 'type', header: 'Type', render: (s) => s.sessionType?.name ?? s.sessionType?.sessionName ?? s.type ?? '' },
    { key: 'tutor', header: 'Tutor', render: (s) => tutorLine(s.supervisor) },
    { key: 'staffing', header: 'Tutors', render: (s) => `${s.assignmentsCount ?? 0}/${s.employeesRequired ?? 0}` },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <>
          <Button
            size="sm"
            onClick={() => setOpen({ kind: 'show', session: s })}
            aria-label={`Recordings of session ${s.id}`}
          >
            Recordings
          </Button>
          {canSubstitute(s, app === 'admin') && s.type === 'Session::TutoringSplit' ? (
            <Button
              size="sm"
              onClick={() => setOpen({ kind: 'substitute', session: s })}
              aria-label={`Substitute session ${s.id}`}
            >
              Substitute
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="sessions-heading">
      <h1 id="sessions-heading">Sessions</h1>
      {staff ? (
        <div role="toolbar" aria-label="Session actions">
          {backOffice ? (
            <>
              <Button variant="primary" onClick={() => setOpen({ kind: 'new' })}>
                New sessions
              </Button>{' '}
            </>
          ) : null}
          <Button onClick={() => setOpen({ kind: 'event' })}>New event</Button>{' '}
          {backOffice ? (
            <>
              <Button onClick={() => setOpen({ kind: 'tutoring' })}>Schedule tutoring</Button>{' '}
            </>
          ) : null}
          <RouterLink to="/sessions/events">Events</RouterLink>{' '}
          <RouterLink to="/sessions/tutorings">Tutorings</RouterLink>
        </div>
      ) : null}
      <FilterBar label="Session filters">
        {f.studentId ? (
          <>
            <FormField label={SESSION_LIST_TEXTS.student}>
              <TextInput readOnly value={studentName} />
            </FormField>
            <Button onClick={() => list.setFilters({ studentId: null, enrollments: null })}>
              {SESSION_LIST_TEXTS.clearStudent}
            </Button>
          </>
        ) : null}
        <SearchField label="Search sessions" value={f.query} onSearch={(query) => list.setFilters({ query })} />
        <FormField label="Schedule">
          <Select
            placeholder="Any"
            options={SCHEDULES.map((v) => ({ value: v, label: v }))}
            value={f.schedule ?? ''}
            onChange={(e) => list.setFilters({ schedule: e.target.value })}
          />
        </FormField>
        <FormField label="Day">
          <Select
            placeholder="Any day"
            options={DAYS.map((d, i) => ({ value: String(i), label: d }))}
            value={f.availableDay ?? ''}
            onChange={(e) => list.setFilters({ availableDay: e.target.value })}
          />
        </FormField>
        <FormField label="Brand">
          <FilterInput value={f.brandName} onApply={(brandName) => list.setFilters({ brandName })} />
        </FormField>
        <FormField label="Needs staffing">
          <Select
            placeholder="Any"
            options={[{ value: 'true', label: 'Yes' }]}
            value={f.staffing ?? ''}
            onChange={(e) => list.setFilters({ staffing: e.target.value })}
          />
        </FormField>
      </FilterBar>
      <QuickFilters label="Quick filters" filters={SESSION_QUICK_FILTERS} active={f.quickFilter} onChange={quick} />
      <ListTable<Session>
        list={list}
        caption="Sessions"
        hideCaption
        columns={columns}
        getRowId={(s) => String(s.id)}
        empty="No sessions match these filters."
      />
      {open?.kind === 'details' ? (
        <SessionDetailsModal fallback={loading} open sessionId={open.session.id} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'show' ? (
        <SessionShowModal fallback={loading} open sessionId={open.session.id} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'substitute' ? (
        <SessionSubstitutionModal fallback={loading} open session={open.session} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'new' ? <SessionEditorModal fallback={loading} open onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'event' ? <EventFormModal fallback={loading} open onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'tutoring' ? <TutoringModal fallback={loading} open onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
