import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Employee } from '@tutoring/contract';
import { TerminateSchema } from '@tutoring/contract/writes';
import { FormField } from '@tutoring/design-system';
import { DateInput, FormModal } from '@tutoring/design-system/forms';
import { REQUEST_ERROR, SERVER_ERROR_TITLE } from '@tutoring/domain';

/** Props of {@link TerminateModal}. */
export interface TerminateModalProps {
  open: boolean;
  name: string;
  onClose: () => void;
  /** The terminate call with the end date as YYYY-MM-DD. */
  terminate: (endDate: string) => Promise<Employee>;
  /** Called with the terminated employee; the modal then closes. */
  onSaved: (employee: Employee) => void;
}

type Values = { endDate: string | null };

/**
 * STF-06: asks for the end date (MM/DD/YYYY, required by the contract's terminate schema), then terminates. A
 * refused call keeps the date, shows the server's errors in the form and toasts the request error (OP-55).
 */
export function TerminateModal({ open, name, onClose, terminate, onSaved }: TerminateModalProps) {
  const form = useForm<Values>({ resolver: zodResolver(TerminateSchema) as never, defaultValues: { endDate: null } });
  return (
    <FormModal<Employee, Values>
      open={open}
      onClose={onClose}
      size="md"
      title={`Terminate ${name}`}
      submitLabel="Terminate"
      form={form}
      onSubmit={({ endDate }) => terminate(endDate!)}
      onSaved={onSaved}
      describeError={() => ({ title: SERVER_ERROR_TITLE, message: REQUEST_ERROR })}
    >
      <FormField label="End date" required name="endDate" help="MM/DD/YYYY">
        <Controller
          control={form.control}
          name="endDate"
          render={({ field }) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </FormField>
    </FormModal>
  );
}
