import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProductRelease, ReleaseStatus } from '@aigc/api-client';
import { RELEASE_REASON_MAX, RELEASE_STATUSES } from '@aigc/domain';
import { mainSiteOriginFor } from '@aigc/shell';
import { useApproveReleaseMutation, useGetAdminReleasesQuery, useRejectReleaseMutation } from '@aigc/store/releases';
import { useProductSizeLabel, useProductTypeLabel } from '@aigc/tickets';
import { Badge, Button, CreatorTierBadge, TextField } from '@aigc/ui';
import { AdminList } from './AdminList';
import { SelectField } from './SelectField';
import { formatDateTime, formatMoney } from '../util/money';

/** Names of the release statuses in the console. */
function useReleaseStatusLabel(): (status: ReleaseStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      pending: t`Under review`,
      approved: t`On sale`,
      rejected: t`Not approved`,
      withdrawn: t`Withdrawn`,
    })[status];
}

/** One release in the console: the design, its creator, the product with prices and description; approve, or reject with a reason. */
function AdminReleaseRow({ release }: { release: AdminProductRelease }) {
  const { t, i18n } = useLingui();
  const typeLabel = useProductTypeLabel();
  const sizeLabel = useProductSizeLabel();
  const statusLabel = useReleaseStatusLabel();
  const [approve, approving] = useApproveReleaseMutation();
  const [reject, rejecting] = useRejectReleaseMutation();
  const [draft, setDraft] = useState('');
  const busy = approving.isLoading || rejecting.isLoading;
  const title = release.title || t`Untitled post`;
  const reason = release.reason;
  const mainOrigin = mainSiteOriginFor(window.location);
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch {
      // toasted by the store (reviewed meanwhile, withdrawn, no reason, …)
    }
  };
  return (
    <li className="shop-admin-row shop-release" aria-label={t`Release ${title}`}>
      <div className="shop-release__main">
        {release.posterImage ? <img className="shop-release__image" src={release.posterImage.imageResize200Url} alt="" loading="lazy" /> : null}
        <div className="shop-release__text">
          <div className="shop-admin-row__head">
            <a href={`${mainOrigin}/content/${encodeURIComponent(release.contentId)}`}>
              <strong>{title}</strong>
            </a>
            <Badge tone={release.status === 'approved' ? 'success' : release.status === 'rejected' ? 'danger' : release.status === 'pending' ? 'accent' : 'neutral'}>
              {statusLabel(release.status)}
            </Badge>
            {release.designDeleted ? (
              <Badge tone="danger">
                <Trans>Design deleted</Trans>
              </Badge>
            ) : null}
          </div>
          <span className="shop-small">
            <Trans>by {release.creator.nickName}</Trans> <CreatorTierBadge tier={release.creator.creatorTier} />
          </span>
          <span className="shop-small">
            {typeLabel(release.kind)} ·{' '}
            {release.sizes.map((s) => `${sizeLabel(s.label)} ${formatMoney(s.priceMinor, release.currency, i18n.locale)}`).join(' · ')}
          </span>
          <p className="shop-release__description">{release.description}</p>
          <span className="shop-muted shop-small">
            {release.releaseId} · {formatDateTime(release.createTime, i18n.locale)}
          </span>
          {reason ? (
            <span className="shop-small">
              <Trans>Reason: {reason}</Trans>
            </span>
          ) : null}
        </div>
      </div>
      {release.status === 'pending' ? (
        <>
          <TextField
            label={t`Reason for the creator (to reject)`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={RELEASE_REASON_MAX}
          />
          <div className="shop-actions">
            <Button size="sm" disabled={busy} loading={approving.isLoading} onClick={() => void act(() => approve(release.releaseId).unwrap())}>
              <Trans>Approve and put on sale</Trans>
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              loading={rejecting.isLoading}
              onClick={() => void act(() => reject({ releaseId: release.releaseId, reason: draft.trim() }).unwrap())}
            >
              <Trans>Reject</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

/**
 * The operators' review of verified creators' product releases (docs/shop.md
 * 'Direct launch'): by status (under review first, oldest first,
 * `GET /admin/releases`), each approved — it goes on sale in the shop — or
 * rejected with the reason its creator reads (`POST /admin/release/approve`,
 * `/reject`).
 */
export function AdminReleases() {
  const { t } = useLingui();
  const statusLabel = useReleaseStatusLabel();
  const [status, setStatus] = useState<ReleaseStatus | ''>('pending');
  const query = useGetAdminReleasesQuery(status ? { status } : {});
  return (
    <>
      <SelectField label={<Trans>Status</Trans>} value={status} onChange={(e) => setStatus(e.target.value as ReleaseStatus | '')}>
        {RELEASE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
        <option value="">{t`All`}</option>
      </SelectField>
      <AdminList query={query} empty={<Trans>No releases.</Trans>}>
        {(release) => <AdminReleaseRow key={release.releaseId} release={release} />}
      </AdminList>
    </>
  );
}
