import { useState } from 'react';
import type { PayrollItem } from '@tutoring/contract';
import { ActionRow, Button, EmptyState } from '@tutoring/design-system';
import { ListTable, useCurrentUser, useListQuery } from '@tutoring/platform';
import { dateOrDash, formatMoney } from '../../shared/lib/format';
import { PayrollBatchUploadModal } from './components/PayrollBatchUploadModal';
import { PayrollItemModal } from './components/PayrollItemModal';

/** `/payments/payroll`: payroll items (PAY-32) with the payroll item modal and the batch upload. */
export function PayrollPage() {
  const list = useListQuery<PayrollItem>({
    routeName: 'payroll_items',
    resource: 'payroll_items',
    defaults: { orderBy: 'date', orderSort: 'desc' },
    fixed: { include: 'employee' },
  });
  const [editing, setEditing] = useState<PayrollItem | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);
  const timeZone = useCurrentUser()?.timeZone;
  return (
    <section aria-labelledby="payroll-heading">
      <h1 id="payroll-heading">Payroll</h1>
      <ActionRow>
        <Button variant="primary" onClick={() => setEditing('new')}>
          New payroll item
        </Button>
        <Button onClick={() => setUploading(true)}>Batch upload</Button>
      </ActionRow>
      <ListTable<PayrollItem>
        list={list}
        caption="Payroll items"
        hideCaption
        getRowId={(p) => String(p.id)}
        empty={<EmptyState title="No payroll items" />}
        columns={[
          { key: 'date', header: 'Date', render: (p) => dateOrDash(p.date, timeZone) },
          {
            key: 'employee',
            header: 'Employee',
            render: (p) => p.employee?.name ?? (p.employeeId ? `#${p.employeeId}` : '—'),
          },
          { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatMoney(p.amount) },
          {
            key: 'description',
            header: 'Description',
            render: (p) => String((p as { description?: string }).description ?? ''),
          },
          {
            key: 'edit',
            header: 'Edit',
            render: (p) => (
              <Button size="sm" onClick={() => setEditing(p)} aria-label={`Edit payroll item #${p.id}`}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      {editing ? <PayrollItemModal item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {uploading ? <PayrollBatchUploadModal onClose={() => setUploading(false)} /> : null}
    </section>
  );
}
