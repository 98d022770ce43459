import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ID_TAG_LIMIT, TIER_DISCOUNT, WANT_THRESHOLD, discountDisplay } from '@aigc/domain';
import { DailyRewardsToday } from './makeReal/DailyRewardsToday';
import { MakeRealLifecycle, MakeRealSteps } from './makeReal/MakeRealSteps';
import { PricesAndTickets } from './makeReal/PricesAndTickets';
import '../styles/makeReal.css';

/**
 * `/make-real` — the Make It Real explainer (docs/product.md §2): the four steps from a
 * design to a physical item, the production lifecycle (docs/product.md §4), who pays
 * what (docs/product.md §1, §9: free for the creator, at least 30% off for wanters, up
 * to 90% off for the top 10%), how want-tickets are earned (docs/tickets.md)
 * with the signed-in user's rewards of the day, timing and promises (docs/product.md §1),
 * and links to the shipping form and the free ID tag.
 */
export function MakeRealPage() {
  return (
    <div className="mr-page">
      <MakeRealHero />
      <MakeRealSteps />
      <MakeRealLifecycle />
      <PricesAndTickets />
      <section className="mr-section mr-grid-2">
        <DailyRewardsToday />
        <GetYourItem />
      </section>
    </div>
  );
}

/** The page's title, the promise in one paragraph, and the two ways in (design, or want). */
function MakeRealHero() {
  const wanterOff = discountDisplay(TIER_DISCOUNT.wanter);
  return (
    <section className="mr-hero" aria-labelledby="mr-title">
      <p className="mr-hero__eyebrow">
        <Trans>Make it real</Trans>
      </p>
      <h1 id="mr-title" className="mr-hero__title">
        <Trans>Your design, made into a real thing</Trans>
      </h1>
      <p className="mr-hero__lead">
        <Trans>
          Every design that collects more than {WANT_THRESHOLD} wants is produced as a physical item — jewelry,
          accessories, toys or ID tags. Free for its creator, and at least {wanterOff}% off for everyone who wanted it.
        </Trans>
      </p>
      <div className="mr-hero__actions">
        <Link className="ui-button ui-button--want ui-button--md" to="/generator">
          <Trans>Start a design</Trans>
        </Link>
        <Link className="ui-button ui-button--secondary ui-button--md" to="/">
          <Trans>Browse designs to want</Trans>
        </Link>
      </div>
    </section>
  );
}

/** 'Get your item': links to the shipping form and to the free ID tag (first ID_TAG_LIMIT US users). */
function GetYourItem() {
  const idTagLimit = ID_TAG_LIMIT.toLocaleString('en-US');
  return (
    <div className="mr-card">
      <h2 className="mr-card__title">
        <Trans>Get your item</Trans>
      </h2>
      <p className="mr-card__text">
        <Trans>Add your shipping information once, so a design you helped make real can reach you.</Trans>
      </p>
      <Link to="/delivery">
        <Trans>Shipping information →</Trans>
      </Link>
      <p className="mr-card__text">
        <Trans>US residents: the first {idTagLimit} users get a free ID tag, shipped in 7 to 9 days.</Trans>
      </p>
      <Link to="/free-id-tag">
        <Trans>Claim your free ID tag →</Trans>
      </Link>
    </div>
  );
}
