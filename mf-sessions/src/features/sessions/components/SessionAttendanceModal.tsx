import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { z, type Session } from '@tutoring/contract';
import { AttendanceUpdateSchema } from '@tutoring/contract/writes';
import { Button, Checkbox, Facts } from '@tutoring/design-system';
import { FormModal, describeSaveError } from '@tutoring/design-system/forms';
import { useTakeAttendance } from '../api/sessions';
import { ConfirmAttendanceModal } from './ConfirmAttendanceModal';

/** Props of {@link SessionAttendanceModal}. */
export interface SessionAttendanceModalProps {
  open: boolean;
  session: Session;
  onClose: () => void;
  /** Start in 'edit' (default) or 'confirm' mode. */
  initialMode?: 'edit' | 'confirm';
}

/** Texts of the attendance modal (not given by the documents; see README Decisions). */
export const ATTENDANCE_TEXTS = {
  title: 'Session attendance',
  present: 'Present',
  absent: 'Absent',
  review: 'Review attendance',
  back: 'Back',
  save: 'Save attendance',
  saved: 'Attendance saved.',
  removeSubject: 'Remove subject',
} as const;

interface Values {
  /** One row per attendee (the list the form edits). */
  attendances: Array<{ attendanceId: number; name: string; present: boolean; joinedAt: string | null }>;
}

/** The form's schema: a present flag per attendee; each row is sent as the contract's attendance update. */
const AttendanceFormSchema = z.object({
  attendances: z.array(z.looseObject({ attendanceId: z.int(), present: z.boolean() })),
});

/** Rejection of the edit step's submit: it moves to the review, nothing is saved or told. */
const REVIEWING = Symbol('reviewing');

/**
 * SES-09: the session attendance modal (lg). Edit mode marks each student present or absent; confirm mode shows the
 * result read-only before saving through `PUT attendances/{id}` (joinedAt) and `PUT sessions/{id}` (attendanceTakenAt).
 * SES-10: removing the session's subject first asks "Confirm Attendance".
 */
export function SessionAttendanceModal({ open, session, onClose, initialMode = 'edit' }: SessionAttendanceModalProps) {
  const attendees = (session.attendances ?? []).filter((a) => a.id !== null && a.id !== undefined);
  const name = (a: (typeof attendees)[number]) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();
  const form = useForm<Values>({
    resolver: zodResolver(AttendanceFormSchema) as never,
    defaultValues: {
      attendances: attendees.map((a) => ({
        attendanceId: a.id as number,
        name: name(a),
        present: !!a.joinedAt,
        joinedAt: a.joinedAt ?? null,
      })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'attendances' });
  const present = form.watch('attendances');
  const [mode, setMode] = useState<'edit' | 'confirm'>(initialMode);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [subject, setSubject] = useState(
    typeof session.sessionSubject === 'string'
      ? session.sessionSubject
      : (session.sessionSubject?.name ?? session.subjectName ?? null),
  );
  const [version, keepVersion] = useOpenedVersion('sessions', session.id);
  const takeAttendance = useTakeAttendance();

  const save = async (values: Values): Promise<void> => {
    if (mode === 'edit') {
      // SES-09: the edit step's submit shows the result read-only first.
      setMode('confirm');
      throw REVIEWING;
    }
    await takeAttendance.mutateAsync({
      sessionId: session.id,
      attendances: values.attendances.map((row) => ({
        attendanceId: row.attendanceId,
        body: AttendanceUpdateSchema.parse({
          joinedAt: row.present ? (row.joinedAt ?? session.startsAt ?? new Date().toISOString()) : null,
        }),
      })),
      ifMatch: version,
    });
  };

  return (
    <>
      <FormModal<void, Values>
        open={open && !confirmRemove}
        onClose={onClose}
        size="lg"
        title={ATTENDANCE_TEXTS.title}
        form={form}
        onSubmit={save}
        submitLabel={mode === 'edit' ? ATTENDANCE_TEXTS.review : ATTENDANCE_TEXTS.save}
        describeError={(error) => (error === REVIEWING ? null : describeSaveError(error))}
        successMessage={ATTENDANCE_TEXTS.saved}
      >
        {subject ? (
          <p>
            {`Subject: ${subject} `}
            {mode === 'edit' ? (
              <Button size="sm" onClick={() => setConfirmRemove(true)}>
                {ATTENDANCE_TEXTS.removeSubject}
              </Button>
            ) : null}
          </p>
        ) : null}
        {mode === 'edit' ? (
          <ul aria-label="Attendees">
            {rows.fields.map((row, i) => (
              <li key={row.id}>
                <Checkbox
                  label={`${row.name} ${ATTENDANCE_TEXTS.present.toLowerCase()}`}
                  {...form.register(`attendances.${i}.present`)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <Facts aria-label="Attendance to save">
              {rows.fields.map((row, i) => (
                <div key={row.id}>
                  <dt>{row.name}</dt>
                  <dd>{present[i]?.present ? ATTENDANCE_TEXTS.present : ATTENDANCE_TEXTS.absent}</dd>
                </div>
              ))}
            </Facts>
            <Button onClick={() => setMode('edit')}>{ATTENDANCE_TEXTS.back}</Button>
          </>
        )}
      </FormModal>
      <ConfirmAttendanceModal
        open={confirmRemove}
        sessionId={session.id}
        onCancel={() => setConfirmRemove(false)}
        onConfirmed={() => {
          setSubject(null);
          setConfirmRemove(false);
          // The subject's reset changed the session: save on its new version (not refused as someone else's).
          void api.sessions
            .get(session.id)
            .then(keepVersion)
            .catch(() => undefined);
        }}
      />
    </>
  );
}
