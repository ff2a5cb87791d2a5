import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, queryKeys } from '@tutoring/api-client';
import type { Availability, RepeatOption } from '@tutoring/contract';
import { Alert, Button, Checkbox, Modal, Spinner } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';

/** Props of {@link RepeatModal}. */
export interface RepeatModalProps {
  open: boolean;
  availability: Availability;
  tutorId: number;
  timeZone?: string | null;
  onClose: () => void;
  onRepeated: () => void;
}

/**
 * STF-26: repeats an availability: loads `GET availabilities/repeat_options?id=&tutorId=` and sends the chosen weeks
 * with `POST availabilities/repeat`. A week that already has an availability cannot be chosen.
 */
export function RepeatModal({ open, availability, tutorId, timeZone, onClose, onRepeated }: RepeatModalProps) {
  const query = useQuery({
    queryKey: queryKeys.call('availabilities', 'repeat_options', availability.id, tutorId),
    queryFn: ({ signal }) => api.availabilities.repeatOptions({ id: availability.id, tutorId }, { signal }),
    enabled: open,
  });
  const [options, setOptions] = useState<RepeatOption[]>([]);
  const loaded = query.data?.repeatOptions;
  useEffect(() => {
    if (loaded) setOptions(loaded.map((o) => ({ ...o, book: !!o.book })));
  }, [loaded]);
  const [processing, setProcessing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const chosen = options.filter((o) => o.book).length;
  const repeat = async () => {
    setProcessing(true);
    setErrors([]);
    try {
      await api.availabilities.repeat(
        { id: availability.id, tutorId, repeatOptions: options },
        { handleErrors: false },
      );
      onRepeated();
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : ['There was an error processing your request.']);
    } finally {
      setProcessing(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title="Repeat availability"
      footer={
        <Button variant="primary" disabled={chosen === 0} loading={processing} onClick={() => void repeat()}>
          Repeat {chosen} {chosen === 1 ? 'week' : 'weeks'}
        </Button>
      }
    >
      {query.isLoading ? <Spinner label="Loading repeat options" /> : null}
      <fieldset>
        <legend>Repeat on</legend>
        {options.map((o, index) => {
          const taken = typeof o.availabilityId === 'number';
          const label = `${formatDate(o.startsAt ?? null, timeZone)} ${formatTime(o.startsAt ?? null, timeZone)}${taken ? ' (already available)' : ''}`;
          return (
            <Checkbox
              key={o.startsAt ?? index}
              label={label}
              disabled={taken}
              checked={!!o.book}
              onChange={(e) =>
                setOptions((list) => list.map((x, i) => (i === index ? { ...x, book: e.target.checked } : x)))
              }
            />
          );
        })}
      </fieldset>
      <Alert messages={errors} />
    </Modal>
  );
}
