import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Creator } from '@aigc/api-client';
import { selectIsLogin, useAppSelector } from '@aigc/store';
import { useGetCreatorDetailQuery, useGetCreatorsInfiniteQuery } from '@aigc/store/creators';
import { Avatar, Button, CreatorTierBadge, EmptyState, Image, LoadMore, Skeleton } from '@aigc/ui';
import { FollowButton } from './FollowButton';
import { profilePath } from './PersonList';
import '../styles/community.css';
import '../styles/account.css';
import '../styles/people.css';

/** One creator of the ranking: rank, avatar, name, counts, follow, and three recent works. */
export function CreatorCard({ creator }: { creator: Creator }) {
  const { t } = useLingui();
  const followers = creator.followerCount;
  const wants = creator.wantReceivedCount;
  const posts = creator.postCount;
  return (
    <li className="pp-creator">
      <div className="pp-creator__head">
        <span className={creator.rank <= 3 ? 'pp-creator__rank pp-creator__rank--top' : 'pp-creator__rank'} aria-label={t`Rank ${creator.rank}`}>
          {creator.rank}
        </span>
        <Link to={profilePath(creator.userId, creator.isSelf)} className="pp-creator__who">
          <Avatar src={creator.avatar} name={creator.nickName} size="lg" />
          <span className="pp-person__text">
            <span className="pp-person__name">
              {creator.nickName}
              <CreatorTierBadge tier={creator.creatorTier} className="pp-creator__badge" />
            </span>
            <span className="pp-person__meta">
              {t({ message: plural(wants, { one: '# want', other: '# wants' }) })} ·{' '}
              {t({ message: plural(followers, { one: '# follower', other: '# followers' }) })} ·{' '}
              {t({ message: plural(posts, { one: '# post', other: '# posts' }) })}
            </span>
          </span>
        </Link>
        {creator.isSelf ? null : (
          <FollowButton userId={creator.userId} nickName={creator.nickName} isFollowing={creator.isFollowing} followsYou={creator.followsYou} />
        )}
      </div>
      {creator.recentPosts.length > 0 ? (
        <ul className="pp-creator__works" aria-label={t`Recent works by ${creator.nickName}`}>
          {creator.recentPosts.map((p) => (
            <li key={p.contentId}>
              <Link to={`/content/${p.contentId}`} className="pp-creator__work">
                <Image
                  src={p.posterImage.imageResize200Url || p.posterImage.url}
                  alt=""
                  width={p.posterImage.width}
                  height={p.posterImage.height}
                  fit="cover"
                  lazy
                />
                <span className="ui-visually-hidden">
                  <Trans>Open work</Trans>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * `/creator?scrollToBottom=` (docs/product.md §2 'Creators', header menu 'Creators';
 * message type 22 links here with scrollToBottom=true): the creators ranked
 * by wants received, then followers (server-paged, loaded on scroll), each
 * with follow / follow back and recent works; at the bottom the signed-in
 * user's own place in the ranking and a link to their creator page.
 * `scrollToBottom=true` scrolls to that section once the first page is in.
 */
export function CreatorsPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const isLogin = useAppSelector(selectIsLogin);
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetCreatorsInfiniteQuery();
  const me = useGetCreatorDetailQuery(undefined, { skip: !isLogin });
  const creators = data?.pages.flatMap((p) => p.dataList) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const bottom = useRef<HTMLElement>(null);
  const wantsBottom = search.get('scrollToBottom') === 'true';

  useEffect(() => {
    if (!wantsBottom || isLoading) return;
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [wantsBottom, isLoading]);

  return (
    <div className="cm-page pp-creators">
      <header className="pp-creators__hero">
        <h1 className="cm-feeds__title">
          <Trans>Creators</Trans>
        </h1>
        <p className="cm-muted">
          <Trans>The designers whose works the community wants most. Follow them to see their new designs first.</Trans>
        </p>
      </header>
      {isLoading ? (
        <ul className="pp-creators__list" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="pp-creator">
              <Skeleton className="pp-creator__skeleton" />
            </li>
          ))}
        </ul>
      ) : isError && creators.length === 0 ? (
        <div className="pp-error">
          <p>
            <Trans>The creators could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : creators.length === 0 ? (
        <EmptyState
          title={t`No creators yet`}
          description={t`Publish the first design and lead the ranking.`}
          action={
            <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
              <Trans>Create a design</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <ul className="pp-creators__list" aria-label={t`Creators ranking`}>
            {creators.map((c) => (
              <CreatorCard key={c.userId} creator={c} />
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(hasNextPage)}
            loading={isFetchingNextPage}
            onLoadMore={() => void fetchNextPage()}
            auto={!wantsBottom}
          />
        </>
      )}
      <section ref={bottom} className="pp-creators__me" aria-label={t`Your ranking`}>
        {isLogin && me.data ? (
          <>
            <Avatar src={me.data.avatar} name={me.data.nickName} size="lg" />
            <div className="pp-creators__me-text">
              <h2 className="cm-section__title">
                {me.data.rank ? <Trans>You are number {me.data.rank} of {total}</Trans> : <Trans>You are not ranked yet</Trans>}
              </h2>
              <p className="cm-muted">
                {me.data.rank ? (
                  <Trans>Wants on your designs move you up the ranking.</Trans>
                ) : (
                  <Trans>Publish a design to join the ranking.</Trans>
                )}
              </p>
            </div>
            <Link to="/creatorDetail/" className="cm-link-button cm-link-button--primary">
              <Trans>My creator page</Trans>
            </Link>
          </>
        ) : (
          <>
            <div className="pp-creators__me-text">
              <h2 className="cm-section__title">
                <Trans>Become a creator</Trans>
              </h2>
              <p className="cm-muted">
                <Trans>Generate a design, publish it, and collect wants to make it real.</Trans>
              </p>
            </div>
            <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
              <Trans>Start creating</Trans>
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
