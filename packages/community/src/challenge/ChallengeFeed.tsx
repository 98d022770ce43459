import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FeedSort, PostCard } from '@aigc/api-client';
import { useGetDesignerWorksInfiniteQuery, useGetFeedInfiniteQuery } from '@aigc/store';
import { EmptyState } from '@aigc/ui';
import { MasonryFeed } from '../components/MasonryFeed';

/** Props of {@link ChallengeFeed}. */
export interface ChallengeFeedProps {
  topicId: string;
  sort: FeedSort;
  /** 'all' = every post of the challenge; 'designers' = posts by official quality creators. */
  source: 'all' | 'designers';
  onWant: (post: PostCard) => void;
  /** Text of the empty state (differs per challenge status). */
  emptyTitle: string;
  emptyDescription: string;
}

/**
 * A challenge's posts as the infinite, virtualised {@link MasonryFeed}:
 * `GET /api/topic/content/list?topicId` (all posts) or
 * `GET /api/topic/designer/list` (designer works), hot or new.
 */
export function ChallengeFeed({ topicId, sort, source, onWant, emptyTitle, emptyDescription }: ChallengeFeedProps) {
  const { t } = useLingui();
  const all = useGetFeedInfiniteQuery({ sort, topicId }, { skip: source !== 'all' });
  const designers = useGetDesignerWorksInfiniteQuery({ sort, topicId }, { skip: source !== 'designers' });
  const q = source === 'all' ? all : designers;
  const posts = useMemo(() => q.data?.pages.flatMap((p) => p.dataList) ?? [], [q.data]);
  const { fetchNextPage } = q;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  return (
    <MasonryFeed
      label={source === 'all' ? t`Posts in this challenge` : t`Designer works`}
      posts={posts}
      loading={q.isLoading}
      hasMore={q.hasNextPage && !q.isError}
      loadingMore={q.isFetchingNextPage}
      onLoadMore={loadMore}
      onWant={onWant}
      empty={
        <EmptyState
          title={q.isError ? t`The posts could not be loaded` : emptyTitle}
          description={q.isError ? t`Check your connection and reload the page.` : emptyDescription}
        />
      }
    />
  );
}
