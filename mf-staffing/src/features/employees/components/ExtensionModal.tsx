import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Employee } from '@tutoring/contract';
import { ExtensionHandleSchema } from '@tutoring/contract/writes';
import { FormField, TextInput } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { REQUEST_ERROR, SERVER_ERROR_TITLE } from '@tutoring/domain';

/** Props of {@link ExtensionModal}. */
export interface ExtensionModalProps {
  open: boolean;
  name: string;
  initial: string;
  onClose: () => void;
  /** The call with the handle (null when emptied). */
  save: (extensionHandle: string | null) => Promise<Employee>;
  /** Called with the updated employee; the modal then closes. */
  onSaved: (employee: Employee) => void;
}

/** STF-07: sets an employee's phone extension handle (the contract's extension schema; empty clears it). */
export function ExtensionModal({ open, name, initial, onClose, save, onSaved }: ExtensionModalProps) {
  const form = useForm<{ extensionHandle: string }>({
    resolver: zodResolver(ExtensionHandleSchema) as never,
    defaultValues: { extensionHandle: initial },
  });
  return (
    <FormModal<Employee, { extensionHandle: string }>
      open={open}
      onClose={onClose}
      size="md"
      title={`Extension of ${name}`}
      submitLabel="Save extension"
      form={form}
      onSubmit={({ extensionHandle }) => save(extensionHandle.trim() || null)}
      onSaved={onSaved}
      describeError={() => ({ title: SERVER_ERROR_TITLE, message: REQUEST_ERROR })}
    >
      <FormField label="Extension handle" name="extensionHandle">
        <TextInput {...form.register('extensionHandle')} maxLength={50} />
      </FormField>
    </FormModal>
  );
}
