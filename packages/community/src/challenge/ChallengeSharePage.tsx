import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useGetChallengeShareQuery } from '@aigc/store';
import { Avatar, EmptyState, Image, PreviewBadge, Skeleton } from '@aigc/ui';
import { ChallengeLabels, ChallengeTime } from './ChallengeLabels';
import '../styles/community.css';
import './challenge.css';

// The share card (ShareCard of @aigc/ui) loads on demand: its chunk stays off every other route's preload list.
const ShareCard = lazy(() => import('@aigc/ui/share-card').then((m) => ({ default: m.ShareCard })));

/**
 * `/challenge/share/:contentId` (docs/product.md §2): the landing page of a shared
 * challenge post — the work, its creator and want count, the challenge it
 * was posted in (labels, time, post count) and the ways in: see the post,
 * open the challenge, or join it while it is ongoing
 * (`GET /api/topic/share/info`).
 */
export function ChallengeSharePage() {
  const { t } = useLingui();
  const { contentId = '' } = useParams();
  const { data, isLoading, isError } = useGetChallengeShareQuery(contentId, { skip: !contentId });

  if (isLoading) {
    return (
      <div className="cm-page cm-share" aria-busy="true">
        <Skeleton className="cm-share__skeleton" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="cm-page">
        <EmptyState
          title={t`This post does not exist or was deleted`}
          action={
            <Link to="/all-activities" className="cm-link-button">
              <Trans>All activities</Trans>
            </Link>
          }
        />
      </div>
    );
  }
  const { content, topic } = data;
  const contentHref = `/content/${encodeURIComponent(content.contentId)}`;
  return (
    <div className="cm-page cm-share">
      <Suspense fallback={<Skeleton className="cm-share__skeleton" />}>
        <ShareCard
          media={
          <>
            <Image
              src={content.posterImage.imageResize512Url}
              alt={content.title}
              width={content.posterImage.width}
              height={content.posterImage.height}
            />
            {content.posterImage.preview ? <PreviewBadge /> : null}
          </>
        }
        title={content.title}
          kicker={
            topic ? (
              <Trans>A design from a challenge</Trans>
            ) : (
              <Trans>A design from the community</Trans>
            )
          }
          author={{
          name: content.author.nickName,
          avatar: <Avatar src={content.author.avatar} name={content.author.nickName} size="sm" />,
        }}
        meta={<Plural value={content.wantCount} one="# want" other="# wants" />}
          renderMedia={({ className, children }) => (
            <Link to={contentHref} className={className} aria-label={t`Open ${content.title}`}>
              {children}
            </Link>
          )}
        >
          <div className="cm-challenge__actions">
            <Link to={contentHref} className="cm-link-button cm-link-button--primary">
              <Trans>See the design</Trans>
            </Link>
          </div>
          {topic ? (
            <section className="cm-share__topic" aria-labelledby="cm-share-topic">
              <ChallengeLabels topic={topic} />
              <h2 id="cm-share-topic" className="cm-share__topic-title">
                {topic.title}
              </h2>
              <p className="cm-muted cm-small">
                <ChallengeTime topic={topic} />
              </p>
              <p className="cm-share__topic-desc">{topic.description}</p>
              <div className="cm-challenge__actions">
                <Link
                  to={`/challenge/${encodeURIComponent(topic.uniqueTopicId)}`}
                  className="cm-link-button"
                >
                  <Trans>View the challenge</Trans>
                </Link>
                {topic.status === 'ongoing' ? (
                  <Link
                    to={`/challenge/design/${encodeURIComponent(topic.uniqueTopicId)}`}
                    className="cm-link-button cm-link-button--primary"
                  >
                    <Trans>Join to design</Trans>
                  </Link>
                ) : null}
              </div>
            </section>
          ) : null}
        </ShareCard>
      </Suspense>
    </div>
  );
}
