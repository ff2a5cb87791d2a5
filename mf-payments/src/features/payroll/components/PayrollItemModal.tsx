import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { recordVersion } from '@tutoring/api-client';
import { PayrollItemCreateSchema, type PayrollItem } from '@tutoring/contract';
import { DateInput, FormField, FormModal, NumberInput, Spinner, TextInput } from '@tutoring/design-system';
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

/**
 * PAY-32, OP-11: the payroll item modal (md): employee id, amount, date and description over the contract's payroll
 * item body (generic `payroll_items`). An edit reads `GET payroll_items/{id}` first and sends the version it was
 * opened on (If-Match, issue 20): a save someone made since answers 409 and the form keeps its values.
 */
export function PayrollItemModal({ item, onClose, onSaved }: PayrollItemModalProps) {
  const id = item?.id;
  const stored = useQuery({ ...payrollItemQueries.detail(id ?? -1), enabled: typeof id === 'number' });
  if (!item) return <PayrollItemForm item={null} onClose={onClose} onSaved={onSaved} />;
  if (stored.isError) return <PayrollItemForm item={item} onClose={onClose} onSaved={onSaved} />;
  if (!stored.data) return <Spinner label="Loading payroll item" />;
  return <PayrollItemForm item={{ ...item, ...stored.data }} onClose={onClose} onSaved={onSaved} />;
}

function PayrollItemForm({ item, onClose, onSaved }: PayrollItemModalProps) {
  const save = useSavePayrollItem();
  const form = useForm<PayrollItemValues>({
    resolver: zodResolver(PayrollItemCreateSchema) as never,
    defaultValues: {
      employeeId: item?.employeeId ?? null,
      amount: item?.amount ?? null,
      date: item?.date ?? null,
      description: String((item as { description?: string | null } | null | undefined)?.description ?? ''),
    },
  });
  const [version] = useState(() => (item ? recordVersion('payroll_items', item.id) : undefined));
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
