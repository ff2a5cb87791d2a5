import { useCallback, useState } from 'react';
import type { PaymentProfile } from '@tutoring/contract';
import { useUnsavedChanges } from '@tutoring/design-system/forms';
import { PAYMENT_SAVED } from '@tutoring/domain/areas';
import { useHasPermission } from '@tutoring/platform';
import type { CardFormVariant } from '../api/card';
import type { PaymentProvider } from '../api/provider';
import { useCardSave } from '../api/useCardSave';
import { CardForm } from './CardForm';

/** Props of {@link CardFormPanel}. */
export interface CardFormPanelProps {
  parentId: number;
  /** The stored profile (replaced on save; deletable by OPERATIONS). */
  profile?: PaymentProfile | null;
  /** Default 'new' (OP-29). */
  variant?: CardFormVariant;
  /** PAY-12: default "We saved your payment method". */
  successMessage?: string;
  onCancel: () => void;
  onSaved?: (profile: PaymentProfile) => void;
  onDeleted?: () => void;
  provider?: PaymentProvider;
  /**
   * Told whether the card form has unsaved changes (DS-02), by a dialog that asks before they go. Without it (the panel
   * on a page) the panel asks itself: its Cancel, Back, a link, a reload or Sign out ask "Discard your changes?" first.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/** PAY-02, PAY-12, PAY-13: the card form wired to tokenisation and the payment profile calls. */
export function CardFormPanel({
  parentId,
  profile,
  variant = 'new',
  successMessage = PAYMENT_SAVED,
  onCancel,
  onSaved,
  onDeleted,
  provider,
  onDirtyChange,
}: CardFormPanelProps) {
  const canDelete = useHasPermission('OPERATIONS');
  const [dirty, setDirty] = useState(false);
  const onPage = onDirtyChange === undefined;
  const confirmDiscard = useUnsavedChanges(onPage && dirty);
  const dirtyChanged = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange?.(next);
    },
    [onDirtyChange],
  );
  const flow = useCardSave({
    parentId,
    profileId: profile?.id ?? null,
    variant,
    successMessage,
    onSaved,
    onDeleted,
    provider,
  });
  return (
    <CardForm
      variant={variant}
      onSubmit={flow.submit}
      onCancel={onPage ? () => void confirmDiscard().then((discard) => discard && onCancel()) : () => onCancel()}
      onDelete={canDelete && profile ? () => void flow.remove() : undefined}
      processing={flow.processing}
      error={flow.message}
      serverErrors={flow.fieldErrors}
      onDirtyChange={dirtyChanged}
    />
  );
}
