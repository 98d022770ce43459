import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CSSProperties, Key, ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostCard } from '@aigc/api-client';
import { FEED_CARD_SIZES, FEED_COLUMN_STEPS, FEED_MAX_COLUMNS } from '@aigc/domain';
import { Skeleton, Spinner } from '@aigc/ui';
import {
  MASONRY_GAP_PX,
  cardSlotHeight,
  columnCountForWidth,
  columnWidth,
  imageHeight,
} from '../util/masonry';
import { PostFeedCard } from './PostFeedCard';
import { useMasonryMeasure } from './useMasonryMeasure';

export interface MasonryFeedProps {
  /** Posts in display order (all loaded pages, flattened). */
  posts: readonly PostCard[];
  /** First page still loading: skeleton cards are shown. */
  loading?: boolean;
  /** More pages exist on the server. */
  hasMore?: boolean;
  /** A next page is being fetched. */
  loadingMore?: boolean;
  /** Called (at most once per render) when the viewport nears the last loaded card. */
  onLoadMore?: () => void;
  /** The want button on a card; when absent the button is not shown. */
  onWant?: (post: PostCard) => void;
  /** Shown instead of the grid when loading is done and there are no posts. */
  empty?: ReactNode;
  /** Accessible name of the feed (e.g. 'Newest designs'). */
  label: string;
  /**
   * Drawn over each card, inside its slot (e.g. the account page's
   * multi-select checkbox, or a product status badge). Position it absolutely.
   */
  renderOverlay?: (post: PostCard) => ReactNode;
  /**
   * A card of another kind placed in the feed after its first `afterRows`
   * rows (`afterRows` × columns posts; at the end of a shorter list): one
   * more `article` of the feed, named `label`, one column wide and
   * `heightRatio` × the column width tall (at least `minHeightPx`), e.g. the
   * home page's make-it-real promo.
   */
  interlude?: {
    node: ReactNode;
    label: string;
    afterRows: number;
    heightRatio: number;
    minHeightPx: number;
  };
}

/** One slot of the masonry: a post, or the {@link MasonryFeedProps.interlude} card. */
type Slot = { post: PostCard } | { post?: undefined };

/**
 * The masonry's slots in display order: the posts, with the interlude (when
 * given) after the first `at` of them, or last when there are fewer.
 */
export function masonrySlots(posts: readonly PostCard[], at: number | null): Slot[] {
  const slots: Slot[] = posts.map((post) => ({ post }));
  if (at !== null && posts.length > 0) slots.splice(Math.min(Math.max(at, 0), posts.length), 0, {});
  return slots;
}

/** Cards from the end of the loaded list at which the next page is requested. */
const LOAD_AHEAD_ROWS = 3;

/**
 * The community's masonry of posts (docs/product.md §2 'Feeds', account posts; docs/style.md
 * 'Look and feel'): responsive columns ({@link columnCountForWidth}), each
 * card's height computed from its poster's width × height so nothing is
 * cropped and nothing shifts, virtualised against the window scroller with
 * `@tanstack/react-virtual` lanes (only the cards near the viewport are in the
 * DOM), and `onLoadMore` fired when the last rendered card is within
 * {@link LOAD_AHEAD_ROWS} rows of the end. Each card is the ui `FeedCard`
 * linking to `/content/:contentId`. The first row's posters load eagerly and
 * the first one with `fetchpriority="high"` (it is usually the page's LCP
 * element); the rest are lazy. Posters are drawn with the static
 * `FEED_CARD_SIZES` (the column width at each viewport width), the value the
 * server preloads the first poster with (docs/architecture.md "Responsive images").
 * Until its width is measured (in the server's render and the first render
 * in the browser) it draws only its first row: up to `FEED_MAX_COLUMNS`
 * slots in a CSS grid whose column count follows the container's width by
 * the steps of the measured layout (`FEED_COLUMN_STEPS`, container queries in
 * community.css), slots past the row hidden (lazy, so they never load). The
 * measured lanes put these cards at the same places in the same elements, so
 * nothing moves and nothing is drawn again.
 */
export function MasonryFeed({
  posts,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onWant,
  empty,
  label,
  renderOverlay,
  interlude,
}: MasonryFeedProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const { measured, width, scrollMargin, captionPx } = useMasonryMeasure(
    containerRef,
    !loading && posts.length > 0,
  );

  const columns = columnCountForWidth(width);
  const colWidth = columnWidth(width, columns);

  // Stable per list: the virtualizer memoises its measurements on getItemKey,
  // so a new function each render would re-measure every loaded post on every
  // scroll frame (O(n) per frame: 10,000 posts made scrolling stutter).
  const interludeAt = interlude ? interlude.afterRows * columns : null;
  const slots = useMemo(() => masonrySlots(posts, interludeAt), [posts, interludeAt]);
  const interludeRatio = interlude?.heightRatio ?? 0;
  const interludeMin = interlude?.minHeightPx ?? 0;
  const getItemKey = useCallback(
    (index: number) => slots[index]?.post?.contentId ?? `interlude-${index}`,
    [slots],
  );
  const estimateSize = useCallback(
    (index: number) => {
      const slot = slots[index];
      if (!slot) return 0;
      return slot.post
        ? cardSlotHeight(colWidth, slot.post.posterImage, captionPx)
        : Math.max(Math.round(colWidth * interludeRatio), interludeMin);
    },
    [slots, colWidth, captionPx, interludeRatio, interludeMin],
  );
  const virtualizer = useWindowVirtualizer({
    count: slots.length,
    lanes: columns,
    gap: MASONRY_GAP_PX,
    overscan: 6,
    scrollMargin,
    estimateSize,
    getItemKey,
  });

  // Sizes depend on the column width: re-measure when it changes.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, colWidth, columns, captionPx]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1]!.index : -1;

  // One request per list length: re-renders while the page is on its way do not ask again. Not before the
  // container is measured: until then the virtualizer's range is not the screen's, and a page loading below the
  // drawn first row would show its spinner where the measured lanes then push it away (a layout shift).
  const requestedFor = useRef(-1);
  useEffect(() => {
    if (!measured || !onLoadMore || !hasMore || loadingMore || loading) return;
    if (requestedFor.current === posts.length) return;
    if (lastIndex >= slots.length - 1 - columns * LOAD_AHEAD_ROWS) {
      requestedFor.current = posts.length;
      onLoadMore();
    }
  }, [measured, onLoadMore, hasMore, loadingMore, loading, lastIndex, posts.length, slots.length, columns]);

  let body: ReactNode;
  if (loading && posts.length === 0) {
    body = <MasonrySkeleton columns={columns} colWidth={colWidth} />;
  } else if (posts.length > 0) {
    // Before the container is measured (the server's render, the browser's first or its hydration of the server's)
    // the first row is laid out by CSS where the measured lanes will put it; the same elements carry both layouts,
    // so the cards drawn first are kept, not drawn again, once measured (docs/architecture.md "Server rendering").
    const cells: { slot: Slot; index: number; key: Key; style?: CSSProperties }[] = measured
      ? items.flatMap((item) => {
          const slot = slots[item.index];
          if (!slot) return [];
          const style = {
            position: 'absolute',
            top: 0,
            left: item.lane * (colWidth + MASONRY_GAP_PX),
            width: colWidth,
            height: item.size,
            transform: `translateY(${item.start - scrollMargin}px)`,
          } as const;
          return [{ slot, index: item.index, key: item.key, style }];
        })
      : slots
          .slice(0, FEED_MAX_COLUMNS)
          .map((slot, index) => ({ slot, index, key: getItemKey(index) }));
    // The first row's posters load eagerly: the measured row's, or (unmeasured) the narrowest layout's row.
    const eagerBelow = measured ? columns : FEED_COLUMN_STEPS[0].columns;
    const setSize = measured && !hasMore ? slots.length : -1;
    body = (
      <div className={measured ? undefined : 'cm-masonry__first-frame'}>
        <div
          className={measured ? 'cm-masonry__grid' : 'cm-masonry__grid cm-masonry__first'}
          role="feed"
          aria-busy={measured ? loadingMore : true}
          aria-label={label}
          style={
            measured ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined
          }
        >
          {cells.map(({ slot, index, key, style }) =>
            slot.post ? (
              <article
                key={key}
                className="cm-masonry__item"
                aria-posinset={index + 1}
                aria-setsize={setSize}
                aria-label={slot.post.title}
                style={style}
              >
                <PostFeedCard
                  post={slot.post}
                  onWant={onWant}
                  eager={index < eagerBelow}
                  highPriority={index === 0}
                  sizes={FEED_CARD_SIZES}
                />
                {renderOverlay ? renderOverlay(slot.post) : null}
              </article>
            ) : (
              <article
                key={key}
                className="cm-masonry__item cm-masonry__interlude"
                aria-posinset={index + 1}
                aria-setsize={setSize}
                aria-label={interlude?.label}
                style={style}
              >
                {interlude?.node}
              </article>
            ),
          )}
        </div>
      </div>
    );
  } else if (!measured) {
    body = <MasonrySkeleton columns={columns} colWidth={colWidth} />;
  } else {
    body = <div className="cm-masonry--empty">{empty}</div>;
  }

  return (
    <section ref={containerRef} className="cm-masonry" aria-busy={loading || undefined}>
      {body}
      <div className="cm-masonry__footer" aria-live="polite">
        {loadingMore ? <Spinner label={t`Loading more designs`} /> : null}
        {!hasMore && posts.length > 0 ? (
          <span className="cm-masonry__end">
            <Trans>You have reached the end</Trans>
          </span>
        ) : null}
      </div>
    </section>
  );
}

/** The first page's placeholder: two skeleton cards of varied heights per column. */
function MasonrySkeleton({ columns, colWidth }: { columns: number; colWidth: number }) {
  return (
    <div className="cm-masonry--skeleton" aria-hidden="true">
      {Array.from({ length: columns }, (_, i) => (
        <div key={i} className="cm-masonry__skeleton">
          <Skeleton style={{ height: imageHeight(colWidth, 3, 3 + (i % 3)) }} />
          <Skeleton style={{ height: imageHeight(colWidth, 3, 5 - (i % 3)) }} />
        </div>
      ))}
    </div>
  );
}
