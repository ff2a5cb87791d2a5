import { screen } from '@testing-library/react';
import { renderScreen } from '../../../test/render';
import { SubscriptionDisplay } from './SubscriptionDisplay';

describe('SubscriptionDisplay', () => {
  it.each([
    ['trialing', 'Your free trial is active.'],
    ['active', 'Your subscription is active.'],
    ['past_due', 'Your last payment failed.'],
    ['canceled', 'Your subscription has been canceled.'],
    ['expired', 'Your subscription has ended.'],
  ])('PAY-28/OP-33: state %s shows "%s"', (state, text) => {
    renderScreen(<SubscriptionDisplay subscription={{ state }} />);
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });

  it('PAY-28: shows displayState and every date, money and contract field', () => {
    renderScreen(
      <SubscriptionDisplay
        timeZone="UTC"
        subscription={{
          state: 'trialing',
          displayState: 'Free trial',
          trialEndsAt: '2026-02-01T12:00:00Z',
          contractEndsAt: '2026-12-31T12:00:00Z',
          inContract: true,
          balance: 25.5,
          credit: 10,
          delayedCancelAt: '2026-03-01T12:00:00Z',
          canceledAt: null,
        }}
      />,
    );
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    for (const text of ['02/01/2026', '12/31/2026', 'Yes', '$25.50', '$10.00', '03/01/2026'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('PAY-28: a pending cancellation shows the day it takes effect ("Cancels on"), no "Canceled" date', () => {
    renderScreen(
      <SubscriptionDisplay
        timeZone="UTC"
        subscription={{
          state: 'pending_cancellation',
          displayState: 'Pending cancellation',
          // As the api-server sends it: canceledAt is when the cancellation was asked for.
          canceledAt: '2026-11-29T15:00:00Z',
          delayedCancelAt: '2026-12-15T12:00:00Z',
        }}
      />,
    );
    expect(screen.getByText('Pending cancellation')).toBeInTheDocument();
    expect(screen.getByText('Cancels on', { selector: 'dt' }).nextElementSibling).toHaveTextContent('12/15/2026');
    expect(screen.queryByText('Canceled', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('11/29/2026')).not.toBeInTheDocument();
  });

  it('PAY-28: a canceled subscription shows the day it was canceled, no "Cancels on"', () => {
    renderScreen(
      <SubscriptionDisplay
        timeZone="UTC"
        subscription={{
          state: 'canceled',
          canceledAt: '2026-01-10T12:00:00Z',
          delayedCancelAt: '2026-02-01T12:00:00Z',
        }}
      />,
    );
    expect(screen.getByText('Canceled', { selector: 'dt' }).nextElementSibling).toHaveTextContent('01/10/2026');
    expect(screen.queryByText('Cancels on', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('02/01/2026')).not.toBeInTheDocument();
  });

  it('PAY-28: no subscription says so', () => {
    renderScreen(<SubscriptionDisplay subscription={null} />);
    expect(screen.getByText('No subscription')).toBeInTheDocument();
  });
});
