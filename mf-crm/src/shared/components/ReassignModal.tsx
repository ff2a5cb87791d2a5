import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReassignSchema } from '@tutoring/contract';
import { FormField } from '@tutoring/design-system';
import { FormModal, IdSelect } from '@tutoring/design-system/forms';
import { useEmployeeOptions } from '../api/reference';

type Values = { employeeId: number | null };

/**
 * Reassign modal (md, OP-23): picks the owning employee (or nobody) and hands it to `reassign`
 * (CRM-12 `PUT parents/{id}/reassign`, CRM-22 `PUT lead_sources/{id}/reassign`), on the contract's reassign member.
 */
export function ReassignModal<T>({
  open,
  title,
  currentEmployeeId,
  reassign,
  onSaved,
  onClose,
}: {
  open: boolean;
  title: string;
  currentEmployeeId: number | null | undefined;
  reassign: (employeeId: number | null) => Promise<T>;
  onSaved: (result: T) => void;
  onClose: () => void;
}) {
  const options = useEmployeeOptions();
  const form = useForm<Values>({
    resolver: zodResolver(ReassignSchema) as never,
    defaultValues: { employeeId: currentEmployeeId ?? null },
  });
  return (
    <FormModal<T, Values>
      open={open}
      title={title}
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={({ employeeId }) => reassign(employeeId ?? null)}
      onSaved={onSaved}
      submitLabel="Reassign"
      closeOnSave={false}
    >
      <FormField label="Owner" name="employeeId">
        <Controller
          control={form.control}
          name="employeeId"
          render={({ field }) => <IdSelect {...field} options={options} placeholder="Unassigned" />}
        />
      </FormField>
    </FormModal>
  );
}
