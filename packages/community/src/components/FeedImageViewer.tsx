import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { PostCard } from '@aigc/api-client';
import { useOpenedOnce } from '@aigc/ui';

/** The viewer's own chunk (ImageViewer, its menu, download and copy): loaded when a card is first opened full screen. */
const FeedImageViewerDialog = lazy(() =>
  import('./FeedImageViewerDialog').then((m) => ({ default: m.FeedImageViewerDialog })),
);

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The full-screen {@link FeedImageViewerDialog} over a feed's loaded posts
 * (docs/product.md §2 'Image viewer'; previous / next walk the posters in
 * feed order). Returns `renderOverlay` for MasonryFeed (a 'View full screen'
 * button on each card) and `viewer`, the overlay element to render once:
 * nothing until a card is first opened, then the viewer from its own chunk
 * (docs/architecture.md 'Page speed on phones'), kept mounted so it can
 * close and open again at once.
 */
export function useFeedImageViewer(posts: readonly PostCard[]): {
  renderOverlay: (post: PostCard) => ReactNode;
  viewer: ReactNode;
} {
  const { t } = useLingui();
  const [state, setState] = useState({ open: false, index: 0 });
  const mounted = useOpenedOnce(state.open);

  const renderOverlay = useCallback(
    (post: PostCard) => (
      <button
        type="button"
        className="cm-feed-zoom"
        aria-label={t`View ${post.title} full screen`}
        title={t`View full screen`}
        onClick={() =>
          setState({ open: true, index: Math.max(0, posts.findIndex((p) => p.contentId === post.contentId)) })
        }
      >
        <ExpandIcon />
      </button>
    ),
    [posts, t],
  );

  const viewer = mounted ? (
    <Suspense fallback={null}>
      <FeedImageViewerDialog
        posts={posts}
        index={state.index}
        open={state.open}
        onIndexChange={(index) => setState((s) => ({ ...s, index }))}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
      />
    </Suspense>
  ) : null;
  return { renderOverlay, viewer };
}
