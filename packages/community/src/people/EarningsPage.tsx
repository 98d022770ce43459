import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DESIGNER_RELEASE_PATH, formatMoney, ROYALTY_RATE_BPS } from '@aigc/domain';
import { useGetCreatorDetailQuery } from '@aigc/store/creators';
import { useGetCreatorEarningsQuery } from '@aigc/store/earnings';
import { Button, EmptyState, Skeleton } from '@aigc/ui';
import '../styles/community.css';
import '../styles/account.css';
import '../styles/people.css';

/** A rate in basis points as a percentage for people (`1000` → `10 %`, localized). */
function percent(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale || 'en-US', { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/**
 * `/creatorDetail/earnings` (login required, no header): the signed-in
 * creator's royalties (docs/shop.md 'Royalties') — the total per currency,
 * then one row per product (units sold, sales, royalties; refunds already
 * taken off) and the newest ledger entries with the tier rate of each sale.
 * Amounts are the server's, in each sale's own currency (never converted).
 * Verified creators also get the way to launch a product directly
 * (`/designer/product/release`, docs/shop.md 'Direct launch').
 */
export function EarningsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetCreatorEarningsQuery();
  const canLaunch = useGetCreatorDetailQuery().data?.canLaunchProduct ?? false;
  const locale = i18n.locale;

  const back = (
    <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/creatorDetail/'))}>
      ← <Trans>Back</Trans>
    </Button>
  );
  const heading = (
    <h1 className="cm-account__name">
      <Trans>My earnings</Trans>
    </h1>
  );
  const rule = (
    <p className="cm-muted">
      <Trans>
        Every sale of your designs in the shop earns you {percent(ROYALTY_RATE_BPS.none, locale)} of what the buyer paid; verified creators earn{' '}
        {percent(ROYALTY_RATE_BPS.verified, locale)}. The rate is the one of your tier when the sale was paid; refunds take the royalty back.
      </Trans>
    </p>
  );
  if (isLoading) {
    return (
      <div className="cm-page pp-cd pp-earn" aria-busy="true">
        {back}
        {heading}
        <Skeleton className="pp-cd__skeleton" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="cm-page pp-cd pp-earn">
        {back}
        {heading}
        <EmptyState
          title={t`Your earnings could not be loaded`}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="cm-page pp-cd pp-earn">
      <nav className="pp-cd__nav">
        {back}
        <Link to="/creatorDetail/" className="cm-link-button">
          <Trans>My creator page</Trans>
        </Link>
        {canLaunch ? (
          <Link to={DESIGNER_RELEASE_PATH} className="cm-link-button">
            <Trans>Launch a product</Trans>
          </Link>
        ) : null}
      </nav>
      {heading}
      {rule}
      {data.totals.length === 0 ? (
        <EmptyState
          title={t`No sales yet`}
          description={t`When a design of yours is made real and sold in the shop, your royalties appear here.`}
          action={
            <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
              <Trans>Create a design</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <dl className="pp-cd__stats" aria-label={t`Total royalties`}>
            {data.totals.map((total) => (
              <div key={total.currency} className="pp-cd__stat">
                <dt>{t`Total royalties (${total.currency})`}</dt>
                <dd>{formatMoney(total.amountMinor, total.currency, locale)}</dd>
              </div>
            ))}
          </dl>
          <section className="pp-cd__section" aria-labelledby="pp-earn-products">
            <h2 id="pp-earn-products" className="cm-section__title">
              <Trans>Per product</Trans>
            </h2>
            <ul className="pp-earn__list">
              {data.products.map((p) => (
                <li key={`${p.productId}:${p.currency}`} className="pp-earn__row">
                  <Link to={`/content/${p.productId}`} className="pp-earn__title">
                    {p.title || t`Untitled post`}
                  </Link>
                  <span className="cm-muted">
                    {t`${p.units} sold`} · {t`Sales ${formatMoney(p.salesMinor, p.currency, locale)}`}
                  </span>
                  <strong className="pp-earn__amount">{formatMoney(p.amountMinor, p.currency, locale)}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section className="pp-cd__section" aria-labelledby="pp-earn-entries">
            <h2 id="pp-earn-entries" className="cm-section__title">
              <Trans>Latest entries</Trans>
            </h2>
            <ul className="pp-earn__list">
              {data.entries.map((e, i) => (
                <li key={`${e.createdAt}:${i}`} className="pp-earn__row">
                  <span className="pp-earn__title">{e.title}</span>
                  <span className="cm-muted">
                    {e.kind === 'credit'
                      ? t`Sale of ${e.quantity} at ${percent(e.rateBps, locale)}`
                      : t`Refund of ${e.quantity}: royalty taken back`}{' '}
                    · {new Intl.DateTimeFormat(locale || 'en-US', { dateStyle: 'medium' }).format(new Date(e.createdAt))}
                  </span>
                  <strong className="pp-earn__amount">{formatMoney(e.amountMinor, e.currency, locale)}</strong>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
