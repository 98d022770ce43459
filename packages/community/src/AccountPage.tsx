import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostCard } from '@aigc/api-client';
import { useAppSelector, useGetUserContentsQuery, useGetUserProfileQuery } from '@aigc/store';
import { Avatar, EmptyState, Skeleton } from '@aigc/ui';
import { MasonryFeed } from './components/MasonryFeed';
import { WantDialog } from './components/WantDialog';
import { useWantDialog } from './hooks/useWantDialog';
import { formatDate } from './util/format';
import './styles/community.css';

/** Posts per page of the account grid. */
const PAGE_SIZE = 30;

/**
 * Accumulates the pages of a user's posts: page 1..n, reset when the user
 * changes. Returns the flattened posts and paging flags for the masonry.
 */
function useUserPosts(userId: string | undefined) {
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<Record<number, readonly PostCard[]>>({});
  useEffect(() => {
    setPage(1);
    setPages({});
  }, [userId]);
  const { data, isLoading, isFetching, isError } = useGetUserContentsQuery(
    { userId: userId ?? '', page, pageSize: PAGE_SIZE },
    { skip: !userId },
  );
  useEffect(() => {
    if (data) setPages((prev) => ({ ...prev, [data.page]: data.dataList }));
  }, [data]);
  const posts = useMemo(
    () =>
      Object.keys(pages)
        .map(Number)
        .sort((a, b) => a - b)
        .flatMap((n) => pages[n] ?? []),
    [pages],
  );
  const hasMore = Boolean(data?.hasMore) && !isError;
  const loadMore = useCallback(() => {
    if (data && data.page === page) setPage(page + 1);
  }, [data, page]);
  return {
    posts,
    loading: isLoading || (isFetching && posts.length === 0),
    loadingMore: isFetching && posts.length > 0,
    hasMore,
    loadMore,
  };
}

/**
 * A creator's page, `/account/:userId?` (spec §2 'Account/profile'): the
 * profile header (avatar, nickname, joined date, post count, wants received)
 * from `useGetUserProfileQuery` and the user's posts as the shared masonry
 * (`useGetUserContentsQuery`, paged). Without `userId` it shows the signed-in
 * user (the route guard makes sure there is one). The owner's empty state
 * invites them to `/generator/image`; a visitor's says the creator has not
 * posted yet. An unknown user shows a not-found state.
 */
export function AccountPage() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const selfId = useAppSelector((s) => s.session.user?.userId);
  const userId = params.userId ?? selfId;
  const { data: profile, isLoading, isError } = useGetUserProfileQuery(userId ?? '', { skip: !userId });
  const posts = useUserPosts(userId);
  const want = useWantDialog();
  const isSelf = profile?.isSelf ?? (Boolean(selfId) && userId === selfId);

  if (!userId || (isError && !profile)) {
    return (
      <div className="cm-page">
        <EmptyState
          title={t`This creator does not exist`}
          description={t`The link may be wrong, or the account was removed.`}
          action={
            <Link to="/" className="cm-link-button">
              <Trans>Back to the community</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="cm-page cm-account">
      <header className="cm-account__header">
        {isLoading || !profile ? (
          <>
            <Skeleton className="cm-account__avatar-skeleton" />
            <div className="cm-account__who">
              <Skeleton className="cm-detail__skeleton-line" />
              <Skeleton className="cm-detail__skeleton-line cm-detail__skeleton-line--short" />
            </div>
          </>
        ) : (
          <>
            <Avatar src={profile.avatar} name={profile.nickName} size="xl" />
            <div className="cm-account__who">
              <h1 className="cm-account__name">{profile.nickName}</h1>
              <p className="cm-muted">
                <Trans>Joined {formatDate(profile.joinedAt, i18n.locale)}</Trans>
              </p>
              <dl className="cm-stats">
                <div className="cm-stats__item">
                  <dt>
                    <Trans>Posts</Trans>
                  </dt>
                  <dd>{profile.postCount}</dd>
                </div>
                <div className="cm-stats__item">
                  <dt>
                    <Trans>Wants received</Trans>
                  </dt>
                  <dd>{profile.wantReceivedCount}</dd>
                </div>
              </dl>
            </div>
            {isSelf ? (
              <Link to="/generator/image" className="cm-link-button cm-link-button--primary cm-account__create">
                <Trans>Create a design</Trans>
              </Link>
            ) : null}
          </>
        )}
      </header>

      <h2 className="cm-section__title">{isSelf ? <Trans>Your posts</Trans> : <Trans>Posts</Trans>}</h2>
      <MasonryFeed
        label={t`Posts`}
        posts={posts.posts}
        loading={posts.loading}
        hasMore={posts.hasMore}
        loadingMore={posts.loadingMore}
        onLoadMore={posts.loadMore}
        onWant={want.request}
        empty={
          isSelf ? (
            <EmptyState
              title={t`You have not posted yet`}
              description={t`Generate an image from a prompt and publish it to the community.`}
              action={
                <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
                  <Trans>Create your first design</Trans>
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={t`No posts yet`}
              description={t`This creator has not published anything yet.`}
            />
          )
        }
      />
      <WantDialog post={want.post} open={want.open} onOpenChange={want.setOpen} />
    </div>
  );
}
