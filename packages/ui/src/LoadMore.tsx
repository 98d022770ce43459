import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { Spinner } from './Spinner';

/**
 * Calls `onLoadMore` when the returned sentinel element comes within
 * `marginPx` of the viewport (IntersectionObserver), while `enabled`.
 * Attach the ref to an element after the last item. Without
 * IntersectionObserver nothing is observed (a visible button is the way on).
 */
export function useLoadMore(onLoadMore: () => void, enabled: boolean, marginPx = 200) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, marginPx]);
  return ref;
}

/** Whether a scroll container is within `threshold` px of its bottom (load more on scroll, docs/product.md §9). */
export function nearBottom(el: { scrollTop: number; clientHeight: number; scrollHeight: number }, threshold: number) {
  return el.scrollHeight - (el.scrollTop + el.clientHeight) <= threshold;
}

/** Props of {@link LoadMore}. */
export interface LoadMoreProps {
  /** Another page exists. */
  hasMore: boolean;
  /** A page is loading (the spinner shows, nothing more is asked). */
  loading: boolean;
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** Load on its own when the end comes within `marginPx` of the viewport (default true); false leaves only the button. */
  auto?: boolean;
  /** Distance from the viewport, in px, at which the next page is asked (default 200, docs/product.md §9). */
  marginPx?: number;
}

/**
 * The end of a paged list (docs/product.md §9 'load more'): a sentinel that asks for the
 * next page as it nears the viewport, a 'Loading more' spinner while a page
 * loads, and a 'Load more' button while more exists (for keyboards and
 * browsers without IntersectionObserver).
 */
export function LoadMore({ hasMore, loading, onLoadMore, auto = true, marginPx = 200 }: LoadMoreProps) {
  const { t } = useLingui();
  const sentinel = useLoadMore(
    () => {
      if (hasMore && !loading && auto) onLoadMore();
    },
    hasMore && auto,
    marginPx,
  );
  return (
    <div ref={sentinel} className="ui-load-more">
      {loading ? <Spinner label={t`Loading more`} /> : null}
      {hasMore && !loading ? (
        <Button variant="ghost" size="sm" onClick={onLoadMore}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
