import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Student, TutoringCreateReply } from '@tutoring/contract';
import {
  FIX_FORM_ERRORS,
  FIELD_REQUIRED,
  REPEAT_WEEKS_MAX,
  REPEAT_WEEKS_MIN,
  SESSION_DURATION_MAX,
  fieldBetween,
  formatDate,
  formatTime,
  validateRequiredNumber,
} from '@tutoring/domain';
import {
  Alert,
  Button,
  DateInput,
  describeSaveError,
  FormField,
  Modal,
  NumberInput,
  Spinner,
  TextInput,
  TimeInput,
  toast,
} from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { StudentPicker } from '../../../shared/components/StudentPicker';
import { instantIn, wallClockIn } from '@tutoring/domain';

/** Props of {@link TutoringModal}. */
export interface TutoringModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit: loads `GET tutorings/{id}` (the tutoring edit modal); without it, the tutoring schedule modal. */
  tutoringId?: number;
  /** Called after the server accepted the request (e.g. to reload a tutorings list). */
  onSaved?: () => void;
}

/** Headings of the reply lists (not given by the documents). */
export const TUTORING_TEXTS = {
  pending: 'Pending bookings',
  failed: 'Failed bookings',
  none: 'None',
  student: 'Student',
  tutor: 'Tutor',
} as const;

type Person =
  | { name?: string | null; fullName?: string | null; firstName?: string | null; lastName?: string | null }
  | null
  | undefined;
const personName = (p: Person): string =>
  p?.fullName ?? p?.name ?? [p?.firstName, p?.lastName].filter(Boolean).join(' ');

type Booking = {
  startsAt?: string | null;
  duration?: number | null;
  primary?: boolean | null;
  availabilityId?: number | null;
};

const describe = (item: unknown, zone: string | null | undefined): string => {
  if (item && typeof item === 'object') {
    const b = item as Booking & { error?: string; errors?: string[]; message?: string };
    const when = b.startsAt ? `${formatDate(b.startsAt, zone)} ${formatTime(b.startsAt, zone)}` : 'Booking';
    const why = b.error ?? b.message ?? (b.errors ?? []).join(', ');
    return why ? `${when}: ${why}` : when;
  }
  return String(item);
};

/**
 * SES-47: the tutoring schedule and tutoring edit modals (lg, OP-23). They build a tutoring request (startsAt,
 * duration, availability, repeatOptions {book, startsAt, availabilityId} for each repeat week, bookings {startsAt,
 * duration, primary, availabilityId}), send `POST tutorings` `{tutoring}` and list the reply's meta.pending and
 * meta.failed bookings. Staff scheduling pick the student (CRM-35 autocomplete); editing names the tutoring's student and
 * tutor and sends its id and studentId: the api-server books the new times for that student and cancels the old one.
 */
export function TutoringModal({ open, onClose, tutoringId, onSaved }: TutoringModalProps) {
  const user = useCurrentUser();
  const zone = user?.timeZone;
  const editing = typeof tutoringId === 'number';
  // Staff schedule for a student they pick; a student books for themself (the server takes the signed-in student).
  const picksStudent = !editing && user?.type !== 'Student' && user?.type !== 'Parent';
  const [student, setStudent] = useState<Student | null>(null);
  const existing = useQuery({
    queryKey: queryKeys.detail('tutorings', tutoringId ?? -1),
    queryFn: ({ signal }) => api.tutorings.get(tutoringId as number, { signal }),
    enabled: open && editing,
  });
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState('60');
  const [availabilityId, setAvailabilityId] = useState('');
  const [weeks, setWeeks] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TutoringCreateReply | null>(null);
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(!editing);

  useEffect(() => {
    const t = existing.data;
    if (!t || loaded) return;
    const w = wallClockIn(t.startsAt, zone) ?? { date: '', time: '' };
    setDate(w.date || null);
    setTime(w.time);
    if (t.duration) setDuration(String(t.duration));
    const avail = t.availabilityId ?? (typeof t.availability === 'number' ? t.availability : t.availability?.id);
    if (avail) setAvailabilityId(String(avail));
    setWeeks(String(Math.max(1, (t.repeatOptions ?? []).length || 1)));
    setLoaded(true);
  }, [existing.data, loaded, zone]);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (picksStudent && !student) next.student = FIELD_REQUIRED;
    if (!date) next.date = FIELD_REQUIRED;
    if (!time) next.time = FIELD_REQUIRED;
    const d = validateRequiredNumber(duration, 1, SESSION_DURATION_MAX);
    if (d) next.duration = d;
    const w = Number(weeks);
    if (!Number.isInteger(w) || w < REPEAT_WEEKS_MIN || w > REPEAT_WEEKS_MAX)
      next.weeks = fieldBetween(REPEAT_WEEKS_MIN, REPEAT_WEEKS_MAX);
    setErrors(next);
    if (Object.keys(next).length > 0 || !date) return;
    const startsAt = (instantIn(date, time, zone)?.toISOString() ?? null) as string;
    const avail = availabilityId.trim() ? Number(availabilityId) : null;
    const minutes = Number(duration);
    const weekStarts = Array.from({ length: w }, (_, i) =>
      new Date(Date.parse(startsAt) + i * 7 * 24 * 3600_000).toISOString(),
    );
    const studentId = picksStudent ? student?.id : (existing.data?.studentId ?? undefined);
    const tutoring = {
      ...(editing ? { id: tutoringId } : {}),
      ...(typeof studentId === 'number' ? { studentId } : {}),
      startsAt,
      duration: minutes,
      availability: avail,
      repeatOptions: weekStarts.slice(1).map((s) => ({ book: true, startsAt: s, availabilityId: avail })),
      bookings: weekStarts.map((s, i) => ({ startsAt: s, duration: minutes, primary: i === 0, availabilityId: avail })),
    };
    setSaving(true);
    try {
      const reply = await api.tutorings.create(tutoring, { handleErrors: false });
      setResult(reply);
      toast.success('Tutoring request sent.');
      onSaved?.();
    } catch (error) {
      const text = describeSaveError(error);
      toast.error(text.title, text.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit tutoring' : 'Schedule tutoring'}
      footer={
        <Button variant="primary" loading={saving} onClick={() => void submit()}>
          Save
        </Button>
      }
    >
      {!loaded ? <Spinner label="Loading tutoring" /> : null}
      {Object.keys(errors).length > 0 ? <Alert>{FIX_FORM_ERRORS}</Alert> : null}
      {loaded ? (
        <>
          {editing && existing.data ? (
            <dl>
              <dt>{TUTORING_TEXTS.student}</dt>
              <dd>
                {personName((existing.data as { student?: Person }).student) || `#${existing.data.studentId ?? ''}`}
              </dd>
              <dt>{TUTORING_TEXTS.tutor}</dt>
              <dd>{personName((existing.data as { tutor?: Person }).tutor) || `#${existing.data.tutorId ?? ''}`}</dd>
            </dl>
          ) : null}
          {picksStudent ? (
            <FormField id="tutoring-student" label={TUTORING_TEXTS.student} required error={errors.student}>
              <StudentPicker
                id="tutoring-student"
                value={student}
                onChange={setStudent}
                invalid={Boolean(errors.student)}
              />
            </FormField>
          ) : null}
          <FormField label="Date" required error={errors.date}>
            <DateInput value={date} onChange={setDate} />
          </FormField>
          <FormField label="Time" required error={errors.time}>
            <TimeInput value={time} onChange={(e) => setTime(e.target.value)} />
          </FormField>
          <FormField label="Duration (minutes)" required error={errors.duration}>
            <NumberInput value={duration} onChange={(e) => setDuration(e.target.value)} />
          </FormField>
          <FormField label="Availability id">
            <TextInput value={availabilityId} inputMode="numeric" onChange={(e) => setAvailabilityId(e.target.value)} />
          </FormField>
          <FormField label="Weeks" error={errors.weeks}>
            <NumberInput value={weeks} onChange={(e) => setWeeks(e.target.value)} />
          </FormField>
        </>
      ) : null}
      {result ? (
        <>
          <section aria-label={TUTORING_TEXTS.pending}>
            <h3>{TUTORING_TEXTS.pending}</h3>
            {result.meta.pending.length === 0 ? (
              <p>{TUTORING_TEXTS.none}</p>
            ) : (
              <ul>
                {result.meta.pending.map((p, i) => (
                  <li key={i}>{describe(p, zone)}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label={TUTORING_TEXTS.failed}>
            <h3>{TUTORING_TEXTS.failed}</h3>
            {result.meta.failed.length === 0 ? (
              <p>{TUTORING_TEXTS.none}</p>
            ) : (
              <ul>
                {result.meta.failed.map((p, i) => (
                  <li key={i}>{describe(p, zone)}</li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </Modal>
  );
}
