import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostCard } from '@aigc/api-client';
import { useGetFeedInfiniteQuery, useGetFeSettingsQuery, useGetTopicsQuery } from '@aigc/store';
import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { MakeRealPromo } from './components/MakeRealPromo';
import { MasonryFeed } from './components/MasonryFeed';
import { useFeedImageViewer } from './components/FeedImageViewer';
import { PublishEntry } from './components/PublishEntry';
import { TopicStrip } from './components/TopicStrip';
import { LazyWantDialog } from './components/LazyWantDialog';
import { useWantDialog } from './hooks/useWantDialog';
import './styles/community.css';

/** Rows of the home feed above its make-it-real promo card (the first screen shows works first). */
const PROMO_AFTER_ROWS = 2;

/** Feed orders (docs/product.md §2 'Feeds': hot and new). */
export type FeedSort = 'hot' | 'new';

function FeedTab({
  sort,
  topicId,
  onWant,
}: {
  sort: FeedSort;
  topicId: string | null;
  onWant: (post: PostCard) => void;
}) {
  const { t } = useLingui();
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, isError } =
    useGetFeedInfiniteQuery(topicId ? { sort, topicId } : { sort });
  const posts = useMemo(() => data?.pages.flatMap((page) => page.dataList) ?? [], [data]);
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const zoom = useFeedImageViewer(posts);

  return (
    <>
      <MasonryFeed
        renderOverlay={zoom.renderOverlay}
        label={sort === 'hot' ? t`Hot designs` : t`New designs`}
        posts={posts}
        loading={isLoading}
        hasMore={hasNextPage && !isError}
        loadingMore={isFetchingNextPage}
        onLoadMore={loadMore}
        onWant={onWant}
        interlude={{
          node: <MakeRealPromo variant="card" />,
          label: t`Make it real`,
          afterRows: PROMO_AFTER_ROWS,
          heightRatio: 1.6,
          minHeightPx: 360,
        }}
        empty={
          <EmptyState
            title={isError ? t`The feed could not be loaded` : t`No designs here yet`}
            description={
              isError
                ? t`Check your connection and reload the page.`
                : t`Be the first to post a design to this challenge.`
            }
          />
        }
      />
      {zoom.viewer}
    </>
  );
}

/**
 * The home screen, `/` and `/feeds` (docs/product.md §2 'Feeds'): a one-line
 * hero (heading and the publish call), the challenge strip
 * (`useGetTopicsQuery`, as many cards per view as the card display count of
 * `useGetFeSettingsQuery`, each opening its challenge), and Hot / New tabs
 * over an infinite, virtualised masonry of posts (`useGetFeedInfiniteQuery`)
 * with the make-it-real promo as a card after its first rows, so the first
 * screen shows works. The sort and an optional challenge filter live in the
 * URL (`?sort=new&topic=<id>`), so reloads and the back button keep them. A
 * card's want button opens the {@link LazyWantDialog | want dialog} (visitors get the login dialog).
 */
export function FeedsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const sort: FeedSort = params.get('sort') === 'new' ? 'new' : 'hot';
  const topicId = params.get('topic');
  const { data: topicPage, isLoading: topicsLoading } = useGetTopicsQuery();
  const topics = topicPage?.dataList ?? [];
  // docs/product.md §7/§9: the card display count, retried up to 3 times, default 3 (store endpoint).
  const { data: feSettings } = useGetFeSettingsQuery();
  const want = useWantDialog();

  const update = (next: { sort?: FeedSort; topic?: string | null }) => {
    const merged = new URLSearchParams(params);
    if (next.sort) {
      if (next.sort === 'hot') merged.delete('sort');
      else merged.set('sort', next.sort);
    }
    if (next.topic !== undefined) {
      if (next.topic) merged.set('topic', next.topic);
      else merged.delete('topic');
    }
    setParams(merged, { replace: true, preventScrollReset: true });
  };

  const selectedTopic = topics.find((topic) => topic.uniqueTopicId === topicId) ?? null;

  return (
    <div className="cm-page cm-feeds">
      <header className="cm-feeds__hero">
        <h1 className="cm-feeds__title">
          <Trans>Designs the community wants made real</Trans>
        </h1>
        <PublishEntry />
      </header>

      <TopicStrip topics={topics} loading={topicsLoading} perView={feSettings?.cardDisplayCount} />

      <Tabs
        value={sort}
        onValueChange={(value) => update({ sort: value === 'new' ? 'new' : 'hot' })}
      >
        <div className="cm-feeds__bar">
          <TabsList aria-label={t`Sort designs`}>
            <TabsTrigger value="hot">
              <Trans>Hot</Trans>
            </TabsTrigger>
            <TabsTrigger value="new">
              <Trans>New</Trans>
            </TabsTrigger>
          </TabsList>
          {selectedTopic ? (
            <button type="button" className="cm-chip" onClick={() => update({ topic: null })}>
              <Trans># {selectedTopic.title}</Trans>
              <span aria-hidden="true"> ×</span>
              <span className="ui-visually-hidden">
                <Trans>Show all challenges</Trans>
              </span>
            </button>
          ) : null}
        </div>
        <TabsContent value="hot">
          {sort === 'hot' ? <FeedTab sort="hot" topicId={topicId} onWant={want.request} /> : null}
        </TabsContent>
        <TabsContent value="new">
          {sort === 'new' ? <FeedTab sort="new" topicId={topicId} onWant={want.request} /> : null}
        </TabsContent>
      </Tabs>

      <LazyWantDialog post={want.post} open={want.open} onOpenChange={want.setOpen} />
    </div>
  );
}
