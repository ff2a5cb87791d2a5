import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Availability, RepeatOption } from '@tutoring/contract';
import { AvailabilityRepeatSchema } from '@tutoring/contract/writes';
import { Button, Checkbox, FieldGrid, LoadFailure, toast } from '@tutoring/design-system';
import { FormModal, useFillOnce } from '@tutoring/design-system/forms';
import { FIX_FORM_ERRORS, formatDate, formatTime } from '@tutoring/domain';
import { NO_WEEKS_TO_REPEAT, availabilityRepeated, isoDateIn } from '@tutoring/domain/areas';
import { monthTitle } from '../../../shared/lib/time';
import { availabilityQueries, useRepeatAvailability } from '../api/availabilities';

const weeksCount = (n: number): string => `${n} ${n === 1 ? 'week' : 'weeks'}`;

/** Props of {@link RepeatModal}. */
export interface RepeatModalProps {
  open: boolean;
  availability: Availability;
  tutorId: number;
  timeZone?: string | null;
  onClose: () => void;
  /** Called after the repeat (the mutation has invalidated the availabilities). */
  onRepeated?: () => void;
}

/** A month's weeks: a group of its own, their boxes side by side where they fit (one column on a phone). */
const Month = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
`;

/** The weeks offered, by month of their start in the tutor's zone (their index in the form's array kept). */
function byMonth<T extends { startsAt?: string | null }>(weeks: T[], timeZone: string | null | undefined) {
  const months: { title: string; weeks: { week: T; index: number }[] }[] = [];
  weeks.forEach((week, index) => {
    const day = week.startsAt ? isoDateIn(week.startsAt, timeZone) : null;
    const title = day ? monthTitle(day) : '';
    const last = months[months.length - 1];
    if (last && last.title === title) last.weeks.push({ week, index });
    else months.push({ title, weeks: [{ week, index }] });
  });
  return months;
}

/**
 * STF-26: repeats an availability: loads `GET availabilities/repeat_options?id=&tutorId=` and sends the chosen weeks
 * with `POST availabilities/repeat` (the contract's repeat schema: at least one week). A week that already has an
 * availability cannot be chosen. The server offers as many weeks as it has (up to 52, none that overlaps a booked
 * availability): they are grouped by month, and one button ticks every open week (or clears them); no week offered
 * says so. A repeat toasts how many weeks it added ("Availability repeated on 3 weeks.").
 */
export function RepeatModal({ open, availability, tutorId, timeZone, onClose, onRepeated }: RepeatModalProps) {
  const query = useQuery({ ...availabilityQueries.repeatOptions(availability.id, tutorId), enabled: open });
  const repeat = useRepeatAvailability();
  const form = useForm<{ repeatOptions: RepeatOption[] }>({
    resolver: zodResolver(AvailabilityRepeatSchema) as never,
    defaultValues: { repeatOptions: [] },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'repeatOptions', keyName: 'key' });
  // The weeks fill the form once, when they arrive: a later refetch never clears what the user ticked.
  const ready = useFillOnce(form, query.data?.repeatOptions, (loaded) => ({
    repeatOptions: loaded.map((o) => ({ ...o, book: !!o.book })),
  }));
  const weeks = form.watch('repeatOptions') ?? [];
  const chosen = weeks.filter((o) => o.book).length;
  const openWeeks = weeks.flatMap((o, index) => (typeof o.availabilityId === 'number' ? [] : [index]));
  const allChosen = openWeeks.length > 0 && openWeeks.every((index) => weeks[index]?.book);
  const chooseAll = () => {
    for (const index of openWeeks)
      form.setValue(`repeatOptions.${index}.book`, !allChosen, { shouldDirty: true, shouldValidate: false });
  };
  return (
    <FormModal<Availability[], { repeatOptions: RepeatOption[] }>
      open={open}
      onClose={onClose}
      size="md"
      title="Repeat availability"
      submitLabel={`Repeat ${weeksCount(chosen)}`}
      form={form}
      invalidMessage={(errors) =>
        errors.repeatOptions?.root?.message ?? errors.repeatOptions?.message ?? FIX_FORM_ERRORS
      }
      onSubmit={({ repeatOptions }) => repeat.mutateAsync({ id: availability.id, tutorId, repeatOptions })}
      onSaved={(added) => {
        toast.success(availabilityRepeated(added.length));
        onRepeated?.();
      }}
      loading={!ready && !query.isError && 'Loading repeat options'}
    >
      <fieldset>
        <legend>Repeat on</legend>
        {query.isError && fields.length === 0 ? (
          <LoadFailure what="the weeks" onRetry={() => void query.refetch()} />
        ) : fields.length === 0 ? (
          <p>{NO_WEEKS_TO_REPEAT}</p>
        ) : null}
        {openWeeks.length > 1 ? (
          <p>
            <Button size="sm" onClick={chooseAll}>
              {allChosen ? 'Clear every week' : `Choose all ${openWeeks.length} open weeks`}
            </Button>
          </p>
        ) : null}
        {byMonth(fields, timeZone).map((month) => (
          <Month key={month.weeks[0]!.week.key}>
            <legend>{month.title}</legend>
            <FieldGrid>
              {month.weeks.map(({ week: o, index }) => {
                const taken = typeof o.availabilityId === 'number';
                const label = `${formatDate(o.startsAt ?? null, timeZone)} ${formatTime(o.startsAt ?? null, timeZone)}${taken ? ' (already available)' : ''}`;
                return (
                  <Controller
                    key={o.key}
                    control={form.control}
                    name={`repeatOptions.${index}.book`}
                    render={({ field }) => (
                      <Checkbox
                        label={label}
                        disabled={taken}
                        checked={!!field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    )}
                  />
                );
              })}
            </FieldGrid>
          </Month>
        ))}
      </fieldset>
    </FormModal>
  );
}
