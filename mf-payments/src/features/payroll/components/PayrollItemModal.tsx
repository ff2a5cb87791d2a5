import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { PayrollItem } from '@tutoring/contract';
import { PayrollItemCreateSchema } from '@tutoring/contract/writes';
import { FormField, TextInput } from '@tutoring/design-system';
import { DateInput, FormModal, NumberInput, useFillOnce } from '@tutoring/design-system/forms';
import { payrollItemQueries, useSavePayrollItem } from '../api/payroll-items';

/** The values of the payroll item form (PAY-32). */
export interface PayrollItemValues {
  employeeId: number | null;
  amount: number | null;
  date: string | null;
  description: string;
}

/** An empty number input is null (the contract then says "Required"), anything else a number. */
const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Props of {@link PayrollItemModal}. */
export interface PayrollItemModalProps {
  /** The item to edit; absent for a new one. */
  item?: PayrollItem | null;
  onClose: () => void;
  /** Called with the saved item. */
  onSaved?: (item: PayrollItem) => void;
}

/** The form's values of a stored item (a new item starts empty). */
const valuesOf = (item: PayrollItem | null): PayrollItemValues => ({
  employeeId: item?.employeeId ?? null,
  amount: item?.amount ?? null,
  date: item?.date ?? null,
  description: String((item as { description?: string | null } | null | undefined)?.description ?? ''),
});

/**
 * PAY-32, OP-11: the payroll item modal (md): employee id, amount, date and description over the contract's payroll
 * item body (generic `payroll_items`). An edit reads `GET payroll_items/{id}` (the dialog shows "Loading payroll
 * item" until it is in the form; a failed load leaves the list row's values) and sends the version it was opened on
 * (If-Match, issue 20): a save someone made since answers 409 and the form keeps its values.
 */
export function PayrollItemModal({ item, onClose, onSaved }: PayrollItemModalProps) {
  const id = item?.id;
  const stored = useQuery({ ...payrollItemQueries.detail(id ?? -1), enabled: typeof id === 'number' });
  const save = useSavePayrollItem();
  const form = useForm<PayrollItemValues>({
    resolver: zodResolver(PayrollItemCreateSchema) as never,
    defaultValues: valuesOf(null),
  });
  const [version, keepVersion] = useOpenedVersion('payroll_items');
  const filled = useFillOnce(
    form,
    !item ? null : stored.data ? { ...item, ...stored.data } : stored.isError ? item : undefined,
    valuesOf,
    keepVersion,
  );
  const body = (values: PayrollItemValues) => ({ ...values, description: values.description.trim() || null });
  return (
    <FormModal<PayrollItem, PayrollItemValues>
      open
      onClose={onClose}
      size="md"
      title={item ? `Payroll item #${item.id}` : 'New payroll item'}
      form={form}
      onSubmit={(values) => save.mutateAsync({ id: item?.id, body: body(values), ifMatch: version })}
      onSaved={onSaved}
      loading={!filled && 'Loading payroll item'}
    >
      <FormField label="Employee id" required name="employeeId">
        <NumberInput min={1} {...form.register('employeeId', { setValueAs: numberOrNull })} />
      </FormField>
      <FormField label="Amount" required name="amount">
        <NumberInput step="0.01" {...form.register('amount', { setValueAs: numberOrNull })} />
      </FormField>
      <FormField label="Date" required name="date">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </FormField>
      <FormField label="Description" name="description">
        <TextInput maxLength={500} {...form.register('description')} />
      </FormField>
    </FormModal>
  );
}
