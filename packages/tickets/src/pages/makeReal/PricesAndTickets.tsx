import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACTIVITY_REWARDS,
  DAILY_LOGIN_TICKETS,
  SIGN_UP_TICKETS,
  TIER_DISCOUNT,
  TOP_WANTER_SHARE,
  discountDisplay,
} from '@aigc/domain';
import { FactRow } from './MakeRealCards';

/**
 * 'Who pays what' (docs/product.md §1, §9: free for the creator, the top wanters'
 * and the other wanters' discounts) beside 'How to get want-tickets'
 * (sign-up, daily login and the daily activity rewards).
 */
export function PricesAndTickets() {
  const { t } = useLingui();
  const wanterOff = discountDisplay(TIER_DISCOUNT.wanter);
  const topOff = discountDisplay(TIER_DISCOUNT.topWanter);
  const topShare = Math.round(TOP_WANTER_SHARE * 100);
  const off = (text: ReactNode) => <span className="mr-off">{text}</span>;
  return (
    <section className="mr-section mr-grid-2" aria-label={t`Prices and tickets`}>
      <div className="mr-card">
        <h2 className="mr-card__title">
          <Trans>Who pays what</Trans>
        </h2>
        <table className="mr-table">
          <tbody>
            <FactRow label={<Trans>The creator</Trans>}>{off(<Trans>Free</Trans>)}</FactRow>
            <FactRow label={<Trans>Top wanters (the first {topShare}% to want it)</Trans>}>{off(<Trans>{topOff}% off</Trans>)}</FactRow>
            <FactRow label={<Trans>Everyone else who wanted it</Trans>}>{off(<Trans>{wanterOff}% off</Trans>)}</FactRow>
          </tbody>
        </table>
      </div>
      <div className="mr-card">
        <h2 className="mr-card__title">
          <Trans>How to get want-tickets</Trans>
        </h2>
        <table className="mr-table">
          <tbody>
            <FactRow label={<Trans>Sign up</Trans>}>+{SIGN_UP_TICKETS}</FactRow>
            <FactRow label={<Trans>Log in, once a day</Trans>}>+{DAILY_LOGIN_TICKETS}</FactRow>
            <FactRow label={<Trans>Publish a post, once a day</Trans>}>+{ACTIVITY_REWARDS.publish.tickets}</FactRow>
            <FactRow label={<Trans>Comment, once a day</Trans>}>+{ACTIVITY_REWARDS.comment.tickets}</FactRow>
            <FactRow label={<Trans>Create with AI, once a day</Trans>}>+{ACTIVITY_REWARDS.generate.tickets}</FactRow>
          </tbody>
        </table>
        <p className="mr-muted">
          <Trans>Daily rewards refresh at 24:00 your local time.</Trans>
        </p>
      </div>
    </section>
  );
}
