import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductRelease, ReleaseStatus } from '@aigc/api-client';
import { formatMoney } from '@aigc/domain';
import { shopOriginFor, useShellLinks } from '@aigc/shell';
import { useWithdrawReleaseMutation } from '@aigc/store/releases';
import { useProductSizeLabel, useProductTypeLabel } from '@aigc/tickets';
import { Badge, Button, ConfirmDialog, Image } from '@aigc/ui';

const TONE: Record<ReleaseStatus, 'accent' | 'success' | 'danger' | 'neutral'> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** A release's status as a badge: under review, on sale, not approved, withdrawn. */
function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  const label = {
    pending: <Trans>Under review</Trans>,
    approved: <Trans>On sale</Trans>,
    rejected: <Trans>Not approved</Trans>,
    withdrawn: <Trans>Withdrawn</Trans>,
  }[status];
  return <Badge tone={TONE[status]}>{label}</Badge>;
}

/** One release: the design, the product, its prices, the status and what can be done now. */
function ReleaseRow({ release, shopOrigin, onWithdraw }: { release: ProductRelease; shopOrigin: string; onWithdraw: (r: ProductRelease) => void }) {
  const { t, i18n } = useLingui();
  const typeLabel = useProductTypeLabel();
  const sizeLabel = useProductSizeLabel();
  const title = release.title || t`Untitled post`;
  const reason = release.reason;
  const when = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium' }).format(new Date(release.createTime));
  return (
    <li className="dr-release" aria-label={title}>
      <div className="dr-release__image">
        {release.posterImage ? (
          <Image
            src={release.posterImage.imageResize200Url || release.posterImage.url}
            alt=""
            width={release.posterImage.width}
            height={release.posterImage.height}
            fit="cover"
            lazy
          />
        ) : null}
      </div>
      <div className="dr-release__body">
        <div className="dr-release__head">
          {release.designDeleted ? (
            <strong>{title}</strong>
          ) : (
            <Link to={`/content/${encodeURIComponent(release.contentId)}`} className="dr-release__title">
              {title}
            </Link>
          )}
          <ReleaseStatusBadge status={release.status} />
        </div>
        <p className="dr-muted dr-release__line">
          {typeLabel(release.kind)} · {release.sizes.map((s) => `${sizeLabel(s.label)} ${formatMoney(s.priceMinor, release.currency, i18n.locale)}`).join(' · ')}
        </p>
        <p className="dr-muted dr-release__line">
          <Trans>Sent on {when}</Trans>
          {release.designDeleted ? (
            <>
              {' · '}
              <Trans>design deleted</Trans>
            </>
          ) : null}
        </p>
        {release.status === 'rejected' && reason ? (
          <p className="dr-release__reason">
            <Trans>Reason: {reason}</Trans>
          </p>
        ) : null}
        <div className="dr-release__actions">
          {release.status === 'pending' ? (
            <Button size="sm" variant="secondary" onClick={() => onWithdraw(release)}>
              <Trans>Withdraw</Trans>
            </Button>
          ) : null}
          {release.status === 'approved' && release.shopProductId ? (
            <a className="ui-button ui-button--secondary ui-button--md" href={`${shopOrigin}/detail/${encodeURIComponent(release.shopProductId)}`}>
              <Trans>See it in the shop</Trans>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The creator's releases on `/designer/product/release` (docs/shop.md 'Direct
 * launch'), newest first: the design and the product with its prices, the
 * status — under review (with 'Withdraw', after a confirmation), on sale
 * (with a link to the product on the shop host), not approved (with the
 * operator's reason) or withdrawn.
 */
export function ReleaseList({ releases }: { releases: readonly ProductRelease[] }) {
  const { t } = useLingui();
  const shopOrigin = useShellLinks()?.shopOrigin ?? shopOriginFor(window.location);
  const [withdraw, { isLoading }] = useWithdrawReleaseMutation();
  const [asking, setAsking] = useState<ProductRelease | null>(null);
  const confirm = async () => {
    if (!asking) return;
    try {
      await withdraw(asking.releaseId).unwrap();
    } catch {
      // toasted by the store (e.g. reviewed meanwhile)
    }
    setAsking(null);
  };
  return (
    <section className="dr-section" aria-labelledby="dr-releases-title">
      <h2 id="dr-releases-title" className="dr-section-title">
        <Trans>Your releases</Trans>
      </h2>
      <ul className="dr-releases">
        {releases.map((r) => (
          <ReleaseRow key={r.releaseId} release={r} shopOrigin={shopOrigin} onWithdraw={setAsking} />
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t`Withdraw this release?`}
        message={t`It leaves the review queue. You can send the design again later.`}
        confirmLabel={t`Withdraw`}
        cancelLabel={t`Keep it`}
        danger
        loading={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
