import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z, type Student, type TutoringCreateReply } from '@tutoring/contract';
import { FIELD_REQUIRED, fieldBetween, formatDate, formatTime } from '@tutoring/domain';
import {
  REPEAT_WEEKS_MAX,
  REPEAT_WEEKS_MIN,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN_FALLBACK,
  addDaysToIsoDate,
  instantIn,
  validateRequiredNumber,
  validateTimeExists,
  wallClockIn,
} from '@tutoring/domain/areas';
import { FormField, TextInput, Facts } from '@tutoring/design-system';
import { DateInput, FormModal, NumberInput, TimeInput, useFillOnce } from '@tutoring/design-system/forms';
import { useCurrentUser } from '@tutoring/platform';
import { StudentPicker } from '../../../shared/components/StudentPicker';
import { timesNote } from '../../../shared/lib/timesNote';
import { tutoringQueries, useRequestTutoring } from '../api/tutorings';

/** Props of {@link TutoringModal}. */
export interface TutoringModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit: loads `GET tutorings/{id}` (the tutoring edit modal); without it, the tutoring schedule modal. */
  tutoringId?: number;
  /** Called after the server accepted the request (the request itself refreshes the tutorings, useRequestTutoring). */
  onSaved?: () => void;
}

const HOUR_MS = 3_600_000;
const HALF_WEEK_MS = 84 * HOUR_MS;

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

interface Values {
  student: Student | null;
  /** YYYY-MM-DD */
  date: string | null;
  time: string;
  duration: string;
  availabilityId: string;
  weeks: string;
}

/** A rule of the domain's validators (a message or null) as a zod check. */
const checked = (rule: (v: string) => string | null) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const message = rule(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );

/**
 * The dates (`YYYY-MM-DD`) of the weeks booked: the date and the same weekday of the following weeks. Each week keeps
 * the wall-clock time typed, also across a daylight-saving change (adding 7 × 24 hours booked it an hour off).
 */
const weekDates = (date: string, weeks: string): string[] => {
  const count = Number(weeks);
  const valid = Number.isInteger(count) && count >= REPEAT_WEEKS_MIN && count <= REPEAT_WEEKS_MAX;
  return Array.from({ length: valid ? count : 1 }, (_, i) => addDaysToIsoDate(date, i * 7));
};

/**
 * The tutoring form's schema (SES-47): the student (staff scheduling), a date and a time required (not one the clocks
 * of `timeZone` skip on one of the weeks' dates, when daylight-saving time starts); the duration
 * required, SESSION_DURATION_MIN_FALLBACK..SESSION_DURATION_MAX minutes (15..600, as the contract's body); weeks REPEAT_WEEKS_MIN..REPEAT_WEEKS_MAX. The request built from it is
 * the contract's `TutoringBodySchema`.
 */
const tutoringSchema = (picksStudent: boolean, timeZone: string | null | undefined) =>
  z
    .object({
      student: z.nullable(z.looseObject({ id: z.int() })).check(z.refine((s) => !picksStudent || !!s, FIELD_REQUIRED)),
      date: z.nullable(z.string()).check(z.refine((v) => !!v, FIELD_REQUIRED)),
      time: z.string().check(z.refine((v) => v !== '', FIELD_REQUIRED)),
      duration: checked((v) => validateRequiredNumber(v, SESSION_DURATION_MIN_FALLBACK, SESSION_DURATION_MAX)),
      availabilityId: z.string(),
      weeks: checked((v) => {
        const w = Number(v);
        return Number.isInteger(w) && w >= REPEAT_WEEKS_MIN && w <= REPEAT_WEEKS_MAX
          ? null
          : fieldBetween(REPEAT_WEEKS_MIN, REPEAT_WEEKS_MAX);
      }),
    })
    .check(
      z.superRefine((v, ctx) => {
        const message = v.date
          ? weekDates(v.date, v.weeks)
              .map((date) => validateTimeExists(date, v.time, timeZone))
              .find(Boolean)
          : null;
        if (message) ctx.addIssue({ code: 'custom', path: ['time'], message });
      }),
    );

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
  const existing = useQuery({ ...tutoringQueries.detail(tutoringId ?? -1), enabled: open && editing });
  const requestTutoring = useRequestTutoring();
  const queryClient = useQueryClient();
  const schema = useMemo(() => tutoringSchema(picksStudent, zone), [picksStudent, zone]);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { student: null, date: null, time: '', duration: '60', availabilityId: '', weeks: '1' },
  });
  const { control, register } = form;
  const [result, setResult] = useState<TutoringCreateReply | null>(null);
  const loaded = useFillOnce(form, editing ? existing.data : null, (t) => {
    const w = wallClockIn(t.startsAt, zone) ?? { date: '', time: '' };
    const avail = t.availabilityId ?? (typeof t.availability === 'number' ? t.availability : t.availability?.id);
    return {
      student: null,
      date: w.date || null,
      time: w.time,
      duration: t.duration ? String(t.duration) : '60',
      availabilityId: avail ? String(avail) : '',
      weeks: String(Math.max(1, (t.repeatOptions ?? []).length || 1)),
    };
  });

  /**
   * The availability of each week (SES-47, DOM-60): the first week's is the one typed; a repeat week's is the one
   * `GET availabilities/repeat_options` offers for that week (the tutor's open availability overlapping the typed one
   * moved by whole weeks), null when it offers none: the server leaves out the weeks it would refuse (up to 52 weeks
   * are offered), so an option is found by its start, never by its place in the list (sending the first week's id for
   * every week failed them all with "No open availability covers this time"). Without a typed availability every week
   * is null.
   */
  const weekAvailabilities = async (avail: number | null, weekStarts: string[]): Promise<Array<number | null>> => {
    if (avail === null || weekStarts.length < 2) return weekStarts.map(() => avail);
    const { availability, repeatOptions } = await queryClient.fetchQuery({
      ...tutoringQueries.repeatOptions(avail),
      staleTime: 0,
    });
    const firstStart = Date.parse(weekStarts[0]!);
    const availabilityStart = Date.parse(availability?.startsAt ?? '');
    return weekStarts.map((start, week) => {
      if (week === 0) return avail;
      // The option of this week: the availability's start moved as far as this week's start (12 hours either way
      // for a clock change between them); when the reply does not say where the availability starts, the option
      // starting within half a week of this week's start (the options are a week apart).
      const expected = availabilityStart + (Date.parse(start) - firstStart);
      const option = Number.isFinite(availabilityStart)
        ? repeatOptions.find((o) => Math.abs(Date.parse(o.startsAt ?? '') - expected) <= 12 * HOUR_MS)
        : repeatOptions.find((o) => Math.abs(Date.parse(o.startsAt ?? '') - Date.parse(start)) < HALF_WEEK_MS);
      return option?.availabilityId ?? null;
    });
  };

  /** The tutoring request of the form's values (the contract's TutoringBodySchema). */
  const request = async (values: Values) => {
    const weekStarts = weekDates(values.date as string, values.weeks).map(
      (date) => (instantIn(date, values.time, zone)?.toISOString() ?? null) as string,
    );
    const startsAt = weekStarts[0]!;
    const avail = values.availabilityId.trim() ? Number(values.availabilityId) : null;
    const availabilities = await weekAvailabilities(avail, weekStarts);
    const minutes = Number(values.duration);
    const studentId = picksStudent ? values.student?.id : (existing.data?.studentId ?? undefined);
    return {
      ...(editing ? { id: tutoringId } : {}),
      ...(typeof studentId === 'number' ? { studentId } : {}),
      startsAt,
      duration: minutes,
      availability: avail,
      repeatOptions: weekStarts
        .slice(1)
        .map((s, i) => ({ book: true, startsAt: s, availabilityId: availabilities[i + 1] ?? null })),
      bookings: weekStarts.map((s, i) => ({
        startsAt: s,
        duration: minutes,
        primary: i === 0,
        availabilityId: availabilities[i] ?? null,
      })),
    };
  };

  return (
    <FormModal<TutoringCreateReply, Values>
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit tutoring' : 'Schedule tutoring'}
      form={form}
      onSubmit={async (values) => requestTutoring.mutateAsync(await request(values))}
      // The modal stays open to list the reply's pending and failed bookings.
      closeOnSave={false}
      successMessage="Tutoring request sent."
      onSaved={(reply) => {
        setResult(reply);
        onSaved?.();
      }}
      loading={!loaded && 'Loading tutoring'}
    >
      {editing && existing.data ? (
        <Facts>
          <dt>{TUTORING_TEXTS.student}</dt>
          <dd>{personName((existing.data as { student?: Person }).student) || `#${existing.data.studentId ?? ''}`}</dd>
          <dt>{TUTORING_TEXTS.tutor}</dt>
          <dd>{personName((existing.data as { tutor?: Person }).tutor) || `#${existing.data.tutorId ?? ''}`}</dd>
        </Facts>
      ) : null}
      {picksStudent ? (
        <FormField id="tutoring-student" label={TUTORING_TEXTS.student} required name="student">
          <Controller
            control={control}
            name="student"
            render={({ field, fieldState }) => (
              <StudentPicker
                id="tutoring-student"
                value={field.value}
                onChange={field.onChange}
                invalid={fieldState.invalid}
              />
            )}
          />
        </FormField>
      ) : null}
      <FormField label="Date" required name="date">
        <Controller
          control={control}
          name="date"
          render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
      {/* the zone the date and time are typed in, as the session editor names it. */}
      <FormField label="Time" required name="time" help={timesNote(zone)}>
        <TimeInput {...register('time')} />
      </FormField>
      <FormField label="Duration (minutes)" required name="duration">
        <NumberInput {...register('duration')} />
      </FormField>
      <FormField label="Availability id" name="availabilityId">
        <TextInput inputMode="numeric" {...register('availabilityId')} />
      </FormField>
      <FormField label="Weeks" name="weeks">
        <NumberInput {...register('weeks')} />
      </FormField>
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
    </FormModal>
  );
}
