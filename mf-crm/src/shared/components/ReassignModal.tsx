import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReassignSchema } from '@tutoring/contract';
import { FormField, Select } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { useEmployeeOptions } from '../api/reference';

/** Value of the owner select meaning "nobody". */
export const UNASSIGNED = '';

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
          render={({ field }) => (
            <Select
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value === null ? UNASSIGNED : String(field.value)}
              onChange={(event) =>
                field.onChange(event.target.value === UNASSIGNED ? null : Number(event.target.value))
              }
              options={[{ value: UNASSIGNED, label: 'Unassigned' }, ...options]}
            />
          )}
        />
      </FormField>
    </FormModal>
  );
}
