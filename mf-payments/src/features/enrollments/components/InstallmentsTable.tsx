import { useQuery } from '@tanstack/react-query';
import type { Installment } from '@tutoring/contract';
import { Alert, Button, EmptyState, Table } from '@tutoring/design-system';
import { useCurrentUser, useHasPermission } from '@tutoring/platform';
import { dateOrDash, formatMoney, statusLabel } from '../../../shared/lib/format';
import { installmentQueries, useProcessPayment } from '../api/installments';

/** OP-75: the label of the installment action. */
export const PROCESS_PAYMENT_LABEL = 'process payment';

/**
 * PAY-30: an enrollment's installments with the "process payment" action (`PUT installments/{id}/process_payment`),
 * offered to OPERATIONS (OP-06) on installments not yet paid.
 */
export function InstallmentsTable({ enrollmentId }: { enrollmentId: number }) {
  const canProcess = useHasPermission('OPERATIONS');
  const timeZone = useCurrentUser()?.timeZone;
  const list = useQuery(installmentQueries.byEnrollment(enrollmentId));
  const processPayment = useProcessPayment();
  return (
    <>
      {processPayment.errors.length > 0 ? <Alert>{processPayment.errors.join(' ')}</Alert> : null}
      <Table<Installment>
        caption="Installments"
        hideCaption
        loading={list.isLoading}
        rows={list.data?.results ?? []}
        getRowId={(i) => String(i.id)}
        empty={<EmptyState title="No installments" />}
        columns={[
          { key: 'dueOn', header: 'Due', render: (i) => dateOrDash(i.dueOn, timeZone) },
          { key: 'amount', header: 'Amount', align: 'right', render: (i) => formatMoney(i.amount) },
          { key: 'status', header: 'Status', render: (i) => statusLabel(i.status) },
          { key: 'paidAt', header: 'Paid', render: (i) => dateOrDash(i.paidAt, timeZone) },
          {
            key: 'actions',
            header: 'Actions',
            render: (i) =>
              canProcess && i.status !== 'paid' ? (
                <Button
                  size="sm"
                  onClick={() => void processPayment.run(i.id)}
                  disabled={processPayment.processing}
                  aria-label={`${PROCESS_PAYMENT_LABEL} for the installment due ${dateOrDash(i.dueOn, timeZone)}`}
                >
                  {PROCESS_PAYMENT_LABEL}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
