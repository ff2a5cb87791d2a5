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

/** Who paid what a refund request pays back (the reply's `payer`, PAY-29), by name; undefined when not named. */
const payerOf = (r: RefundRequest) => r.payer?.name || undefined;

/** A refund request's amount ("$20.00"; empty when unknown), its words in a sentence and " for <line item>". */
function refundWords(r: RefundRequest): { amount: string; sum: string; forWhat: string } {
  const amount = formatMoney(r.amount);
  const lineItem = lineItemOf(r);
  return { amount, sum: amount || 'The amount requested', forWhat: lineItem ? ` for ${lineItem}` : '' };
}

/**
 * What Approve asks before it pays money back (PAY-29): the amount, who paid (the reply's payer: the parent whose
 * money goes back), what was paid for and where the money goes (the card that paid it). A reply without a payer (an
 * older server) asks without the name.
 */
export function approveRefundQuestion(r: RefundRequest): ActionQuestion {
  const { amount, sum, forWhat } = refundWords(r);
  const payer = payerOf(r);
  const to = payer ? ` to ${payer}` : '';
  return {
    title: amount ? `Approve the refund of ${amount}${to}?` : `Approve refund request #${r.id}${to}?`,
    message: `${sum} is paid back${to}${forWhat} (refund request #${r.id}) to the card that paid it.`,
    confirmLabel: amount ? `Refund ${amount}` : 'Approve',
  };
}

/**
 * What "Process manually" asks before it marks an incomplete refund request processed (PAY-29, OP-13): the amount,
 * what was paid for and who gets the money back outside the card refund (the reply's payer; "the family" when the
 * reply names none).
 */
export function processManuallyQuestion(r: RefundRequest): ActionQuestion {
  const { amount, sum, forWhat } = refundWords(r);
  const payer = payerOf(r);
  const to = payer ? ` to ${payer}` : '';
  return {
    title: amount ? `Process the refund of ${amount}${to} manually?` : `Process refund request #${r.id} manually?`,
    message: `${sum}${forWhat} (refund request #${r.id}) is marked as processed: the money goes back to ${payer ?? 'the family'} outside the card refund.`,
    confirmLabel: amount ? `Process ${amount} manually` : 'Process manually',
  };
}

/**
 * `/refund_requests` (PAY-29, DOM-27, OP-13): refund requests with their line item; Edit only while pending,
 * Approve (OPERATIONS, OP-06) from pending, Process manually from incomplete; both move money back to the payer (shown
 * as "Paid by"), so both ask first, naming the amount and the payer.
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
  const processManually = useConfirmedAction(useProcessRefundManually().runAsync);
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
      {processManually.dialog}
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
          { key: 'payer', header: 'Paid by', render: (r) => payerOf(r) ?? '—' },
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
                    aria-disabled={processManually.running || undefined}
                    onClick={() => processManually.ask(r.id, processManuallyQuestion(r))}
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
