import { useState } from 'react';
import type { PaymentProfile } from '@tutoring/contract';
import { Modal, useModalDismiss } from '@tutoring/design-system';
import { formatDate } from '@tutoring/domain';
import { PAYMENT_SET, nextBillingHeading } from '@tutoring/domain/areas';
import type { PaymentProvider } from '../api/provider';
import { CardFormPanel, type CardFormPanelProps } from './CardFormPanel';
import { PaymentProfileView } from './PaymentProfileView';

/** The heading of the plain variant (not in the spec; decision in the README). */
export const SET_PAYMENT_METHOD_TITLE = 'Set Payment Method';

/** Props of {@link SetPaymentMethodDialog}. */
export interface SetPaymentMethodDialogProps {
  open: boolean;
  onClose: () => void;
  parentId: number;
  /** The parent's stored card, shown above the form. */
  profile?: PaymentProfile | null;
  /**
   * PAY-17: when the parent has an enrollment and a subscription, its nextAssessmentAt; the dialog is then headed
   * "Your next billing date is MM/DD/YYYY" (OP-31g).
   */
  nextBillingAt?: string | null;
  /** The signed-in user's time zone, on whose calendar the billing date falls. */
  timeZone?: string | null;
  onSaved?: (profile: PaymentProfile) => void;
  provider?: PaymentProvider;
}

/** The card form inside the dialog: its Cancel dismisses the dialog as Escape does (asking when changed, DS-02). */
function DialogCardForm(props: CardFormPanelProps) {
  const dismiss = useModalDismiss();
  return <CardFormPanel {...props} onCancel={dismiss ?? props.onCancel} />;
}

/**
 * PAY-17: the Set Payment Method dialog (md, OP-23): the older card form (OP-29) and, on success, "Successfully set
 * payment method" (PAY-12). A changed card form is unsaved work: Cancel and Escape ask "Discard your changes?" first
 * (DS-02), as every form modal does.
 */
export function SetPaymentMethodDialog({
  open,
  onClose,
  parentId,
  profile,
  nextBillingAt,
  timeZone,
  onSaved,
  provider,
}: SetPaymentMethodDialogProps) {
  const billingDate = nextBillingAt ? formatDate(nextBillingAt, timeZone) : '';
  const [dirty, setDirty] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={billingDate ? nextBillingHeading(billingDate) : SET_PAYMENT_METHOD_TITLE}
      cancelLabel={null}
      dirty={dirty}
    >
      {profile ? <PaymentProfileView profile={profile} /> : null}
      <DialogCardForm
        parentId={parentId}
        profile={profile}
        variant="old"
        successMessage={PAYMENT_SET}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
        onDeleted={onClose}
        provider={provider}
        onDirtyChange={setDirty}
      />
    </Modal>
  );
}
