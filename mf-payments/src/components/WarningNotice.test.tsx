import { screen } from '@testing-library/react';
import { lightTheme } from '@tutoring/design-system';
import { AMEX_STORED_NOTICE, CARD_INVALID_FLAG } from '@tutoring/domain';
import { PaymentProfileView } from '../features/payments/components/PaymentProfileView';
import { renderScreen } from '../test/render';

describe('WarningNotice', () => {
  it('PAY-14/PAY-15: an invalid stored Amex card shows the invalid flag as an alert and the Amex notice as a polite status in the AA warning pair', () => {
    renderScreen(
      <PaymentProfileView profile={{ cardType: 'AmericanExpress', maskedCardNumber: 'XXXX0002', expirationDate: '2030-01', valid: false }} now={new Date(2026, 5, 15)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_INVALID_FLAG);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(AMEX_STORED_NOTICE);
    // The theme test checks warningText on surface for AA contrast; the design system's Alert has no warning tone.
    expect(notice).toHaveStyle({ color: lightTheme.colors.warningText, background: lightTheme.colors.surface });
  });
});
