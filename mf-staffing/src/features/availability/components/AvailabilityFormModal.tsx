import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { z, type Availability } from '@tutoring/contract';
import { AvailabilityCreateSchema, requiredText } from '@tutoring/contract/writes';
import { Button, Checkbox, FormField, confirm, toast } from '@tutoring/design-system';
import { DateInput, FormModal, TimeInput, useFillOnce } from '@tutoring/design-system/forms';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { AVAILABILITY_DELETED, AVAILABILITY_DELETE_CONFIRM, END_AFTER_START } from '@tutoring/domain/areas';
import { zonedParts, zonedTimeError, zonedTimeToUtc } from '../../../shared/lib/time';
import { availabilityQueries, useRemoveAvailability, useSaveAvailability } from '../api/availabilities';

/** Props of {@link AvailabilityFormModal}. */
export interface AvailabilityFormModalProps {
  open: boolean;
  tutorId: number;
  timeZone?: string | null;
  /** The availability to edit, or null to create one. */
  availability: Availability | null;
  /** Prefill of a new availability (from a calendar slot). */
  initial?: { date: string; hour: number };
  onClose: () => void;
  /** Called after a save or a delete (the mutation has invalidated the availabilities). */
  onSaved?: () => void;
  /** Opens the repeat options of a saved availability. */
  onRepeat?: (availability: Availability) => void;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
/** An end time in minutes of its day: 00:00 is the midnight that ends it (an 11pm hour of the calendar ends there). */
const endMinutes = (text: string) => toMinutes(text) || 1440;

/**
 * The form: a day and two times in the tutor's zone, mapped to the contract's `startsAt`/`endsAt` on submit. An
 * availability ends on the day it starts (an end of 00:00 is that day's midnight): an end time before or at the start
 * time is refused on the End time field, as the server refuses it, instead of being read as the next day (6pm to 5pm
 * made a 23-hour availability). A time the zone's clocks skip that day (02:30 when daylight-saving time starts) is
 * refused on its field, instead of being saved an hour later.
 */
const availabilityFormSchema = (timeZone: string | null | undefined) =>
  z
    .extend(z.pick(AvailabilityCreateSchema, { locked: true }), {
      date: z.iso.date(FIELD_REQUIRED),
      startsAt: requiredText(5),
      endsAt: requiredText(5),
    })
    .check(
      z.refine((v) => endMinutes(v.endsAt) > toMinutes(v.startsAt), { path: ['endsAt'], message: END_AFTER_START }),
      z.superRefine((v, ctx) => {
        for (const [path, minutes] of [
          ['startsAt', toMinutes(v.startsAt)],
          ['endsAt', endMinutes(v.endsAt)],
        ] as const) {
          const message = zonedTimeError(v.date, minutes, timeZone);
          if (message) ctx.addIssue({ code: 'custom', path: [path], message });
        }
      }),
    );
/**
 * The form's values: the times are named after the attributes they become (`startsAt`, `endsAt`), so the server's
 * refusals by field (`fields.startsAt`, `fields.endsAt` of a 422: an overlap, an end in the past) land on them.
 */
interface Values {
  date: string | null;
  startsAt: string;
  endsAt: string;
  locked: boolean;
}

/** The form's values of an availability (its day and times in the tutor's zone), or of a new one. */
function valuesOf(
  availability: Availability | null,
  timeZone: string | null | undefined,
  initial?: { date: string; hour: number },
): Values {
  const start = availability?.startsAt ? zonedParts(availability.startsAt, timeZone) : null;
  const end = availability?.endsAt ? zonedParts(availability.endsAt, timeZone) : null;
  return {
    date: start?.date ?? initial?.date ?? null,
    startsAt: start ? hhmm(start.hour * 60 + start.minute) : initial ? hhmm(initial.hour * 60) : '',
    endsAt: end ? hhmm(end.hour * 60 + end.minute) : initial ? hhmm(initial.hour * 60 + 60) : '',
    locked: !!availability?.locked,
  };
}

/**
 * STF-26: create, edit and delete an availability (generic `availabilities/{id}`) on the contract's schema. An edit
 * opens at once and shows its fields when the record is in the form (`useFillOnce`), and sends back the version it
 * was opened on (If-Match, issue 20): a save someone made since answers 409, shown in the form's one banner with
 * every value kept.
 */
export function AvailabilityFormModal({
  open,
  tutorId,
  timeZone,
  availability,
  initial,
  onClose,
  onSaved,
  onRepeat,
}: AvailabilityFormModalProps) {
  const id = availability?.id ?? null;
  const stored = useQuery({ ...availabilityQueries.detail(id), enabled: open && id !== null });
  const schema = useMemo(() => availabilityFormSchema(timeZone), [timeZone]);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: valuesOf(null, timeZone, initial),
  });
  const [version, keepVersion] = useOpenedVersion('availabilities');
  const filled = useFillOnce(
    form,
    // A record that cannot be read again is edited as the list showed it.
    id === null ? null : (stored.data ?? (stored.isError ? availability : undefined)),
    (loaded) => valuesOf(loaded, timeZone),
    keepVersion,
  );
  const save = useSaveAvailability();
  const removeAvailability = useRemoveAvailability();
  // Deleting asks first, as the product's other deletes do (an event's "Delete this event?"), and says it was done.
  const remove = async (id: number) => {
    if (removeAvailability.isPending) return;
    const ok = await confirm({ title: AVAILABILITY_DELETE_CONFIRM, confirmLabel: 'Delete', variant: 'danger' });
    if (!ok) return;
    removeAvailability.mutate(id, {
      onSuccess: () => {
        toast.success(AVAILABILITY_DELETED);
        onSaved?.();
        onClose();
      },
    });
  };
  const submit = (values: Values) => {
    const startsAt = zonedTimeToUtc(values.date!, toMinutes(values.startsAt), timeZone);
    const endsAt = zonedTimeToUtc(values.date!, endMinutes(values.endsAt), timeZone);
    const body = { tutorId, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), locked: values.locked };
    return save.mutateAsync({ id: availability?.id ?? null, body, ifMatch: version });
  };
  return (
    <FormModal<Availability, Values>
      open={open}
      onClose={onClose}
      size="md"
      title={availability ? 'Edit availability' : 'New availability'}
      submitLabel="Save availability"
      form={form}
      loading={!filled && 'Loading availability'}
      onSubmit={submit}
      onSaved={() => onSaved?.()}
      // A refusal by field (`fields`) lands on the field of that name; a message alone names the time by its label.
      serverFieldOf={(message) =>
        message.startsWith('Start time ') ? 'startsAt' : message.startsWith('End time ') ? 'endsAt' : undefined
      }
    >
      {availability ? (
        <p>
          <Button
            variant="danger"
            size="sm"
            loading={removeAvailability.isPending}
            onClick={() => void remove(availability.id)}
          >
            Delete
          </Button>{' '}
          {onRepeat ? (
            <Button size="sm" disabled={removeAvailability.isPending} onClick={() => onRepeat(availability)}>
              Repeat
            </Button>
          ) : null}
        </p>
      ) : null}
      <FormField label="Date" required name="date">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </FormField>
      <FormField label="Start time" required name="startsAt">
        <TimeInput {...form.register('startsAt')} />
      </FormField>
      <FormField label="End time" required name="endsAt">
        <TimeInput {...form.register('endsAt')} />
      </FormField>
      <Controller
        control={form.control}
        name="locked"
        render={({ field }) => (
          <Checkbox
            label="Locked (hidden from students and parents)"
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
    </FormModal>
  );
}
