import type { PaymentProfile } from '@tutoring/contract';
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
  /** Told whether the card form has unsaved changes (DS-02). */
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
      onCancel={onCancel}
      onDelete={canDelete && profile ? () => void flow.remove() : undefined}
      processing={flow.processing}
      error={flow.message}
      serverErrors={flow.fieldErrors}
      onDirtyChange={onDirtyChange}
    />
  );
}
