import { Facts } from '@tutoring/design-system';
import type { Subscription } from '@tutoring/contract';
import { subscriptionStateDescription } from '@tutoring/domain/areas';
import { dateOrDash, formatMoney, statusLabel } from '../../../shared/lib/format';

/** Props of {@link SubscriptionDisplay}. */
export interface SubscriptionDisplayProps {
  subscription: Subscription | null | undefined;
  /** The signed-in user's time zone, on whose calendar the dates fall. */
  timeZone?: string | null;
}

/**
 * PAY-28, DOM-18, OP-33: a subscription: its state (displayState when given) with the state's description, trial
 * and contract ends, contract flag, balance, credit, delayed cancel and cancel dates. Of the two cancel dates only the
 * one that applies shows: a pending cancellation has not happened yet, so it shows the day it takes effect ("Cancels
 * on", `delayedCancelAt`) and no "Canceled" date (the api-server's `canceledAt` is then the day it was asked for); a
 * subscription that has ended shows when it was canceled and no "Cancels on".
 */
export function SubscriptionDisplay({ subscription, timeZone }: SubscriptionDisplayProps) {
  if (!subscription) return <p>No subscription</p>;
  const description = subscriptionStateDescription(subscription.state);
  const pendingCancellation = subscription.state === 'pending_cancellation';
  const ended = subscription.state === 'canceled' || subscription.state === 'expired';
  return (
    <div>
      <p>
        <strong>{subscription.displayState || statusLabel(subscription.state)}</strong>
        {description ? <> — {description}</> : null}
      </p>
      <Facts aria-label="Subscription">
        <dt>Trial ends</dt>
        <dd>{dateOrDash(subscription.trialEndsAt, timeZone)}</dd>
        <dt>Contract ends</dt>
        <dd>{dateOrDash(subscription.contractEndsAt, timeZone)}</dd>
        <dt>In contract</dt>
        <dd>{subscription.inContract ? 'Yes' : 'No'}</dd>
        <dt>Balance</dt>
        <dd>{formatMoney(subscription.balance) || '—'}</dd>
        <dt>Credit</dt>
        <dd>{formatMoney(subscription.credit) || '—'}</dd>
        {ended ? null : (
          <>
            <dt>Cancels on</dt>
            <dd>{dateOrDash(subscription.delayedCancelAt, timeZone)}</dd>
          </>
        )}
        {pendingCancellation ? null : (
          <>
            <dt>Canceled</dt>
            <dd>{dateOrDash(subscription.canceledAt, timeZone)}</dd>
          </>
        )}
      </Facts>
    </div>
  );
}
