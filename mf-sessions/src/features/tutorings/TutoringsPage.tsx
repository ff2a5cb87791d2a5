import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Tutoring } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { Button, type TableColumn } from '@tutoring/design-system';
import { ListTable, useAppName, useCurrentUser, useListQuery } from '@tutoring/platform';
import { TutoringModal } from './components/TutoringModal';

/** Texts of the tutorings list (the documents name the tutoring modals only). */
export const TUTORINGS_TEXTS = {
  heading: 'Tutorings',
  schedule: 'Schedule tutoring',
  empty: 'There are no tutorings.',
  back: 'Back to sessions',
  edit: 'Edit',
} as const;

type Person =
  | { name?: string | null; fullName?: string | null; firstName?: string | null; lastName?: string | null }
  | null
  | undefined;
type Row = Tutoring & { id: number; student?: Person; tutor?: Person; status?: string | null };
const personName = (p: Person, id: number | null | undefined): string =>
  p?.fullName ?? p?.name ?? ([p?.firstName, p?.lastName].filter(Boolean).join(' ') || (id ? `#${id}` : ''));

/**
 * SES-47: `/sessions/tutorings`, where staff find tutoring requests (generic `tutorings` list with
 * `include=student,tutor`, URL-kept sort and page, X-01): "Edit" on a row that is not canceled opens the tutoring edit
 * modal on it; "Schedule tutoring" opens the schedule modal. Linked from the sessions toolbar.
 */
export function TutoringsPage() {
  const zone = useCurrentUser()?.timeZone;
  // Booking and moving tutorings is staff's (the api-server refuses a tutor's `POST tutorings` with 403): the tutor
  // app lists their tutorings read-only.
  const app = useAppName();
  const backOffice = app === 'admin' || app === 'crm';
  const list = useListQuery<Row>({
    routeName: 'tutorings',
    resource: 'tutorings',
    filters: [],
    defaults: { orderBy: 'starts_at', orderSort: 'desc', per: 25 },
    fixed: { include: 'student,tutor' },
  });
  const [open, setOpen] = useState<null | { tutoringId?: number }>(null);
  const columns: TableColumn<Row>[] = [
    { key: 'starts_at', header: 'Date', sortable: true, render: (t) => formatDate(t.startsAt, zone) },
    { key: 'time', header: 'Time', render: (t) => formatTime(t.startsAt, zone) },
    { key: 'duration', header: 'Duration', render: (t) => (t.duration ? `${t.duration} minutes` : '') },
    { key: 'student', header: 'Student', render: (t) => personName(t.student, t.studentId) },
    { key: 'tutor', header: 'Tutor', render: (t) => personName(t.tutor, t.tutorId) },
    { key: 'status', header: 'Status', render: (t) => t.status ?? '' },
    {
      key: 'actions',
      header: 'Actions',
      render: (t) =>
        !backOffice || t.status === 'canceled' ? null : (
          <Button
            variant="link"
            aria-label={`${TUTORINGS_TEXTS.edit} tutoring of ${personName(t.student, t.studentId)} on ${formatDate(t.startsAt, zone)}`}
            onClick={() => setOpen({ tutoringId: t.id })}
          >
            {TUTORINGS_TEXTS.edit}
          </Button>
        ),
    },
  ];
  return (
    <section aria-labelledby="tutorings-heading">
      <h1 id="tutorings-heading">{TUTORINGS_TEXTS.heading}</h1>
      <p>
        <RouterLink to="/sessions">{TUTORINGS_TEXTS.back}</RouterLink>
      </p>
      {backOffice ? (
        <div role="toolbar" aria-label="Tutoring actions">
          <Button variant="primary" onClick={() => setOpen({})}>
            {TUTORINGS_TEXTS.schedule}
          </Button>
        </div>
      ) : null}
      <ListTable<Row>
        list={list}
        caption={TUTORINGS_TEXTS.heading}
        hideCaption
        columns={backOffice ? columns : columns.filter((column) => column.key !== 'actions')}
        getRowId={(t) => String(t.id)}
        empty={TUTORINGS_TEXTS.empty}
      />
      {open ? <TutoringModal open tutoringId={open.tutoringId} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
