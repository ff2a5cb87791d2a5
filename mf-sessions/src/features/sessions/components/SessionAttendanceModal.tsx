import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Session } from '@tutoring/contract';
import { Button, Checkbox, Modal, describeSaveError, toast } from '@tutoring/design-system';
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

/**
 * SES-09: the session attendance modal (lg). Edit mode marks each student present or absent; confirm mode shows the
 * result read-only before saving through `PUT attendances/{id}` (joinedAt) and `PUT sessions/{id}` (attendanceTakenAt).
 * SES-10: removing the session's subject first asks "Confirm Attendance".
 */
export function SessionAttendanceModal({ open, session, onClose, initialMode = 'edit' }: SessionAttendanceModalProps) {
  const attendees = (session.attendances ?? []).filter((a) => a.id !== null && a.id !== undefined);
  const [present, setPresent] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(attendees.map((a) => [a.id as number, !!a.joinedAt])),
  );
  const [mode, setMode] = useState<'edit' | 'confirm'>(initialMode);
  const [saving, setSaving] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [subject, setSubject] = useState(
    typeof session.sessionSubject === 'string'
      ? session.sessionSubject
      : (session.sessionSubject?.name ?? session.subjectName ?? null),
  );
  const queryClient = useQueryClient();
  const name = (a: (typeof attendees)[number]) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();

  const save = async () => {
    setSaving(true);
    try {
      for (const a of attendees) {
        const id = a.id as number;
        const joinedAt = present[id] ? (a.joinedAt ?? session.startsAt ?? new Date().toISOString()) : null;
        await api.attendances.update(id, { joinedAt }, { handleErrors: false });
      }
      await api.sessions.update(session.id, { attendanceTakenAt: new Date().toISOString() }, { handleErrors: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
      toast.success(ATTENDANCE_TEXTS.saved);
      onClose();
    } catch (error) {
      const text = describeSaveError(error);
      toast.error(text.title, text.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        open={open && !confirmRemove}
        onClose={onClose}
        size="lg"
        title={ATTENDANCE_TEXTS.title}
        footer={
          mode === 'edit' ? (
            <Button variant="primary" onClick={() => setMode('confirm')}>
              {ATTENDANCE_TEXTS.review}
            </Button>
          ) : (
            <>
              <Button onClick={() => setMode('edit')}>{ATTENDANCE_TEXTS.back}</Button>
              <Button variant="primary" loading={saving} onClick={() => void save()}>
                {ATTENDANCE_TEXTS.save}
              </Button>
            </>
          )
        }
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
            {attendees.map((a) => (
              <li key={a.id}>
                <Checkbox
                  label={`${name(a)} ${ATTENDANCE_TEXTS.present.toLowerCase()}`}
                  checked={!!present[a.id as number]}
                  onChange={(e) => setPresent((p) => ({ ...p, [a.id as number]: e.target.checked }))}
                />
              </li>
            ))}
          </ul>
        ) : (
          <dl aria-label="Attendance to save">
            {attendees.map((a) => (
              <div key={a.id}>
                <dt>{name(a)}</dt>
                <dd>{present[a.id as number] ? ATTENDANCE_TEXTS.present : ATTENDANCE_TEXTS.absent}</dd>
              </div>
            ))}
          </dl>
        )}
      </Modal>
      <ConfirmAttendanceModal
        open={confirmRemove}
        sessionId={session.id}
        onCancel={() => setConfirmRemove(false)}
        onConfirmed={() => {
          setSubject(null);
          setConfirmRemove(false);
        }}
      />
    </>
  );
}
