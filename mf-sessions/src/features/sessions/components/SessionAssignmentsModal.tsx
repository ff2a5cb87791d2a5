import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as api from '@tutoring/api-client/endpoints';
import { z, type Assignment, type Tutor } from '@tutoring/contract';
import { FIELD_REQUIRED, formatDate, formatTime } from '@tutoring/domain';
import { TUTOR_AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain/areas';
import {
  Alert,
  Avatar,
  Button,
  confirm,
  FormField,
  LoadFailure,
  Modal,
  Spinner,
  Table,
  toast,
  VisuallyHidden,
} from '@tutoring/design-system';
import { Autocomplete, describeSaveError } from '@tutoring/design-system/forms';
import { useCurrentUser } from '@tutoring/platform';
import { useAssignTutor, useMakePrimaryTutor, useUnassignTutor } from '../api/assignments';
import { sessionQueries } from '../api/sessions';

/** Props of {@link SessionAssignmentsModal}. */
export interface SessionAssignmentsModalProps {
  open: boolean;
  /** The session whose tutors are managed (loaded with `GET sessions/{id}` and its assignments). */
  sessionId: number;
  onClose: () => void;
}

/** Texts of the assignments modal (the documents only say it is opened, SES-28/OP-11). */
export const ASSIGNMENT_TEXTS = {
  title: 'Assignments',
  none: 'No tutors are assigned to this session yet.',
  full: 'This session has all the tutors it requires.',
  primary: 'Primary',
  makePrimary: 'Make primary',
  remove: 'Remove',
  assign: 'Assign',
  tutor: 'Tutor',
  assigned: 'Tutor assigned.',
  removed: 'Tutor removed.',
  primaryChanged: 'Primary tutor changed.',
  count: (assigned: number, required: number) => `${assigned} of ${required} tutors assigned`,
  removeTitle: (name: string) => `Remove ${name} from this session?`,
} as const;

type Row = Partial<Assignment> & { id?: number };
const nameOf = (a: Row): string =>
  [a.firstName, a.lastName].filter(Boolean).join(' ') || `#${a.employeeId ?? a.id ?? ''}`;
const tutorName = (t: Tutor): string =>
  t.fullName ?? ([t.firstName, t.lastName].filter(Boolean).join(' ') || `#${t.id}`);

/** The assign form's schema: a tutor picked from the autocomplete (OP-36 sends its id as employeeId). */
const AssignSchema = z.object({
  tutor: z.nullable(z.looseObject({ id: z.int() })).check(z.refine((t) => !!t, FIELD_REQUIRED)),
});

/**
 * SES-28, OP-11, OP-36: the session "assignments" modal (lg, it holds a table). Lists the session's assigned tutors
 * with the primary one marked; staff add a tutor (tutor autocomplete, 500 ms; `POST assignments`
 * `{assignment: {sessionId, employeeId}}`), remove one after confirming (`DELETE assignments/{id}`) and, with more
 * than one tutor, change the primary (`PUT assignments/{id}` `{assignment: {supervisor: true}}`). The server's
 * refusals (full session, tutor missing or not qualified, SRV-44) show inside the modal.
 */
export function SessionAssignmentsModal({ open, sessionId, onClose }: SessionAssignmentsModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const query = useQuery({ ...sessionQueries.detail(sessionId), enabled: open });
  const form = useForm<{ tutor: Tutor | null }>({
    resolver: zodResolver(AssignSchema) as never,
    defaultValues: { tutor: null },
  });
  const tutor = form.watch('tutor');
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(describeSaveError(e).message);

  const assign = useAssignTutor(sessionId, {
    onSuccess: () => {
      form.reset({ tutor: null });
      toast.success(ASSIGNMENT_TEXTS.assigned);
    },
    onError: fail,
  });
  const unassign = useUnassignTutor({ onSuccess: () => toast.success(ASSIGNMENT_TEXTS.removed), onError: fail });
  const makePrimary = useMakePrimaryTutor({
    onSuccess: () => toast.success(ASSIGNMENT_TEXTS.primaryChanged),
    onError: fail,
  });
  const busy = assign.processing || unassign.processing || makePrimary.processing;

  const session = query.data;
  const rows: Row[] = (session?.assignments ?? []) as Row[];
  const required = session?.employeesRequired ?? 0;
  const full = rows.length >= required;

  const header = session
    ? `${session.course?.title ?? session.title ?? session.name ?? 'Session'} · ${formatDate(session.startsAt, zone)} ${formatTime(session.startsAt, zone)}`
    : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ASSIGNMENT_TEXTS.title}
      size="lg"
      cancelLabel="Close"
      // A tutor picked but not assigned yet asks before closing (DS-02).
      dirty={form.formState.isDirty}
    >
      {!session ? (
        query.isError ? (
          <LoadFailure what="this session" onRetry={() => query.refetch()} />
        ) : (
          <Spinner label="Loading session" />
        )
      ) : (
        <>
          <p>{header}</p>
          <p>{ASSIGNMENT_TEXTS.count(rows.length, required)}</p>
          {error ? <Alert>{error}</Alert> : null}
          <Table<Row>
            caption="Assigned tutors"
            hideCaption
            rows={rows}
            getRowId={(a) => String(a.id)}
            empty={ASSIGNMENT_TEXTS.none}
            columns={[
              {
                key: 'tutor',
                header: ASSIGNMENT_TEXTS.tutor,
                render: (a) => (
                  <span>
                    <span aria-hidden="true">
                      <Avatar src={a.avatarUrl ?? undefined} name={nameOf(a)} size="sm" />
                    </span>{' '}
                    {nameOf(a)}
                  </span>
                ),
              },
              {
                key: 'primary',
                header: ASSIGNMENT_TEXTS.primary,
                render: (a) =>
                  a.supervisor ? (
                    <strong>{ASSIGNMENT_TEXTS.primary}</strong>
                  ) : rows.length > 1 && a.id !== undefined ? (
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`${ASSIGNMENT_TEXTS.makePrimary}: ${nameOf(a)}`}
                      onClick={() => {
                        setError(null);
                        void makePrimary.run(a.id as number);
                      }}
                    >
                      {ASSIGNMENT_TEXTS.makePrimary}
                    </Button>
                  ) : null,
              },
              {
                key: 'actions',
                header: <VisuallyHidden>Actions</VisuallyHidden>,
                align: 'right',
                render: (a) =>
                  a.id === undefined ? null : (
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      aria-label={`${ASSIGNMENT_TEXTS.remove}: ${nameOf(a)}`}
                      onClick={async () => {
                        setError(null);
                        if (
                          await confirm({
                            title: ASSIGNMENT_TEXTS.removeTitle(nameOf(a)),
                            confirmLabel: ASSIGNMENT_TEXTS.remove,
                            variant: 'danger',
                          })
                        ) {
                          await unassign.run(a.id as number);
                        }
                      }}
                    >
                      {ASSIGNMENT_TEXTS.remove}
                    </Button>
                  ),
              },
            ]}
          />
          {full ? (
            <p>{ASSIGNMENT_TEXTS.full}</p>
          ) : (
            <form
              aria-label="Assign a tutor"
              noValidate
              onSubmit={(e) => {
                e.stopPropagation();
                void form.handleSubmit((values) => {
                  setError(null);
                  if (values.tutor) void assign.run(values.tutor.id);
                })(e);
              }}
            >
              <FormField
                id="assign-tutor"
                label={ASSIGNMENT_TEXTS.tutor}
                error={form.formState.errors.tutor?.message as string | undefined}
              >
                <Controller
                  control={form.control}
                  name="tutor"
                  render={({ field }) => (
                    <Autocomplete<Tutor>
                      id="assign-tutor"
                      loadOptions={async (q, signal) => (await api.tutors.search(q, {}, { signal })).results}
                      getOptionLabel={tutorName}
                      getOptionKey={(t) => String(t.id)}
                      value={field.value}
                      onChange={field.onChange}
                      debounce={TUTOR_AUTOCOMPLETE_DELAY_MS}
                      noOptionsText="No tutors found"
                    />
                  )}
                />
              </FormField>
              <Button type="submit" variant="primary" disabled={!tutor || busy} loading={assign.processing}>
                {ASSIGNMENT_TEXTS.assign}
              </Button>
            </form>
          )}
        </>
      )}
    </Modal>
  );
}
