import { useState } from 'react';
import { Alert, Button, FormField, Modal, TextInput } from '@tutoring/design-system';

/** Props of {@link ExtensionModal}. */
export interface ExtensionModalProps {
  open: boolean;
  name: string;
  initial: string;
  processing: boolean;
  errors: readonly string[];
  onClose: () => void;
  onSave: (extensionHandle: string | null) => void;
}

/** STF-07: sets an employee's phone extension handle. */
export function ExtensionModal({ open, name, initial, processing, errors, onClose, onSave }: ExtensionModalProps) {
  const [value, setValue] = useState(initial);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={`Extension of ${name}`}
      footer={
        <Button variant="primary" loading={processing} onClick={() => onSave(value.trim() || null)}>
          Save extension
        </Button>
      }
    >
      <FormField label="Extension handle">
        <TextInput value={value} onChange={(e) => setValue(e.target.value)} maxLength={50} />
      </FormField>
      <Alert messages={errors} />
    </Modal>
  );
}
