import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiContractError, api, handleApiError, queryKeys, resourceClient } from '@tutoring/api-client';
import { LineItemAdjustmentSchema, type LineItemAdjustment } from '@tutoring/contract';
import { Spinner } from '@tutoring/design-system';
import { Facts } from '../../components/Layout';
import { dateOrDash, formatMoney } from '../../components/format';

/**
 * `GET line_items/{lineItemId}/adjustments/{id}`. The api-client reads the member key `adjustment` (ADR 0001: the
 * singular of the last path part); the reference api-server answers `lineItemAdjustment`. Until they agree, a reply
 * under the other key is read too, so the screen works with either.
 */
export async function getLineItemAdjustment(lineItemId: number, id: number, signal?: AbortSignal): Promise<LineItemAdjustment> {
  try {
    return await api.lineItemAdjustments.get(lineItemId, id, { signal, handleErrors: false });
  } catch (error) {
    if (error instanceof ApiContractError) {
      return resourceClient(`line_items/${lineItemId}/adjustments`, 'lineItemAdjustment', 'lineItemAdjustments', LineItemAdjustmentSchema).get(id, { signal });
    }
    handleApiError(error);
    throw error;
  }
}

/** `/payments/line_items/:lineItemId/adjustments/:id` (PAY-31): one line item adjustment (fields OP-12). */
export function LineItemAdjustmentPage() {
  const { lineItemId, id } = useParams();
  const li = Number(lineItemId);
  const adjustmentId = Number(id);
  const adjustment = useQuery({
    queryKey: queryKeys.call('line_items', li, 'adjustments', adjustmentId),
    queryFn: ({ signal }) => getLineItemAdjustment(li, adjustmentId, signal),
    enabled: Number.isFinite(li) && Number.isFinite(adjustmentId),
  });
  const a = adjustment.data as (typeof adjustment.data & { reason?: string | null }) | undefined;
  return (
    <section aria-labelledby="adjustment-heading">
      <h1 id="adjustment-heading">{`Line item adjustment #${Number.isFinite(adjustmentId) ? adjustmentId : ''}`}</h1>
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
          <dd>{dateOrDash(a.createdAt)}</dd>
        </Facts>
      ) : null}
      {adjustment.isError ? <p>We could not load this adjustment.</p> : null}
    </section>
  );
}
