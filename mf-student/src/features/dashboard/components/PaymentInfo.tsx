import { RemoteWidget } from '../../../shared/components/RemoteWidget';
import { Line, Notice } from '../../../shared/components/layout';
import { CARD_NEEDS_UPDATE, PAYMENT_DETAILS_UNAVAILABLE } from '../../../app/texts';

/** Props of {@link PaymentInfo}. */
export interface PaymentInfoProps {
  parentId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * STU-24, PAY-18, OP-73: the payment-info modal that mf-payments exposes (`mf_payments/PaymentInfoModal`, the Set
 * Payment Method dialog for the student's parent). If mf-payments is down, the dashboard says so in place.
 */
export function PaymentInfo({ parentId, open, onClose }: PaymentInfoProps) {
  if (!open) return null;
  return (
    <RemoteWidget
      id="mf_payments/PaymentInfoModal"
      exportName="PaymentInfoModal"
      props={{ parentId, open, onClose }}
      fallback={
        <Notice role="alert">
          <Line>{CARD_NEEDS_UPDATE}</Line>
          <Line>{PAYMENT_DETAILS_UNAVAILABLE}</Line>
        </Notice>
      }
    />
  );
}
