import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { RefundRequest } from '@tutoring/contract';
import { Alert, Button, FormField, Modal, NumberInput, Select, TextArea } from '@tutoring/design-system';
import { canEditRefund } from '@tutoring/domain';

/** Props of {@link RefundRequestModal}. */
export interface RefundRequestModalProps {
  request: RefundRequest;
  onClose: () => void;
}

/**
 * PAY-29, OP-11: the refund request modal (md): category (from `GET refund_requests/categories`), amount and notes,
 * saved with the generic update. Only a pending request is editable; others are shown read-only.
 */
export function RefundRequestModal({ request, onClose }: RefundRequestModalProps) {
  const editable = canEditRefund(request);
  const [category, setCategory] = useState(request.category ?? '');
  const initialAmount = request.amount === null || request.amount === undefined ? '' : String(request.amount);
  const [amount, setAmount] = useState(initialAmount);
  const [notes, setNotes] = useState(request.notes ?? '');
  const categories = useQuery({
    queryKey: queryKeys.call('refund_requests', 'categories'),
    queryFn: ({ signal }) => api.refundRequests.categories({ signal }),
    staleTime: Infinity,
  });
  const save = useResourceMutation<Partial<RefundRequest>, RefundRequest>({
    mutationFn: (attributes, call) => api.refundRequests.update(request.id, attributes, call),
    invalidate: [queryKeys.resource('refund_requests')],
    onSuccess: onClose,
  });
  const names = (categories.data ?? []).map((c) => (typeof c === 'string' ? c : c.name)).filter(Boolean);
  if (category && !names.includes(category)) names.unshift(category);
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={`Refund request #${request.id}`}
      dirty={
        editable &&
        (category !== (request.category ?? '') || amount !== initialAmount || notes !== (request.notes ?? ''))
      }
      renderContainer={(content) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (editable)
              void save.run({
                category: category || null,
                amount: amount === '' ? null : Number(amount),
                notes: notes || null,
              });
          }}
          noValidate
        >
          {content}
        </form>
      )}
      footer={
        editable ? (
          <Button type="submit" variant="primary" loading={save.processing}>
            Save
          </Button>
        ) : null
      }
    >
      {!editable ? (
        <Alert tone="info" role="status">
          Only a pending refund request can be edited.
        </Alert>
      ) : null}
      <p>Line item: {request.lineItem?.name ?? (request.lineItemId ? `#${request.lineItemId}` : '—')}</p>
      <FormField label="Category">
        <Select
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          disabled={!editable}
          placeholder="Choose a category"
          options={names.map((n) => ({ value: n, label: n }))}
        />
      </FormField>
      <FormField label="Amount">
        <NumberInput
          min={0}
          step="0.01"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={!editable}
        />
      </FormField>
      <FormField label="Notes">
        <TextArea value={notes} onChange={(e) => setNotes(e.target.value)} disabled={!editable} />
      </FormField>
      {save.errors.length > 0 ? <Alert>{save.errors.join(' ')}</Alert> : null}
    </Modal>
  );
}
