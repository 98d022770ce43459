import { Trans, useLingui } from '@lingui/react/macro';
import type { IdTagCampaign } from '@aigc/api-client';
import { ID_TAG_SHIP_DAYS } from '@aigc/domain';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import { useGetIdTagCampaignQuery } from '@aigc/store/make-real';
import { Button, ConfirmDialog, Skeleton } from '@aigc/ui';
import { LockedValue } from '../components/LockedValue';
import { IdTagFormFields } from './idTag/IdTagFormFields';
import { addressLines, useIdTagForm } from './idTag/useIdTagForm';
import '../styles/makeReal.css';

/**
 * The free ID tag page (`/free-id-tag`; docs/product.md §1, §2, §5): US residents only,
 * the first 10,000 users, shipped in 7 to 9 days. Shows how many are left; a
 * signed-in US resident enters the name for the tag and a US address, checks
 * them in a confirmation dialog and claims — after which name and address
 * are shown locked (the server refuses a second claim and never counts past
 * 10,000). Visitors are asked to sign in.
 */
export function IdTagPage() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const { data, isLoading } = useGetIdTagCampaignQuery();
  const form = useIdTagForm();
  const fmt = (n: number) => new Intl.NumberFormat(i18n.locale || 'en-US').format(n);
  const mine = data?.claim ?? null;
  const limit = data ? fmt(data.limit) : '10,000';
  const min = ID_TAG_SHIP_DAYS.min;
  const max = ID_TAG_SHIP_DAYS.max;

  return (
    <div className="mr-page mr-page--narrow">
      <section className="mr-hero" aria-labelledby="idtag-title">
        <p className="mr-hero__eyebrow">
          <Trans>Free for the first {limit}</Trans>
        </p>
        <h1 id="idtag-title" className="mr-hero__title">
          <Trans>Your free ID tag</Trans>
        </h1>
        <p className="mr-hero__lead">
          <Trans>
            A personalised ID tag, on us. For US residents only; shipped in {min} to {max} days.
          </Trans>
        </p>
        {data ? <ClaimMeter campaign={data} limit={limit} format={fmt} /> : null}
      </section>

      {isLoading ? (
        <Skeleton style={{ height: 240, marginTop: 24 }} />
      ) : !isLogin ? (
        <div className="mr-done">
          <p>
            <Trans>Sign in to claim your free ID tag.</Trans>
          </p>
          <div>
            <Button onClick={() => dispatch(loginDialogOpened({ redirect: '/free-id-tag' }))}>
              <Trans>Sign in or sign up</Trans>
            </Button>
          </div>
        </div>
      ) : mine ? (
        <div className="mr-done" role="status">
          <h2 className="mr-card__title">
            <Trans>Claimed — tag #{fmt(mine.seq)} is yours</Trans>
          </h2>
          <p className="mr-muted">
            <Trans>
              It ships within {min} to {max} days. Name and address are locked.
            </Trans>
          </p>
          <LockedValue label={<Trans>Name on the tag</Trans>} value={mine.name} />
          <LockedValue label={<Trans>Shipping address</Trans>} value={addressLines(mine.address)} />
        </div>
      ) : data && data.remaining <= 0 ? (
        <div className="mr-done" role="status">
          <p>
            <Trans>All {limit} free ID tags have been claimed.</Trans>
          </p>
        </div>
      ) : (
        <IdTagFormFields form={form} />
      )}
      <ConfirmDialog
        open={form.reviewing}
        title={t`Is everything right?`}
        message={
          <>
            <span className="mr-locked__value">{form.name.trim()}</span>
            <br />
            <span className="mr-locked__value">{addressLines(form.address)}</span>
            <br />
            <Trans>Name and address cannot be changed after you claim.</Trans>
          </>
        }
        confirmLabel={t`Claim`}
        cancelLabel={t`Edit`}
        loading={form.claiming}
        onConfirm={() => void form.submit()}
        onCancel={() => form.setReviewing(false)}
      />
    </div>
  );
}

/** How many free tags are claimed (a progress bar) and how many are left. */
function ClaimMeter({ campaign, limit, format }: { campaign: IdTagCampaign; limit: string; format: (n: number) => string }) {
  const { t } = useLingui();
  return (
    <div className="mr-meter">
      <div
        className="mr-bar"
        role="progressbar"
        aria-label={t`Free ID tags claimed`}
        aria-valuemin={0}
        aria-valuemax={campaign.limit}
        aria-valuenow={campaign.claimed}
      >
        <div className="mr-bar__fill" style={{ width: `${Math.min(100, (campaign.claimed / Math.max(1, campaign.limit)) * 100)}%` }} />
      </div>
      <span className="mr-muted">
        <Trans>
          {format(campaign.remaining)} of {limit} left
        </Trans>
      </span>
    </div>
  );
}
