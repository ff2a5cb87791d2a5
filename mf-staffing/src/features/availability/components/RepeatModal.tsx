import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AvailabilityRepeatSchema, type Availability, type RepeatOption } from '@tutoring/contract';
import { Checkbox } from '@tutoring/design-system';
import { FormModal, useFillOnce } from '@tutoring/design-system/forms';
import { FIX_FORM_ERRORS, formatDate, formatTime } from '@tutoring/domain';
import { availabilityQueries, useRepeatAvailability } from '../api/availabilities';

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

/**
 * STF-26: repeats an availability: loads `GET availabilities/repeat_options?id=&tutorId=` and sends the chosen weeks
 * with `POST availabilities/repeat` (the contract's repeat schema: at least one week). A week that already has an
 * availability cannot be chosen.
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
  const chosen = (form.watch('repeatOptions') ?? []).filter((o) => o.book).length;
  return (
    <FormModal<unknown, { repeatOptions: RepeatOption[] }>
      open={open}
      onClose={onClose}
      size="md"
      title="Repeat availability"
      submitLabel={`Repeat ${chosen} ${chosen === 1 ? 'week' : 'weeks'}`}
      form={form}
      invalidMessage={(errors) =>
        errors.repeatOptions?.root?.message ?? errors.repeatOptions?.message ?? FIX_FORM_ERRORS
      }
      onSubmit={({ repeatOptions }) => repeat.mutateAsync({ id: availability.id, tutorId, repeatOptions })}
      onSaved={() => onRepeated?.()}
      loading={!ready && !query.isError && 'Loading repeat options'}
    >
      <fieldset>
        <legend>Repeat on</legend>
        {fields.map((o, index) => {
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
      </fieldset>
    </FormModal>
  );
}
