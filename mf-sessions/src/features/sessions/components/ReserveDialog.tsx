import { useState } from 'react';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { Student } from '@tutoring/contract';
import { AUTOCOMPLETE_DELAY_MS, FIX_FORM_ERRORS, FIELD_REQUIRED, validateReservationEndDate } from '@tutoring/domain';
import { Autocomplete, Button, DateInput, FormField, Modal } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';

/** Props of {@link ReserveDialog}. */
export interface ReserveDialogProps {
  open: boolean;
  courseId: number;
  onClose: () => void;
  /** Fixed "today" (tests, stories). */
  now?: Date;
}

const studentLabel = (s: Student): string => {
  const name = [s.firstName, s.lastName].filter(Boolean).join(' ') || (s as { name?: string }).name || `#${s.id}`;
  const school = (s as { school?: { name?: string | null } | null }).school?.name;
  return school ? `${name} (${school})` : name;
};

/**
 * SES-29, OP-43: the reserve dialog (md). Student autocomplete (`GET students.json?include=school&query=`, 400 ms,
 * CRM-35) and a required reservation end date not before today; saves `PUT courses/{id}` with reservedForId and
 * reservedUntil.
 */
export function ReserveDialog({ open, courseId, onClose, now }: ReserveDialogProps) {
  const zone = useCurrentUser()?.timeZone;
  const [student, setStudent] = useState<Student | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ student?: string; endDate?: string }>({});
  const reserve = useResourceMutation<{ reservedForId: number; reservedUntil: string }, unknown>({
    mutationFn: (body, call) => api.courses.reserve(courseId, body, call),
    invalidate: [queryKeys.resource('courses'), queryKeys.resource('sessions')],
    onSuccess: onClose,
  });
  const save = () => {
    const next: typeof errors = {};
    if (!student) next.student = FIELD_REQUIRED;
    const dateError = validateReservationEndDate(endDate, now ?? new Date(), zone);
    if (dateError) next.endDate = dateError;
    setErrors(next);
    if (Object.keys(next).length > 0 || !student || !endDate) return;
    void reserve.run({ reservedForId: student.id, reservedUntil: endDate });
  };
  return (
    <Modal open={open} onClose={onClose} title="Reserve" footer={<Button variant="primary" loading={reserve.processing} onClick={save}>Save</Button>}>
      {Object.keys(errors).length > 0 ? <p role="alert">{FIX_FORM_ERRORS}</p> : null}
      <FormField label="Student" required error={errors.student}>
        <Autocomplete<Student>
          loadOptions={async (query, signal) => (await api.students.search(query, {}, { signal })).results}
          getOptionLabel={studentLabel}
          getOptionKey={(s) => String(s.id)}
          value={student}
          onChange={setStudent}
          debounce={AUTOCOMPLETE_DELAY_MS}
        />
      </FormField>
      <FormField label="Reservation end date" required error={errors.endDate}>
        <DateInput value={endDate} onChange={setEndDate} />
      </FormField>
    </Modal>
  );
}
