import { useState } from 'react';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { PayrollItem } from '@tutoring/contract';
import { Alert, Button, DateInput, FormField, Modal, NumberInput, TextInput } from '@tutoring/design-system';

/** Props of {@link PayrollItemModal}. */
export interface PayrollItemModalProps {
  /** The item to edit; absent for a new one. */
  item?: PayrollItem | null;
  onClose: () => void;
}

/** PAY-32, OP-11: the payroll item modal (md): employee id, amount, date and description (generic `payroll_items`). */
export function PayrollItemModal({ item, onClose }: PayrollItemModalProps) {
  const [employeeId, setEmployeeId] = useState(item?.employeeId ? String(item.employeeId) : '');
  const [amount, setAmount] = useState(item?.amount !== null && item?.amount !== undefined ? String(item.amount) : '');
  const [date, setDate] = useState<string | null>(item?.date ?? null);
  const [description, setDescription] = useState(
    String((item as { description?: string } | null | undefined)?.description ?? ''),
  );
  const [missing, setMissing] = useState(false);
  const save = useResourceMutation<Record<string, unknown>, PayrollItem>({
    mutationFn: (attributes, call) =>
      item ? api.payrollItems.update(item.id, attributes, call) : api.payrollItems.create(attributes, call),
    invalidate: [queryKeys.resource('payroll_items')],
    onSuccess: onClose,
  });
  const submit = () => {
    if (!employeeId || amount === '' || !date) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void save.run({ employeeId: Number(employeeId), amount: Number(amount), date, description: description || null });
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={item ? `Payroll item #${item.id}` : 'New payroll item'}
      renderContainer={(content) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={save.processing}>
          Save
        </Button>
      }
    >
      <FormField label="Employee id" required error={missing && !employeeId ? 'Required' : null}>
        <NumberInput min={1} value={employeeId} onChange={(e) => setEmployeeId(e.target.value)} />
      </FormField>
      <FormField label="Amount" required error={missing && amount === '' ? 'Required' : null}>
        <NumberInput step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <FormField label="Date" required error={missing && !date ? 'Required' : null}>
        <DateInput value={date} onChange={setDate} />
      </FormField>
      <FormField label="Description">
        <TextInput value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      {save.errors.length > 0 ? <Alert>{save.errors.join(' ')}</Alert> : null}
    </Modal>
  );
}
