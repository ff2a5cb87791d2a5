import { useState } from 'react';
import { Alert, Button, DateInput, FormField, Modal } from '@tutoring/design-system';
import { FIELD_REQUIRED } from '@tutoring/domain';

/** Props of {@link TerminateModal}. */
export interface TerminateModalProps {
  open: boolean;
  name: string;
  processing: boolean;
  /** The errors the last call stored on the record (API-14). */
  errors: readonly string[];
  onClose: () => void;
  /** Called with the end date as YYYY-MM-DD. */
  onTerminate: (endDate: string) => void;
}

/** STF-06: asks for the end date (MM/DD/YYYY), then terminates. */
export function TerminateModal({ open, name, processing, errors, onClose, onTerminate }: TerminateModalProps) {
  const [endDate, setEndDate] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const error = touched && !endDate ? FIELD_REQUIRED : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={`Terminate ${name}`}
      footer={
        <Button
          variant="danger"
          loading={processing}
          onClick={() => {
            setTouched(true);
            if (endDate) onTerminate(endDate);
          }}
        >
          Terminate
        </Button>
      }
    >
      <FormField label="End date" required error={error} help="MM/DD/YYYY">
        <DateInput value={endDate} onChange={setEndDate} required />
      </FormField>
      <Alert messages={errors} />
    </Modal>
  );
}
