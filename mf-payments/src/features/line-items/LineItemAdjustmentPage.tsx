import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { recordMissing } from '@tutoring/api-client';
import { EmptyState, LoadFailure, Spinner, Facts } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { dateOrDash, formatMoney } from '../../shared/lib/format';
import { lineItemAdjustmentQueries } from './api/line-item-adjustments';

/** `/payments/line_items/:lineItemId/adjustments/:id` (PAY-31): one line item adjustment (fields OP-12). */
export function LineItemAdjustmentPage() {
  const { lineItemId, id } = useParams();
  const li = Number(lineItemId);
  const adjustmentId = Number(id);
  const adjustment = useQuery(lineItemAdjustmentQueries.detail(li, adjustmentId));
  const timeZone = useCurrentUser()?.timeZone;
  const a = adjustment.data as (typeof adjustment.data & { reason?: string | null }) | undefined;
  return (
    <section aria-labelledby="adjustment-heading">
      <h1 id="adjustment-heading">
        {recordMissing(id, null) ? 'Line item adjustment' : `Line item adjustment #${adjustmentId}`}
      </h1>
      {adjustment.isLoading ? <Spinner label="Loading adjustment" /> : null}
      {a ? (
        <Facts aria-label="Adjustment">
          <dt>Line item</dt>
          <dd>{`#${a.lineItemId ?? li}`}</dd>
          <dt>Amount</dt>
          <dd>{formatMoney(a.amount) || '—'}</dd>
          <dt>Reason</dt>
          <dd>{a.reason ?? a.name ?? '—'}</dd>
          <dt>Created</dt>
          <dd>{dateOrDash(a.createdAt, timeZone)}</dd>
        </Facts>
      ) : null}
      {recordMissing(lineItemId, null) || recordMissing(id, adjustment.error) ? (
        <EmptyState title="This adjustment does not exist." />
      ) : adjustment.isError ? (
        <LoadFailure what="this adjustment" onRetry={() => adjustment.refetch()} />
      ) : null}
    </section>
  );
}
