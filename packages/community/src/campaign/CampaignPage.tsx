import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Campaign } from '@aigc/api-client';
import type { CampaignChannel } from '@aigc/domain';
import type { ApiError } from '@aigc/store';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import { useGetCampaignQuery } from '@aigc/store/campaigns';
import { rememberHtSource } from '@aigc/store/ht-source';
import { Button, EmptyState, Image, Skeleton } from '@aigc/ui';
import { formatDate } from '../util/format';
import './campaign.css';

/**
 * The channel of a `/activities/<channel>/:code` path (the route table only
 * matches the two channels; the server refuses any other with 400), or null
 * when the path has none.
 */
export function campaignChannelOf(pathname: string): CampaignChannel | null {
  return (pathname.split('/')[2] as CampaignChannel | undefined) || null;
}

/**
 * A campaign landing page, `/activities/xiaohongshu/:code` and
 * `/activities/yincangkuan/:code` (docs/product.md §2 'Campaigns'): hero
 * image, title, description, reward, rules and time window in the visitor's
 * language, and a call to action — the challenge it leads to, or signing up
 * for a visitor. Opening it records the campaign's `ht_source` in session
 * storage (docs/product.md §3), so a sign-up from here counts for it. An
 * unknown code says 'This campaign does not exist'; an upcoming or ended
 * campaign says so instead of the call to action.
 */
export function CampaignPage() {
  const { code = '' } = useParams();
  const channel = campaignChannelOf(useLocation().pathname);
  const { data, error, isLoading } = useGetCampaignQuery(
    { channel: channel ?? 'xiaohongshu', code },
    { skip: !channel || !code },
  );
  useEffect(() => {
    if (data) rememberHtSource(data.htSource);
  }, [data]);

  if (isLoading) return <CampaignSkeleton />;
  if (!data) {
    const missing = !channel || (error as Partial<ApiError> | undefined)?.status === 404;
    return (
      <div className="cp-page">
        <EmptyState
          title={missing ? <Trans>This campaign does not exist</Trans> : <Trans>The campaign could not be loaded</Trans>}
          description={<Trans>Check the link, or browse the challenges that are on now.</Trans>}
          action={
            <Link className="cp-cta" to="/all-activities">
              <Trans>See all challenges</Trans>
            </Link>
          }
        />
      </div>
    );
  }
  return <CampaignView campaign={data} />;
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const { i18n } = useLingui();
  const zh = i18n.locale.startsWith('zh');
  const pick = (text: { en: string; zh: string }) => (zh ? text.zh || text.en : text.en || text.zh);
  const start = formatDate(campaign.startsAt, i18n.locale);
  // endsAt is exclusive: the last day shown is the one before it ends.
  const end = formatDate(new Date(new Date(campaign.endsAt).getTime() - 1).toISOString(), i18n.locale);
  const description = pick(campaign.description);
  const reward = pick(campaign.reward);
  const rules = pick(campaign.rules);
  return (
    <div className="cp-page">
      <section className="cp-hero" aria-labelledby="cp-title">
        <Image className="cp-hero__image" src={campaign.heroImage} alt="" width={1600} height={900} fit="cover" fetchPriority="high" />
        <div className="cp-hero__text">
          <h1 id="cp-title" className="cp-hero__title">
            {pick(campaign.title)}
          </h1>
          <p className="cp-window">
            <time dateTime={campaign.startsAt}>{start}</time> – <time dateTime={campaign.endsAt}>{end}</time>
          </p>
          {description ? <p className="cp-lead">{description}</p> : null}
        </div>
      </section>
      <CampaignState campaign={campaign} />
      {reward ? (
        <section className="cp-section" aria-labelledby="cp-reward">
          <h2 id="cp-reward" className="cp-section__title">
            <Trans>Reward</Trans>
          </h2>
          <p className="cp-text">{reward}</p>
        </section>
      ) : null}
      {rules ? (
        <section className="cp-section" aria-labelledby="cp-rules">
          <h2 id="cp-rules" className="cp-section__title">
            <Trans>Rules</Trans>
          </h2>
          <p className="cp-text">{rules}</p>
        </section>
      ) : null}
    </div>
  );
}

/** The state line and, while the campaign runs, its call to action. */
function CampaignState({ campaign }: { campaign: Campaign }) {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const { pathname } = useLocation();
  if (campaign.state === 'upcoming')
    return (
      <p className="cp-state" role="status">
        <Trans>This campaign has not started yet. Come back when it opens.</Trans>
      </p>
    );
  if (campaign.state === 'ended')
    return (
      <p className="cp-state" role="status">
        <Trans>This campaign has ended. Thank you for taking part!</Trans>
      </p>
    );
  const topic = campaign.topic;
  return (
    <div className="cp-actions">
      {topic ? (
        <Link className="cp-cta" to={`/challenge/${encodeURIComponent(topic.topicId)}`}>
          <Trans>Join the challenge: {topic.title}</Trans>
        </Link>
      ) : null}
      {!isLogin ? (
        <Button
          variant={topic ? 'secondary' : 'primary'}
          onClick={() => dispatch(loginDialogOpened({ redirect: topic ? `/challenge/${topic.topicId}` : pathname }))}
        >
          <Trans>Sign up to take part</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function CampaignSkeleton() {
  const { t } = useLingui();
  return (
    <div className="cp-page" aria-busy="true" aria-label={t`Loading the campaign`}>
      <Skeleton className="cp-hero__image" />
      <Skeleton style={{ height: 32, width: '60%', marginTop: 16 }} />
      <Skeleton style={{ height: 80, marginTop: 16 }} />
    </div>
  );
}
