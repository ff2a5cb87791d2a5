import { useQuery } from '@tanstack/react-query';
import type { Installment } from '@tutoring/contract';
import { Button, EmptyState, Table } from '@tutoring/design-system';
import { useCurrentUser, useHasPermission } from '@tutoring/platform';
import { dateOrDash, formatMoney, statusLabel } from '../../../shared/lib/format';
import { useConfirmedAction, type ActionQuestion } from '../../../shared/components/useConfirmedAction';
import { installmentQueries, useProcessPayment } from '../api/installments';

/** OP-75: the label of the installment action. */
export const PROCESS_PAYMENT_LABEL = 'process payment';

/**
 * What "process payment" asks before it charges (PAY-30): the amount, the due date and whose card. `payer` is the
 * enrolled student's parent by name when known (the server charges that parent's card on file).
 */
export function processPaymentQuestion(amount: string, due: string, payer: string | undefined): ActionQuestion {
  const sum = amount || 'the amount due';
  const card = payer ? `The card on file of ${payer}` : "The family's card on file";
  return {
    title: amount ? `Charge ${amount} for the installment due ${due}?` : `Charge the installment due ${due}?`,
    message: `${card} is charged ${sum}.`,
    confirmLabel: amount ? `Charge ${amount}` : 'Charge',
  };
}

/** Props of {@link InstallmentsTable}. */
export interface InstallmentsTableProps {
  enrollmentId: number;
  /** Who is charged: the enrolled student's parent by name, when known. */
  payer?: string;
}

/**
 * PAY-30: an enrollment's installments with the "process payment" action (`PUT installments/{id}/process_payment`),
 * offered to OPERATIONS (OP-06) on installments not yet paid. It charges a card, so it asks first, naming the amount
 * and the payer (`useConfirmedAction`).
 */
export function InstallmentsTable({ enrollmentId, payer }: InstallmentsTableProps) {
  const canProcess = useHasPermission('OPERATIONS');
  const timeZone = useCurrentUser()?.timeZone;
  const list = useQuery(installmentQueries.byEnrollment(enrollmentId));
  const processPayment = useProcessPayment();
  const charge = useConfirmedAction(processPayment.runAsync);
  return (
    <>
      {charge.dialog}
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
                  onClick={() =>
                    charge.ask(
                      i.id,
                      processPaymentQuestion(formatMoney(i.amount), dateOrDash(i.dueOn, timeZone), payer),
                    )
                  }
                  aria-disabled={charge.running || undefined}
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
