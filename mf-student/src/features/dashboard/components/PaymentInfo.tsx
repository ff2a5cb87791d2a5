import { ExposedComponent } from '@tutoring/platform';
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
    <ExposedComponent
      id="mf_payments/PaymentInfoModal"
      exportName="PaymentInfoModal"
      label="Payment details"
      props={{ parentId, open, onClose }}
      failure={
        <Notice role="alert">
          <Line>{CARD_NEEDS_UPDATE}</Line>
          <Line>{PAYMENT_DETAILS_UNAVAILABLE}</Line>
        </Notice>
      }
    />
  );
}
