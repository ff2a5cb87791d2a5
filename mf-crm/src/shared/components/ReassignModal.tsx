import { useState } from 'react';
import { FormModal, FormField, Select } from '@tutoring/design-system';
import { useEmployeeOptions } from '../api/reference';
import { useFormFeedback } from './formFeedback';

/** Value of the owner select meaning "nobody". */
export const UNASSIGNED = '';

/**
 * Reassign modal (md, OP-23): picks the owning employee (or nobody) and hands it to `onSave`
 * (CRM-12 `PUT parents/{id}/reassign`, CRM-22 `PUT lead_sources/{id}/reassign`).
 */
export function ReassignModal<T>({
  open,
  title,
  currentEmployeeId,
  onSave,
  onSaved,
  onClose,
}: {
  open: boolean;
  title: string;
  currentEmployeeId: number | null | undefined;
  onSave: (employeeId: number | null) => Promise<T>;
  onSaved: (result: T) => void;
  onClose: () => void;
}) {
  const options = useEmployeeOptions();
  const [value, setValue] = useState(currentEmployeeId ? String(currentEmployeeId) : UNASSIGNED);
  const feedback = useFormFeedback();
  return (
    <FormModal
      open={open}
      title={title}
      size="md"
      onClose={onClose}
      onSave={feedback.guard(() => onSave(value === UNASSIGNED ? null : Number(value)))}
      onSaved={onSaved}
      submitLabel="Reassign"
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <FormField label="Owner">
        <Select
          value={value}
          onChange={(event) => setValue(event.target.value)}
          options={[{ value: UNASSIGNED, label: 'Unassigned' }, ...options]}
        />
      </FormField>
    </FormModal>
  );
}
