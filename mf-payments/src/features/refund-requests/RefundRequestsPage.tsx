import { useState } from 'react';
import type { RefundRequest } from '@tutoring/contract';
import { ActionRow, Button, EmptyState, FormField, Select } from '@tutoring/design-system';
import { REFUND_STATUSES, canApproveRefund, canEditRefund, canProcessManually } from '@tutoring/domain/areas';
import { ListTable, useHasPermission, useListQuery } from '@tutoring/platform';
import { formatMoney, statusLabel } from '../../shared/lib/format';
import { useConfirmedAction, type ActionQuestion } from '../../shared/components/useConfirmedAction';
import { useApproveRefundRequest, useProcessRefundManually } from './api/refund-requests';
import { RefundRequestModal } from './components/RefundRequestModal';

/** The line item a refund request pays back: its name, or its number when the reply does not name it. */
const lineItemOf = (r: RefundRequest) => r.lineItem?.name ?? (r.lineItemId ? `#${r.lineItemId}` : null);

/**
 * What Approve asks before it pays money back (PAY-29): the amount, what was paid for and where the money goes (the
 * card the line item was charged to; the reply names no family, see the README).
 */
export function approveRefundQuestion(r: RefundRequest): ActionQuestion {
  const amount = formatMoney(r.amount);
  const lineItem = lineItemOf(r);
  const what = amount || 'The amount requested';
  const forWhat = lineItem ? ` for ${lineItem}` : '';
  return {
    title: amount ? `Approve the refund of ${amount}?` : `Approve refund request #${r.id}?`,
    message: `${what} is paid back${forWhat} (refund request #${r.id}) to the card that paid it.`,
    confirmLabel: amount ? `Refund ${amount}` : 'Approve',
  };
}

/**
 * `/refund_requests` (PAY-29, DOM-27, OP-13): refund requests with their line item; Edit only while pending,
 * Approve (OPERATIONS, OP-06) from pending, asked first since it pays money back, Process manually from incomplete.
 */
export function RefundRequestsPage() {
  const canApprove = useHasPermission('OPERATIONS');
  const [editing, setEditing] = useState<RefundRequest | null>(null);
  const list = useListQuery<RefundRequest>({
    routeName: 'refund_requests',
    resource: 'refund_requests',
    filters: ['status'],
    defaults: { orderBy: 'id', orderSort: 'desc' },
    fixed: { include: 'line_item' },
  });
  const approve = useConfirmedAction(useApproveRefundRequest().runAsync);
  const processManually = useProcessRefundManually();
  return (
    <section aria-labelledby="refund-requests-heading">
      <h1 id="refund-requests-heading">Refund requests</h1>
      <FormField label="Status">
        <Select
          value={list.state.filters.status ?? ''}
          onChange={(e) => list.setFilters({ status: e.target.value || null })}
          options={[{ value: '', label: 'All statuses' }, ...REFUND_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
      </FormField>
      {approve.dialog}
      <ListTable<RefundRequest>
        list={list}
        caption="Refund requests"
        hideCaption
        getRowId={(r) => String(r.id)}
        empty={<EmptyState title="No refund requests" />}
        columns={[
          { key: 'id', header: 'Request', sortable: true, render: (r) => `#${r.id}` },
          {
            key: 'status',
            header: 'Status',
            sortable: true,
            render: (r) => <span data-testid={`refund-status-${r.id}`}>{statusLabel(r.status)}</span>,
          },
          {
            key: 'lineItem',
            header: 'Line item',
            render: (r) => lineItemOf(r) ?? '—',
          },
          { key: 'category', header: 'Category', render: (r) => r.category ?? '—' },
          { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
          {
            key: 'actions',
            header: 'Actions',
            render: (r) => (
              <ActionRow>
                <Button
                  size="sm"
                  onClick={() => setEditing(r)}
                  aria-label={`${canEditRefund(r) ? 'Edit' : 'View'} refund request #${r.id}`}
                >
                  {canEditRefund(r) ? 'Edit' : 'View'}
                </Button>
                {canApprove && canApproveRefund(r) ? (
                  <Button
                    size="sm"
                    variant="primary"
                    aria-disabled={approve.running || undefined}
                    onClick={() => approve.ask(r.id, approveRefundQuestion(r))}
                    aria-label={`Approve refund request #${r.id}`}
                  >
                    Approve
                  </Button>
                ) : null}
                {canProcessManually(r) ? (
                  <Button
                    size="sm"
                    disabled={processManually.processing}
                    onClick={() => void processManually.run(r.id)}
                    aria-label={`Process manually refund request #${r.id}`}
                  >
                    Process manually
                  </Button>
                ) : null}
              </ActionRow>
            ),
          },
        ]}
      />
      {editing ? <RefundRequestModal request={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
