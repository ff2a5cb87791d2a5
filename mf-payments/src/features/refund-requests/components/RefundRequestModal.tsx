import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { RefundRequest } from '@tutoring/contract';
import { RefundRequestUpdateSchema } from '@tutoring/contract/writes';
import { Alert, FormField, Modal, Select, Facts } from '@tutoring/design-system';
import { FormModal, NumberInput, TextArea, useFillOnce } from '@tutoring/design-system/forms';
import { canEditRefund } from '@tutoring/domain/areas';
import { formatMoney } from '../../../shared/lib/format';
import { refundRequestQueries, useUpdateRefundRequest } from '../api/refund-requests';

/** The values of the refund request form (PAY-29, OP-11). */
export interface RefundRequestValues {
  category: string;
  amount: number | null;
  notes: string;
}

const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Props of {@link RefundRequestModal}. */
export interface RefundRequestModalProps {
  request: RefundRequest;
  onClose: () => void;
  /** Called with the saved request. */
  onSaved?: (request: RefundRequest) => void;
}

const lineItemText = (request: RefundRequest) =>
  request.lineItem?.name ?? (request.lineItemId ? `#${request.lineItemId}` : '—');

/**
 * PAY-29, OP-11: the refund request modal (md): category (from `GET refund_requests/categories`), amount and notes
 * over the contract's refund request body, saved with the generic update and the version the form was opened on
 * (`GET refund_requests/{id}` first; If-Match, issue 20). Only a pending request is editable; others are shown
 * read-only.
 */
export function RefundRequestModal({ request, onClose, onSaved }: RefundRequestModalProps) {
  const stored = useQuery(refundRequestQueries.detail(request.id));
  const current = { ...request, ...(stored.data ?? {}) };
  if (!canEditRefund(current)) return <RefundRequestView request={current} onClose={onClose} />;
  // The form fills from the stored request ("Loading refund request" in the dialog until then); a failed load (told
  // by the error policy) leaves the list row's values.
  const loaded = stored.data ? current : stored.isError ? request : undefined;
  return <RefundRequestForm request={current} loaded={loaded} onClose={onClose} onSaved={onSaved} />;
}

function RefundRequestView({ request, onClose }: RefundRequestModalProps) {
  return (
    <Modal open onClose={onClose} size="md" title={`Refund request #${request.id}`}>
      <Alert tone="info" role="status">
        Only a pending refund request can be edited.
      </Alert>
      <Facts aria-label="Refund request">
        <dt>Line item</dt>
        <dd>{lineItemText(request)}</dd>
        <dt>Paid by</dt>
        <dd>{request.payer?.name || '—'}</dd>
        <dt>Category</dt>
        <dd>{request.category || '—'}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(request.amount) || '—'}</dd>
        <dt>Notes</dt>
        <dd>{request.notes || '—'}</dd>
      </Facts>
    </Modal>
  );
}

function RefundRequestForm({
  request,
  loaded,
  onClose,
  onSaved,
}: RefundRequestModalProps & { loaded: RefundRequest | undefined }) {
  const update = useUpdateRefundRequest();
  const form = useForm<RefundRequestValues>({
    resolver: zodResolver(RefundRequestUpdateSchema) as never,
    defaultValues: { category: '', amount: null, notes: '' },
  });
  const [version, keepVersion] = useOpenedVersion('refund_requests');
  const filled = useFillOnce(
    form,
    loaded,
    (r) => ({ category: r.category ?? '', amount: r.amount ?? null, notes: r.notes ?? '' }),
    keepVersion,
  );
  const categories = useQuery(refundRequestQueries.categories());
  const names = (categories.data ?? []).map((c) => (typeof c === 'string' ? c : c.name)).filter(Boolean);
  if (request.category && !names.includes(request.category)) names.unshift(request.category);
  return (
    <FormModal<RefundRequest, RefundRequestValues>
      open
      onClose={onClose}
      size="md"
      title={`Refund request #${request.id}`}
      form={form}
      onSubmit={(values) =>
        update.mutateAsync({
          id: request.id,
          body: { category: values.category || null, amount: values.amount, notes: values.notes.trim() || null },
          ifMatch: version,
        })
      }
      onSaved={onSaved}
      loading={!filled && 'Loading refund request'}
    >
      <p>Line item: {lineItemText(request)}</p>
      {request.payer?.name ? <p>Paid by: {request.payer.name}</p> : null}
      <FormField label="Category" name="category">
        <Select
          placeholder="Choose a category"
          options={names.map((n) => ({ value: n, label: n }))}
          {...form.register('category')}
        />
      </FormField>
      <FormField label="Amount" required name="amount">
        <NumberInput min={0} step="0.01" {...form.register('amount', { setValueAs: numberOrNull })} />
      </FormField>
      <FormField label="Notes" name="notes">
        <TextArea maxLength={5000} {...form.register('notes')} />
      </FormField>
    </FormModal>
  );
}
