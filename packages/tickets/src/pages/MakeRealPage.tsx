import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACTIVITY_REWARDS,
  DAILY_LOGIN_TICKETS,
  ID_TAG_LIMIT,
  PRODUCT_FLOW,
  SIGN_UP_TICKETS,
  TIER_DISCOUNT,
  TOP_WANTER_SHARE,
  WANT_COST,
  WANT_THRESHOLD,
  discountDisplay,
} from '@aigc/domain';
import { selectIsLogin, useAppSelector, useGetDailyRewardsQuery } from '@aigc/store';
import { Badge } from '@aigc/ui';
import { useProductStatusLabel } from '../components/ProductStatus';
import '../styles/makeReal.css';

function DailyRewardsToday() {
  const { t, i18n } = useLingui();
  const isLogin = useAppSelector(selectIsLogin);
  const { data } = useGetDailyRewardsQuery(undefined, { skip: !isLogin });
  if (!isLogin || !data) return null;
  const names: Record<string, string> = {
    login: t`Daily login`,
    publish: t`Publish a post`,
    comment: t`Comment on a post`,
    generate: t`Create with AI`,
  };
  const refresh = new Intl.DateTimeFormat(i18n.locale || 'en-US', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(data.nextRefreshAt),
  );
  return (
    <div className="mr-card" aria-labelledby="mr-today">
      <h3 id="mr-today" className="mr-card__title">
        <Trans>Your rewards today</Trans>
      </h3>
      <table className="mr-table">
        <tbody>
          {data.items.map((item) => (
            <tr key={item.kind}>
              <th scope="row">{names[item.kind] ?? item.kind}</th>
              <td>{item.claimed ? <Badge tone="success">{t`+${item.tickets} earned`}</Badge> : <span className="mr-muted">+{item.tickets}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mr-muted">
        <Trans>Rewards refresh at midnight your time ({refresh}).</Trans>
      </p>
    </div>
  );
}

/**
 * `/make-real` — the Make It Real explainer (docs/product.md §2): the four steps from a
 * design to a physical item, the production lifecycle (docs/product.md §4), who pays
 * what (docs/product.md §1, §9: free for the creator, at least 30% off for wanters, up
 * to 90% off for the top 10%), how want-tickets are earned (docs/tickets.md)
 * with the signed-in user's rewards of the day, timing and promises (docs/product.md §1),
 * and links to the shipping form and the free ID tag.
 */
export function MakeRealPage() {
  const { t } = useLingui();
  const statusLabel = useProductStatusLabel();
  const wanterOff = discountDisplay(TIER_DISCOUNT.wanter);
  const topOff = discountDisplay(TIER_DISCOUNT.topWanter);
  const topShare = Math.round(TOP_WANTER_SHARE * 100);
  const publish = ACTIVITY_REWARDS.publish.tickets;
  const comment = ACTIVITY_REWARDS.comment.tickets;
  const generate = ACTIVITY_REWARDS.generate.tickets;
  const idTagLimit = ID_TAG_LIMIT.toLocaleString('en-US');
  return (
    <main className="mr-page">
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

      <section className="mr-section" aria-labelledby="mr-steps">
        <h2 id="mr-steps" className="mr-section__title">
          <Trans>Four steps</Trans>
        </h2>
        <ol className="mr-steps">
          <li className="mr-card">
            <span className="mr-card__num">1</span>
            <h3 className="mr-card__title">
              <Trans>Create with AI</Trans>
            </h3>
            <p className="mr-card__text">
              <Trans>Turn an idea into a design with text to image, image to image, inpainting or image to 3D.</Trans>
            </p>
          </li>
          <li className="mr-card">
            <span className="mr-card__num">2</span>
            <h3 className="mr-card__title">
              <Trans>Post it</Trans>
            </h3>
            <p className="mr-card__text">
              <Trans>Share it with the community or enter it in a challenge.</Trans>
            </p>
          </li>
          <li className="mr-card">
            <span className="mr-card__num">3</span>
            <h3 className="mr-card__title">
              <Trans>Collect {WANT_THRESHOLD} wants</Trans>
            </h3>
            <p className="mr-card__text">
              <Trans>
                People vote with want-tickets. A want costs {WANT_COST} ticket and cannot be withdrawn; once a design
                passes {WANT_THRESHOLD} wants, we evaluate it for production.
              </Trans>
            </p>
          </li>
          <li className="mr-card">
            <span className="mr-card__num">4</span>
            <h3 className="mr-card__title">
              <Trans>We make it real</Trans>
            </h3>
            <p className="mr-card__text">
              <Trans>We model it in 3D, produce it, ship it, and open it for sale in the shop.</Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="mr-section" aria-labelledby="mr-lifecycle">
        <h2 id="mr-lifecycle" className="mr-section__title">
          <Trans>From wants to the shop</Trans>
        </h2>
        <div className="mr-card">
          <ol className="mr-lifecycle">
            {PRODUCT_FLOW.map((s) => (
              <li key={s} className="mr-lifecycle__step" data-state="done">
                <span className="mr-lifecycle__dot" aria-hidden="true" />
                <span className="mr-lifecycle__label">{statusLabel(s)}</span>
              </li>
            ))}
          </ol>
          <p className="mr-card__text">
            <Trans>
              Order confirmation within 1 working day, production in 5–7 days, express delivery in 2–3 days. We promise
              a restoration degree above 70% (90% on average). If a design cannot be made, every want-ticket is
              refunded and we offer you a free alternative.
            </Trans>
          </p>
        </div>
      </section>

      <section className="mr-section mr-grid-2" aria-label={t`Prices and tickets`}>
        <div className="mr-card">
          <h2 className="mr-card__title">
            <Trans>Who pays what</Trans>
          </h2>
          <table className="mr-table">
            <tbody>
              <tr>
                <th scope="row">
                  <Trans>The creator</Trans>
                </th>
                <td>
                  <span className="mr-off">
                    <Trans>Free</Trans>
                  </span>
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Top wanters (the first {topShare}% to want it)</Trans>
                </th>
                <td>
                  <span className="mr-off">
                    <Trans>{topOff}% off</Trans>
                  </span>
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Everyone else who wanted it</Trans>
                </th>
                <td>
                  <span className="mr-off">
                    <Trans>{wanterOff}% off</Trans>
                  </span>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <div className="mr-card">
          <h2 className="mr-card__title">
            <Trans>How to get want-tickets</Trans>
          </h2>
          <table className="mr-table">
            <tbody>
              <tr>
                <th scope="row">
                  <Trans>Sign up</Trans>
                </th>
                <td>+{SIGN_UP_TICKETS}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Log in, once a day</Trans>
                </th>
                <td>+{DAILY_LOGIN_TICKETS}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Publish a post, once a day</Trans>
                </th>
                <td>+{publish}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Comment, once a day</Trans>
                </th>
                <td>+{comment}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Create with AI, once a day</Trans>
                </th>
                <td>+{generate}</td>
              </tr>
            </tbody>
          </table>
          <p className="mr-muted">
            <Trans>Daily rewards refresh at 24:00 your local time.</Trans>
          </p>
        </div>
      </section>

      <section className="mr-section mr-grid-2">
        <DailyRewardsToday />
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
      </section>
    </main>
  );
}
