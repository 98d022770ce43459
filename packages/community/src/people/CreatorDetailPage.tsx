import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DESIGNER_RELEASE_PATH, WANT_THRESHOLD } from '@aigc/domain';
import { useGetCreatorDetailQuery } from '@aigc/store/creators';
import { Avatar, Badge, Button, CreatorTierBadge, EmptyState, Image, PreviewBadge, Skeleton } from '@aigc/ui';
import '../styles/community.css';
import '../styles/account.css';
import '../styles/people.css';

/**
 * `/creatorDetail/` (docs/product.md §2: login required, no header): the signed-in
 * creator's own page — tier (quality creator, priority queue, docs/product.md §1 and
 * §6), place in the creators ranking, what the community gave back (wants,
 * likes, comments, followers, posts past the make-it-real threshold) and the
 * most wanted works, with the benefits of verified creators; a verified
 * creator also gets the way to launch a product directly (docs/shop.md 'Direct launch').
 */
export function CreatorDetailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetCreatorDetailQuery();

  const back = (
    <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/creator'))}>
      ← <Trans>Back</Trans>
    </Button>
  );
  if (isLoading) {
    return (
      <div className="cm-page pp-cd" aria-busy="true">
        {back}
        <Skeleton className="pp-cd__skeleton" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="cm-page pp-cd">
        {back}
        <EmptyState
          title={t`Your creator page could not be loaded`}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  const stats: [string, number][] = [
    [t`Posts`, data.postCount],
    [t`Wants received`, data.wantReceivedCount],
    [t`Likes received`, data.likeReceivedCount],
    [t`Comments received`, data.commentReceivedCount],
    [t`Followers`, data.followerCount],
    [t`Following`, data.followingCount],
    [t`Made real (over ${WANT_THRESHOLD} wants)`, data.fullPostCount],
  ];
  return (
    <div className="cm-page pp-cd">
      <nav className="pp-cd__nav">
        {back}
        <Link to="/creator" className="cm-link-button">
          <Trans>All creators</Trans>
        </Link>
        <Link to="/creatorDetail/earnings" className="cm-link-button">
          <Trans>My earnings</Trans>
        </Link>
        {data.canLaunchProduct ? (
          <Link to={DESIGNER_RELEASE_PATH} className="cm-link-button">
            <Trans>Launch a product</Trans>
          </Link>
        ) : null}
      </nav>
      <header className="pp-cd__hero">
        <Avatar src={data.avatar} name={data.nickName} size="xl" />
        <div className="pp-cd__who">
          <h1 className="cm-account__name">{data.nickName}</h1>
          <div className="pp-cd__badges">
            {data.creatorTier === 'none' ? <Badge tone="neutral">{t`Creator`}</Badge> : <CreatorTierBadge tier={data.creatorTier} />}
            {data.priorityQueue ? <Badge tone="success">{t`Priority queue`}</Badge> : null}
          </div>
        </div>
        <div className="pp-cd__rank">
          {data.rank ? (
            <>
              <span className="pp-cd__rank-number">#{data.rank}</span>
              <span className="cm-muted">
                <Trans>of {data.creatorCount} creators</Trans>
              </span>
            </>
          ) : (
            <span className="cm-muted">
              <Trans>Not ranked yet: publish a design to join the ranking.</Trans>
            </span>
          )}
        </div>
      </header>
      <dl className="pp-cd__stats">
        {stats.map(([label, value]) => (
          <div key={label} className="pp-cd__stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="pp-cd__section" aria-labelledby="pp-cd-top">
        <h2 id="pp-cd-top" className="cm-section__title">
          <Trans>Your most wanted works</Trans>
        </h2>
        {data.topPosts.length === 0 ? (
          <EmptyState
            title={t`No works yet`}
            description={t`Publish a design and the community can want it.`}
            action={
              <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
                <Trans>Create a design</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="pp-cd__works">
            {data.topPosts.map((p) => (
              <li key={p.contentId}>
                <Link to={`/content/${p.contentId}`} className="pp-cd__work">
                  <Image src={p.posterImage.imageResize512Url || p.posterImage.url} alt="" width={p.posterImage.width} height={p.posterImage.height} fit="cover" />
                  {p.posterImage.preview ? <PreviewBadge /> : null}
                  <span className="pp-cd__work-title">{p.title || t`Untitled post`}</span>
                  <span className="pp-cd__work-wants">
                    {p.wantCount} / {WANT_THRESHOLD}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="pp-cd__section pp-cd__rights" aria-labelledby="pp-cd-rights">
        <h2 id="pp-cd-rights" className="cm-section__title">
          <Trans>Creator rights</Trans>
        </h2>
        <ul className="pp-cd__rights-list">
          <li>
            <Trans>Creators with rights get priority queueing and faster generation.</Trans>
          </li>
          <li>
            <Trans>Verified creators get targeted sales channels, higher royalty rates, direct product launch and priority official support.</Trans>
          </li>
          <li>
            <Trans>Making a wanted work real is free for its creator.</Trans>
          </li>
        </ul>
        <Link to="/account" className="cm-link-button">
          <Trans>Go to my profile</Trans>
        </Link>
      </section>
    </div>
  );
}
