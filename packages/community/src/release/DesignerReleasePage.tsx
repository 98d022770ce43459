import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatorTier } from '@aigc/api-client';
import { WANT_THRESHOLD, editionRules, formatMoney, releasePriceRange, RELEASE_PRICE_FACTOR } from '@aigc/domain';
import { useShellConfig } from '@aigc/shell';
import { selectUserId, useAppSelector } from '@aigc/store';
import { useGetCreatorDetailQuery } from '@aigc/store/creators';
import { useGetMyReleasesQuery } from '@aigc/store/releases';
import { Button, EmptyState, Skeleton } from '@aigc/ui';
import { ReleaseForm } from './ReleaseForm';
import { ReleaseList } from './ReleaseList';
import '../styles/release.css';

/**
 * What a signed-in creator who is not verified reads instead of the form:
 * their tier, what direct launch is, and the way to become a verified
 * creator (the creation mode upgrade and author onboarding pages).
 */
function BecomeVerified({ tier }: { tier: CreatorTier }) {
  return (
    <section className="dr-gate" aria-labelledby="dr-gate-title">
      <h2 id="dr-gate-title" className="dr-section-title">
        <Trans>Direct launch is for verified creators</Trans>
      </h2>
      <p>
        {tier === 'rights' ? (
          <Trans>You are a creator with rights; direct launch needs the verified tier.</Trans>
        ) : (
          <Trans>You are not a verified creator yet.</Trans>
        )}
      </p>
      <p>
        <Trans>
          Verified (signed) creators put their designs on sale in the shop themselves, without waiting for {WANT_THRESHOLD} wants, and earn a
          higher royalty on every sale.
        </Trans>
      </p>
      <h3 className="dr-gate__subtitle">
        <Trans>How to become a verified creator</Trans>
      </h3>
      <ol className="dr-gate__steps">
        <li>
          <Trans>Read how creation mode upgrades work and what each creator tier gives.</Trans>
        </li>
        <li>
          <Trans>Become an author: accept the author terms, so you can publish your own designs.</Trans>
        </li>
        <li>
          <Trans>Keep publishing designs the community wants. Our team invites creators to sign as verified creators and grants the tier.</Trans>
        </li>
      </ol>
      <div className="dr-gate__links">
        <Link to="/createUpgrade" className="ui-button ui-button--primary ui-button--md">
          <Trans>Creation mode upgrade</Trans>
        </Link>
        <Link to="/author/onboarding" className="ui-button ui-button--secondary ui-button--md">
          <Trans>Become an author</Trans>
        </Link>
      </div>
      <p className="dr-muted">
        <Trans>Until then, a design of yours that passes {WANT_THRESHOLD} wants is made real and sold in the shop for you.</Trans>
      </p>
    </section>
  );
}

/**
 * `/designer/product/release` (docs/product.md §2: login required, no footer;
 * docs/shop.md 'Direct launch'): a verified creator launches a product from one
 * of their published designs — type, sizes, price within the type's range,
 * description — for operator review, and follows their releases (under
 * review, withdrawn, on sale with the shop link, not approved with the
 * reason). Anyone else signed in reads how to become a verified creator
 * (`canLaunchProduct` of `GET /api/creator/detail`; the server checks the
 * tier again on every submission).
 */
export function DesignerReleasePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const userId = useAppSelector(selectUserId);
  const region = editionRules(useShellConfig().edition).region;
  const creator = useGetCreatorDetailQuery();
  const releases = useGetMyReleasesQuery();
  const list = releases.data?.dataList ?? [];
  const pendant = releasePriceRange('pendant', region);
  const pendantMin = formatMoney(pendant.minMinor, pendant.currency, i18n.locale);
  const pendantMax = formatMoney(pendant.maxMinor, pendant.currency, i18n.locale);
  const factor = RELEASE_PRICE_FACTOR.max;

  const back = (
    <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/creatorDetail/'))}>
      ← <Trans>Back</Trans>
    </Button>
  );
  const header = (
    <>
      <nav className="dr-nav">
        {back}
        <Link to="/creatorDetail/" className="ui-button ui-button--secondary ui-button--md">
          <Trans>My creator page</Trans>
        </Link>
      </nav>
      <h1 className="dr-title">
        <Trans>Launch a product</Trans>
      </h1>
      <p className="dr-muted">
        <Trans>
          Turn one of your designs into an ID tag, a piece of jewelry, a keychain, a toy figurine or a poster, at your price: from the shop’s own
          price of the plain product up to {factor} times it (a pendant: {pendantMin} to {pendantMax}). Our team reviews every product before it
          goes on sale.
        </Trans>
      </p>
    </>
  );

  if (creator.isLoading || releases.isLoading || !userId) {
    return (
      <div className="dr-page" aria-busy="true">
        {header}
        <Skeleton className="dr-skeleton" />
      </div>
    );
  }
  if (creator.isError || !creator.data || releases.isError) {
    return (
      <div className="dr-page">
        {header}
        <EmptyState
          title={t`Your releases could not be loaded`}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                void creator.refetch();
                void releases.refetch();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="dr-page">
      {header}
      {creator.data.canLaunchProduct ? (
        <ReleaseForm userId={userId} region={region} releases={list} />
      ) : (
        <BecomeVerified tier={creator.data.creatorTier} />
      )}
      {list.length > 0 ? <ReleaseList releases={list} /> : null}
    </div>
  );
}
