import { screen } from '@testing-library/react';
import { lightTheme } from '@tutoring/design-system';
import { AMEX_STORED_NOTICE, CARD_INVALID_FLAG } from '@tutoring/domain';
import { renderScreen } from '../../../test/render';
import { isProfileUsable } from '../../../shared/api/authorize-net-profiles';
import { PaymentProfileView, displayExpiry } from './PaymentProfileView';

const NOW = new Date(2026, 5, 15);

describe('PaymentProfileView', () => {
  it('PAY-01: shows cardType, maskedCardNumber and expirationDate', () => {
    renderScreen(
      <PaymentProfileView
        profile={{ cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2030-12', valid: true }}
        now={NOW}
      />,
    );
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(screen.getByText('XXXX1111')).toBeInTheDocument();
    expect(screen.getByText('12/2030')).toBeInTheDocument();
    expect(screen.queryByText(/Looks like your credit card is invalid/)).not.toBeInTheDocument();
  });

  it('PAY-14/DOM-30: an expired card is flagged (no final period)', () => {
    renderScreen(
      <PaymentProfileView
        profile={{ cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2026-05', valid: true }}
        now={NOW}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Looks like your credit card is invalid\. Please update it now$/,
    );
  });

  it('PAY-14: a card the server marks valid = false is flagged', () => {
    renderScreen(
      <PaymentProfileView
        profile={{ cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2030-12', valid: false }}
        now={NOW}
      />,
    );
    expect(screen.getByText('Looks like your credit card is invalid. Please update it now')).toBeInTheDocument();
  });

  it('PAY-15/OP-32: a stored American Express card shows the notice exactly as written', () => {
    renderScreen(
      <PaymentProfileView
        profile={{ cardType: 'AmericanExpress', maskedCardNumber: 'XXXX0002', expirationDate: '2030-01', valid: true }}
        now={NOW}
      />,
    );
    expect(
      screen.getByText(
        'Please update your billing information... can no longer accept payment from American Express credit cards.',
      ),
    ).toBeInTheDocument();
  });

  it('PAY-14/PAY-15: an invalid stored Amex card shows the invalid flag as an alert and the Amex notice as a polite status in the warning colours', () => {
    renderScreen(
      <PaymentProfileView
        profile={{ cardType: 'AmericanExpress', maskedCardNumber: 'XXXX0002', expirationDate: '2030-01', valid: false }}
        now={NOW}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_INVALID_FLAG);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(AMEX_STORED_NOTICE);
    // The design system's Alert warning tone: the theme test checks onWarning on warning for AA contrast.
    expect(notice).toHaveStyle({ color: lightTheme.colors.onWarning, background: lightTheme.colors.warning });
  });

  it('PAY-15: a card of another brand shows no Amex notice', () => {
    renderScreen(
      <PaymentProfileView
        profile={{ cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2030-12', valid: true }}
        now={NOW}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(AMEX_STORED_NOTICE)).not.toBeInTheDocument();
  });

  it('PAY-16: no profile shows "No payment profile"', () => {
    renderScreen(<PaymentProfileView profile={null} />);
    expect(screen.getByText('No payment profile')).toBeInTheDocument();
  });

  it('OP-59: a card is usable through the last day of its expiry month', () => {
    expect(isProfileUsable({ valid: true, expirationDate: '2026-06' }, new Date(2026, 5, 30))).toBe(true);
    expect(isProfileUsable({ valid: true, expirationDate: '2026-06' }, new Date(2026, 6, 1))).toBe(false);
    expect(displayExpiry('12/27')).toBe('12/27');
  });
});
