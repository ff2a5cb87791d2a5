import { useState } from 'react';
import { ApiError, api } from '@tutoring/api-client';
import type { Availability } from '@tutoring/contract';
import { Alert, Button, Checkbox, DateInput, FormField, Modal, TimeInput } from '@tutoring/design-system';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { zonedParts, zonedTimeToUtc } from '../../../shared/lib/time';

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
  onSaved: () => void;
  /** Opens the repeat options of a saved availability. */
  onRepeat?: (availability: Availability) => void;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * STF-26: create, edit and delete an availability (generic `availabilities/{id}`). Save errors stay on the record
 * and are shown in the form (API-14).
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
  const start = availability?.startsAt ? zonedParts(availability.startsAt, timeZone) : null;
  const end = availability?.endsAt ? zonedParts(availability.endsAt, timeZone) : null;
  const [date, setDate] = useState<string | null>(start?.date ?? initial?.date ?? null);
  const [from, setFrom] = useState(
    start ? hhmm(start.hour * 60 + start.minute) : initial ? hhmm(initial.hour * 60) : '',
  );
  const [to, setTo] = useState(end ? hhmm(end.hour * 60 + end.minute) : initial ? hhmm(initial.hour * 60 + 60) : '');
  const [locked, setLocked] = useState(!!availability?.locked);
  const [processing, setProcessing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);

  const missing = !date || !from || !to;
  const run = async (call: () => Promise<unknown>) => {
    setProcessing(true);
    setErrors([]);
    try {
      await call();
      onSaved();
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : ['There was an error processing your request.']);
    } finally {
      setProcessing(false);
    }
  };
  const save = () => {
    setTouched(true);
    if (missing) return;
    const startsAt = zonedTimeToUtc(date, toMinutes(from), timeZone);
    let endsAt = zonedTimeToUtc(date, toMinutes(to), timeZone);
    if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 86_400_000);
    const body = { tutorId, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), locked };
    void run(() =>
      availability
        ? api.availabilities.update(availability.id, body, { handleErrors: false })
        : api.availabilities.create(body, { handleErrors: false }),
    );
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={availability ? 'Edit availability' : 'New availability'}
      footer={
        <>
          {availability ? (
            <Button
              variant="danger"
              disabled={processing}
              onClick={() => void run(() => api.availabilities.remove(availability.id, { handleErrors: false }))}
            >
              Delete
            </Button>
          ) : null}
          {availability && onRepeat ? (
            <Button disabled={processing} onClick={() => onRepeat(availability)}>
              Repeat
            </Button>
          ) : null}
          <Button variant="primary" loading={processing} onClick={save}>
            Save availability
          </Button>
        </>
      }
    >
      <FormField label="Date" required error={touched && !date ? FIELD_REQUIRED : null}>
        <DateInput value={date} onChange={setDate} required />
      </FormField>
      <FormField label="Start time" required error={touched && !from ? FIELD_REQUIRED : null}>
        <TimeInput value={from} onChange={(e) => setFrom(e.target.value)} required />
      </FormField>
      <FormField label="End time" required error={touched && !to ? FIELD_REQUIRED : null}>
        <TimeInput value={to} onChange={(e) => setTo(e.target.value)} required />
      </FormField>
      <Checkbox
        label="Locked (hidden from students and parents)"
        checked={locked}
        onChange={(e) => setLocked(e.target.checked)}
      />
      <Alert messages={errors} />
    </Modal>
  );
}
