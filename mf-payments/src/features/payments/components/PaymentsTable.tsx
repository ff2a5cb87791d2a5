import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@tutoring/contract';
import { Button, EmptyState, Modal, Table, Facts } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { dateOrDash, formatMoney, statusLabel } from '../../../shared/lib/format';
import { paymentQueries } from '../api/payments';

/**
 * A payment's status as the list and its detail both show it: a payment is a recorded charge (the server stores no
 * status and stamps `paidAt` when it records one), so one without a status is "paid" (PAY-31).
 */
function paymentStatus(payment: Pick<Payment, 'status'>): string {
  return statusLabel(payment.status) || 'paid';
}

/** PAY-31: one payment read through the generic `payments/{id}` (fields OP-12), in a modal. */
export function PaymentModal({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const payment = useQuery(paymentQueries.detail(paymentId));
  const timeZone = useCurrentUser()?.timeZone;
  const p = payment.data;
  return (
    <Modal open onClose={onClose} size="md" title={`Payment #${paymentId}`} cancelLabel="Close">
      {p ? (
        <Facts aria-label="Payment">
          <dt>Amount</dt>
          <dd>{formatMoney(p.amount) || '—'}</dd>
          <dt>Status</dt>
          <dd>{paymentStatus(p)}</dd>
          <dt>Paid</dt>
          <dd>{dateOrDash(p.paidAt, timeZone)}</dd>
          <dt>Installment</dt>
          <dd>{typeof p.installmentId === 'number' ? `#${p.installmentId}` : '—'}</dd>
        </Facts>
      ) : (
        <p>Loading…</p>
      )}
    </Modal>
  );
}

/** PAY-31: a parent's payments. */
export function PaymentsTable({ parentId }: { parentId: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery(paymentQueries.byParent(parentId));
  const timeZone = useCurrentUser()?.timeZone;
  return (
    <>
      <Table<Payment>
        caption="Payments"
        hideCaption
        loading={list.isLoading}
        rows={list.data?.results ?? []}
        getRowId={(p) => String(p.id)}
        empty={<EmptyState title="No payments yet" />}
        columns={[
          { key: 'paidAt', header: 'Paid', render: (p) => dateOrDash(p.paidAt, timeZone) },
          { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatMoney(p.amount) },
          { key: 'status', header: 'Status', render: (p) => paymentStatus(p) },
          {
            key: 'open',
            header: 'Details',
            render: (p) => (
              <Button variant="link" onClick={() => setOpen(p.id)} aria-label={`View payment #${p.id}`}>
                View
              </Button>
            ),
          },
        ]}
      />
      {open !== null ? <PaymentModal paymentId={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
