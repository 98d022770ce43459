import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FeedSort, TopicDetail } from '@aigc/api-client';
import { CHALLENGE_BANNER } from '@aigc/domain';
import { useGetTopicDetailQuery } from '@aigc/store';
import { Button, EmptyState, Image, LocalTime, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, useDocumentTitle } from '@aigc/ui';
import { StatItem } from '../components/StatItem';
import { TitleSkeleton } from '../components/TitleSkeleton';
import { LazyWantDialog } from '../components/LazyWantDialog';
import { useWantDialog } from '../hooks/useWantDialog';
import { formatDate } from '../util/format';
import { CampaignInfo } from './CampaignInfo';
import { ChallengeFeed } from './ChallengeFeed';
import { ChallengeLabels, ChallengeTime } from './ChallengeLabels';
import { RealPictures } from './RealPictures';
import { usePublishToChallenge } from './usePublishToChallenge';
import '../styles/community.css';
import './challenge.css';

/** Tabs of the challenge page (the `?tab=` value). */
export type ChallengeTab = 'posts' | 'designers' | 'real' | 'campaign';
const TABS: readonly ChallengeTab[] = ['posts', 'designers', 'real', 'campaign'];

function HeroSkeleton() {
  return (
    <div className="cm-challenge__hero cm-challenge__hero--loading" aria-busy="true">
      <Skeleton className="cm-challenge__banner" />
      <div className="cm-challenge__intro">
        <TitleSkeleton />
      </div>
    </div>
  );
}

/** The head of a challenge page: banner, labels, theme, time, counts and the join / upload actions by status. */
function ChallengeHero({ topic, onUpload }: { topic: TopicDetail; onUpload: () => void }) {
  const { i18n } = useLingui();
  const designHref = `/challenge/design/${encodeURIComponent(topic.uniqueTopicId)}`;
  return (
    <header className="cm-challenge__hero">
      <div className="cm-challenge__banner">
        {/* The page's largest first-screen image, preloaded by the server with the same values. */}
        <Image
          src={topic.banners.image}
          sizes={CHALLENGE_BANNER.sizes}
          alt=""
          width={CHALLENGE_BANNER.width}
          height={CHALLENGE_BANNER.height}
          fit="cover"
          fetchPriority="high"
        />
      </div>
      <div className="cm-challenge__intro">
        <ChallengeLabels topic={topic} />
        <h1 className="cm-challenge__title">{topic.title}</h1>
        <p className="cm-challenge__theme">{topic.description}</p>
        <p className="cm-challenge__meta">
          <ChallengeTime topic={topic} />
        </p>
        <dl className="cm-stats cm-challenge__stats">
          <StatItem label={<Trans>Posts</Trans>} value={topic.postCount} />
          <StatItem label={<Trans>Participants</Trans>} value={topic.participantCount} />
          <StatItem label={<Trans>Designers</Trans>} value={topic.designerCount} />
        </dl>
        <div className="cm-challenge__actions">
          {topic.status === 'ongoing' ? (
            <>
              <Link to={designHref} className="cm-link-button cm-link-button--primary">
                <Trans>Join to design</Trans>
              </Link>
              <Button variant="secondary" onClick={onUpload}>
                <Trans>Upload from history</Trans>
              </Button>
            </>
          ) : topic.status === 'upcoming' ? (
            <p className="cm-challenge__notice" role="status">
              <Trans>
                This challenge opens on <LocalTime dateTime={topic.startTime}>{formatDate(topic.startTime, i18n.locale)}</LocalTime>. Come back to join it.
              </Trans>
            </p>
          ) : (
            <p className="cm-challenge__notice" role="status">
              <Trans>This challenge has ended. Browse the works and the real pictures below.</Trans>
            </p>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * `/challenge/:challengeId` (docs/product.md §2 Challenge detail, kept alive): the
 * theme, time and status of a challenge, join to design (→
 * `/challenge/design/:id`) and upload from history (the publish dialog fixed
 * to this challenge) while it is ongoing, and tabs for all posts (hot / new),
 * designer works (hot / new), real pictures and the campaign info. Tab and
 * sort live in the URL (`?tab=designers&sort=new`).
 */
export function ChallengePage() {
  const { t } = useLingui();
  const { challengeId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tabParam = params.get('tab') as ChallengeTab | null;
  const tab: ChallengeTab = tabParam && TABS.includes(tabParam) ? tabParam : 'posts';
  const sort: FeedSort = params.get('sort') === 'new' ? 'new' : 'hot';
  const { data: topic, isLoading, isError } = useGetTopicDetailQuery(challengeId, { skip: !challengeId });
  useDocumentTitle(topic?.title);
  const want = useWantDialog();

  const update = (next: { tab?: ChallengeTab; sort?: FeedSort }) => {
    const merged = new URLSearchParams(params);
    if (next.tab) {
      if (next.tab === 'posts') merged.delete('tab');
      else merged.set('tab', next.tab);
    }
    if (next.sort) {
      if (next.sort === 'hot') merged.delete('sort');
      else merged.set('sort', next.sort);
    }
    setParams(merged, { replace: true, preventScrollReset: true });
  };

  const publish = usePublishToChallenge(topic, () => update({ tab: 'posts', sort: 'new' }));

  if (isError && !topic) {
    return (
      <div className="cm-page">
        <EmptyState
          title={t`This challenge does not exist`}
          description={t`It may have been removed. Have a look at the other challenges.`}
          action={
            <Button variant="secondary" onClick={() => navigate('/all-activities')}>
              <Trans>All activities</Trans>
            </Button>
          }
        />
      </div>
    );
  }

  const emptyPosts =
    topic?.status === 'upcoming'
      ? { title: t`Not started yet`, description: t`Posts will appear here once the challenge opens.` }
      : topic?.status === 'ended'
        ? { title: t`No posts`, description: t`This challenge ended without posts.` }
        : { title: t`No posts yet`, description: t`Be the first to post a design to this challenge.` };

  const sortBar = (
    <div className="cm-challenge__sort" role="group" aria-label={t`Sort posts`}>
      {(['hot', 'new'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className="cm-chip"
          aria-pressed={sort === value}
          onClick={() => update({ sort: value })}
        >
          {value === 'hot' ? <Trans>Hot</Trans> : <Trans>New</Trans>}
        </button>
      ))}
    </div>
  );

  return (
    <div className="cm-page cm-challenge">
      {topic ? <ChallengeHero topic={topic} onUpload={publish.open} /> : isLoading ? <HeroSkeleton /> : null}

      {topic ? (
        <Tabs value={tab} onValueChange={(value) => update({ tab: value as ChallengeTab })}>
          <div className="cm-feeds__bar cm-challenge__bar">
            <TabsList aria-label={t`Challenge sections`}>
              <TabsTrigger value="posts">
                <Trans>All posts</Trans>
              </TabsTrigger>
              <TabsTrigger value="designers">
                <Trans>Designer works</Trans>
              </TabsTrigger>
              <TabsTrigger value="real">
                <Trans>Real pictures</Trans>
              </TabsTrigger>
              <TabsTrigger value="campaign">
                <Trans>Campaign info</Trans>
              </TabsTrigger>
            </TabsList>
            {tab === 'posts' || tab === 'designers' ? sortBar : null}
          </div>
          <TabsContent value="posts">
            {tab === 'posts' ? (
              <ChallengeFeed
                topicId={topic.uniqueTopicId}
                sort={sort}
                source="all"
                onWant={want.request}
                emptyTitle={emptyPosts.title}
                emptyDescription={emptyPosts.description}
              />
            ) : null}
          </TabsContent>
          <TabsContent value="designers">
            {tab === 'designers' ? (
              <>
                <p className="cm-muted cm-small cm-challenge__hint">
                  <Plural
                    value={topic.designerCount}
                    one="Works by # official creator in this challenge."
                    other="Works by # official creators in this challenge."
                  />
                </p>
                <ChallengeFeed
                  topicId={topic.uniqueTopicId}
                  sort={sort}
                  source="designers"
                  onWant={want.request}
                  emptyTitle={t`No designer works yet`}
                  emptyDescription={t`Official creators have not posted to this challenge yet.`}
                />
              </>
            ) : null}
          </TabsContent>
          <TabsContent value="real">{tab === 'real' ? <RealPictures pictures={topic.realPictures} /> : null}</TabsContent>
          <TabsContent value="campaign">{tab === 'campaign' ? <CampaignInfo topic={topic} /> : null}</TabsContent>
        </Tabs>
      ) : null}

      <LazyWantDialog post={want.post} open={want.open} onOpenChange={want.setOpen} />
      {publish.dialog}
    </div>
  );
}
