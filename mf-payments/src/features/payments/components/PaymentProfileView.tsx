import type { PaymentProfile } from '@tutoring/contract';
import { Alert, Facts } from '@tutoring/design-system';
import { AMEX_STORED_NOTICE, CARD_INVALID_FLAG, NO_PAYMENT_PROFILE } from '@tutoring/domain/areas';
import { isAmex } from '@tutoring/domain/card-number';
import { isProfileUsable } from '../../../shared/api/authorize-net-profiles';

/** "2030-12" -> "12/2030"; other shapes are shown as stored. */
export function displayExpiry(expirationDate: string | null | undefined): string {
  const text = (expirationDate ?? '').trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  return iso ? `${iso[2]}/${iso[1]}` : text;
}

/** Props of {@link PaymentProfileView}. */
export interface PaymentProfileViewProps {
  profile: Partial<PaymentProfile> | null | undefined;
  /** Clock for the expiry check. */
  now?: Date;
}

/**
 * PAY-01, PAY-14..PAY-16: a parent's stored card (cardType, maskedCardNumber, expirationDate), flagged when invalid
 * or American Express, or "No payment profile".
 */
export function PaymentProfileView({ profile, now }: PaymentProfileViewProps) {
  if (!profile || (!profile.maskedCardNumber && !profile.cardType && !profile.expirationDate)) {
    return <p>{NO_PAYMENT_PROFILE}</p>;
  }
  return (
    <div>
      <Facts aria-label="Payment profile">
        <dt>Card type</dt>
        <dd>{profile.cardType ?? '—'}</dd>
        <dt>Card number</dt>
        <dd>{profile.maskedCardNumber ?? '—'}</dd>
        <dt>Expires</dt>
        <dd>{displayExpiry(profile.expirationDate) || '—'}</dd>
      </Facts>
      {!isProfileUsable(profile, now) ? <Alert>{CARD_INVALID_FLAG}</Alert> : null}
      {isAmex(profile.cardType) ? (
        <Alert tone="warning" role="status">
          {AMEX_STORED_NOTICE}
        </Alert>
      ) : null}
    </div>
  );
}
