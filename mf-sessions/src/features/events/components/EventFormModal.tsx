import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { z, type Event, type Student } from '@tutoring/contract';
import { EventCreateSchema } from '@tutoring/contract/writes';
import { EVENT_DETAILS_MAX, EVENT_NAME_MAX, FIELD_REQUIRED, PAYABLE_EVENT_TYPES } from '@tutoring/domain';
import { Button, FormField, Select, TextInput, confirm, toast } from '@tutoring/design-system';
import { DateInput, FormModal, TextArea, TimeInput, Toggle, useFillOnce } from '@tutoring/design-system/forms';
import { useCurrentUser } from '@tutoring/platform';
import { studentQueries } from '../../../shared/api/students';
import { StudentPicker } from '../../../shared/components/StudentPicker';
import { timesNote } from '../../../shared/lib/timesNote';
import { eventQueries, useDeleteEvent, useSaveEvent } from '../api/events';
import { END_AFTER_START, instantIn, validateTimeExists, wallClockIn } from '@tutoring/domain/areas';

/** Props of {@link EventFormModal}. */
export interface EventFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit this event; without it the form creates one. */
  eventId?: number;
  onSaved?: (event: Event) => void;
}

/** Event type choices: the DOM-22 types, the only ones the API accepts (a plain "Event" is refused). */
export const EVENT_TYPE_OPTIONS = Object.entries(PAYABLE_EVENT_TYPES).map(([value, label]) => ({ value, label }));

interface Values {
  name: string;
  /** YYYY-MM-DD */
  date: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  subject: string;
  details: string;
  type: string;
}
/**
 * The form's schema: the contract's event rules for name, details, subject and type (SES-30), with the date and the
 * times the form edits in place of startsAt/endsAt (a date is required; the end after the start; a time the clocks of
 * `timeZone` skip that day, when daylight-saving time starts, is refused on its field rather than saved an hour later).
 */
const eventFormSchema = (timeZone: string | null | undefined) =>
  z
    .object({
      name: EventCreateSchema.shape.name,
      details: EventCreateSchema.shape.details,
      subject: EventCreateSchema.shape.subject,
      type: z.pipe(z.string().check(z.refine((v) => v !== '', FIELD_REQUIRED)), EventCreateSchema.shape.type),
      date: z.string().check(z.refine((v) => v !== '', FIELD_REQUIRED)),
      startTime: z.string(),
      endTime: z.string(),
      allDay: z.boolean(),
    })
    .check(
      z.refine((v) => v.allDay || !v.startTime || !v.endTime || v.endTime > v.startTime, {
        path: ['endTime'],
        message: END_AFTER_START,
      }),
      z.superRefine((v, ctx) => {
        if (v.allDay) return;
        for (const path of ['startTime', 'endTime'] as const) {
          const message = validateTimeExists(v.date, v[path], timeZone);
          if (message) ctx.addIssue({ code: 'custom', path: [path], message });
        }
      }),
    );

const EMPTY: Values = {
  name: '',
  date: '',
  startTime: '',
  endTime: '',
  allDay: false,
  subject: '',
  details: '',
  type: '',
};

/**
 * SES-30, SES-31: the event form (md, OP-23). Name (required, max 191), date (required, MM/DD/YYYY), start/end time
 * or all day, subject, details (max 280), type (DOM-22) and the student attendee; saves through generic `events`;
 * "delete" only for an existing event. The attendee is picked with the same student search as the reserve dialog
 * (mf-crm's `StudentAutocomplete` through {@link StudentPicker}, the local one when mf-crm is unavailable).
 */
export function EventFormModal({ open, onClose, eventId, onSaved }: EventFormModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const editing = typeof eventId === 'number';
  const existing = useQuery({ ...eventQueries.detail(eventId ?? -1), enabled: open && editing });
  const save = useSaveEvent();
  const schema = useMemo(() => eventFormSchema(zone), [zone]);
  const form = useForm<Values>({ resolver: zodResolver(schema) as never, defaultValues: EMPTY });
  const { control, register, watch } = form;
  const [student, setStudent] = useState<Student | null>(null);
  const [version, keepVersion] = useOpenedVersion('events');
  const loaded = useFillOnce(
    form,
    editing ? existing.data : null,
    (e) => {
      const start = wallClockIn(e.startsAt, zone) ?? { date: '', time: '' };
      const end = wallClockIn(e.endsAt, zone) ?? { date: '', time: '' };
      return {
        name: e.name ?? '',
        date: start.date,
        startTime: start.time,
        endTime: end.time,
        allDay: !!e.allDay,
        subject: typeof e.subject === 'string' ? e.subject : (e.subject?.name ?? ''),
        details: e.details ?? '',
        type: e.type ?? '',
      };
    },
    (e) => {
      const attendeeId = e.student?.id ?? e.studentId;
      if (typeof attendeeId === 'number')
        setStudent({ id: attendeeId, fullName: e.student?.name ?? undefined } as Student);
      keepVersion(e);
    },
  );

  // The event reply names its attendee by id only: load the student so the field shows a name, not "#id".
  const attendeeId = existing.data?.student?.id ?? existing.data?.studentId ?? null;
  const attendee = useQuery({
    ...studentQueries.detail(attendeeId ?? -1),
    enabled: open && editing && typeof attendeeId === 'number' && !existing.data?.student?.name,
  });
  useEffect(() => {
    const loadedStudent = attendee.data;
    if (loadedStudent)
      setStudent((current) =>
        current?.id === loadedStudent.id && !current.fullName && !current.firstName ? loadedStudent : current,
      );
  }, [attendee.data]);

  const remove = useDeleteEvent(() => {
    toast.success('Event deleted.');
    onClose();
  });

  const body = (values: Values) => {
    const startsAt = values.allDay
      ? (instantIn(values.date, '00:00', zone)?.toISOString() ?? null)
      : (instantIn(values.date, values.startTime || '00:00', zone)?.toISOString() ?? null);
    const endsAt = values.allDay
      ? (instantIn(values.date, '23:59', zone)?.toISOString() ?? null)
      : values.endTime
        ? (instantIn(values.date, values.endTime, zone)?.toISOString() ?? null)
        : startsAt;
    return {
      name: values.name.trim(),
      startsAt,
      endsAt,
      allDay: values.allDay,
      subject: values.subject.trim() || null,
      details: values.details.trim() || null,
      type: values.type,
      studentId: student?.id ?? null,
    };
  };
  const allDay = watch('allDay');

  return (
    <FormModal<Event, Values>
      open={open}
      onClose={onClose}
      title={editing ? 'Edit event' : 'New event'}
      form={form}
      onSubmit={(values) => save.mutateAsync({ id: eventId, body: body(values), ifMatch: version })}
      onSaved={(e) => onSaved?.(e)}
      successMessage="Event saved."
      loading={!loaded && 'Loading event'}
    >
      {editing ? (
        <p>
          <Button
            variant="danger"
            size="sm"
            loading={remove.processing}
            onClick={async () => {
              if (await confirm({ title: 'Delete this event?', confirmLabel: 'delete', variant: 'danger' }))
                await remove.run(eventId);
            }}
          >
            delete
          </Button>
        </p>
      ) : null}
      <FormField label="Name" required name="name">
        <TextInput {...register('name')} maxLength={EVENT_NAME_MAX + 50} />
      </FormField>
      {/* the zone the times are typed in, as the session editor names it; on the date when the event is all day
          (its day runs from midnight to midnight in that zone). */}
      <FormField label="Date" required name="date" help={allDay ? timesNote(zone) : undefined}>
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DateInput {...field} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} />
          )}
        />
      </FormField>
      <Toggle label="All day" {...register('allDay')} />
      {allDay ? null : (
        <>
          <FormField label="Start time" name="startTime" help={timesNote(zone)}>
            <TimeInput {...register('startTime')} />
          </FormField>
          <FormField label="End time" name="endTime">
            <TimeInput {...register('endTime')} />
          </FormField>
        </>
      )}
      <FormField label="Subject" name="subject">
        <TextInput {...register('subject')} />
      </FormField>
      <FormField label="Details" name="details">
        <TextArea {...register('details')} maxLength={EVENT_DETAILS_MAX} />
      </FormField>
      <FormField label="Type" required name="type">
        <Select placeholder="Select a type" options={EVENT_TYPE_OPTIONS} {...register('type')} />
      </FormField>
      <FormField id="event-student" label="Student">
        <StudentPicker id="event-student" value={student} onChange={setStudent} />
      </FormField>
    </FormModal>
  );
}
