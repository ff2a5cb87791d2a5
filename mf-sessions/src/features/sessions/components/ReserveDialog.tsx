import { useState } from 'react';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { Student } from '@tutoring/contract';
import { FIX_FORM_ERRORS, FIELD_REQUIRED, validateReservationEndDate } from '@tutoring/domain';
import { Alert, Button, DateInput, FormField, Modal } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { StudentPicker } from '../../../shared/components/StudentPicker';

/** Props of {@link ReserveDialog}. */
export interface ReserveDialogProps {
  open: boolean;
  courseId: number;
  onClose: () => void;
  /** Fixed "today" (tests, stories). */
  now?: Date;
}

/**
 * SES-29, OP-43: the reserve dialog (md). mf-crm's student autocomplete (`mf_crm/StudentAutocomplete`, CRM-35, 400 ms;
 * a local one with the same call when mf-crm is unavailable) and a required reservation end date not before today; saves `PUT courses/{id}` with reservedForId and
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
    <Modal
      open={open}
      onClose={onClose}
      title="Reserve"
      footer={
        <Button variant="primary" loading={reserve.processing} onClick={save}>
          Save
        </Button>
      }
    >
      {Object.keys(errors).length > 0 ? <Alert>{FIX_FORM_ERRORS}</Alert> : null}
      <FormField id="reserve-student" label="Student" required error={errors.student}>
        <StudentPicker id="reserve-student" value={student} onChange={setStudent} invalid={Boolean(errors.student)} />
      </FormField>
      <FormField label="Reservation end date" required error={errors.endDate}>
        <DateInput value={endDate} onChange={setEndDate} />
      </FormField>
    </Modal>
  );
}
