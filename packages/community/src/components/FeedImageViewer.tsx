import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { PostCard } from '@aigc/api-client';
import { useDownloadPostsMutation } from '@aigc/store/downloads';
import { ImageViewer } from '@aigc/ui';
import type { ViewerImage } from '@aigc/ui';
import { CopyFallbackDialog } from './detail/CopyFallbackDialog';
import { useCopyText } from './detail/useCopy';
import '../styles/detail.css';

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The full-screen {@link ImageViewer} over a feed's loaded posts (docs/product.md §2
 * 'Image viewer'; previous / next walk the posters in feed order). Returns
 * `renderOverlay` for MasonryFeed (a 'View full screen' button on each card)
 * and `viewer`, the overlay element to render once. Download and Copy image
 * work as on the post page (original file; clipboard with a prompt-dialog
 * fallback).
 */
export function useFeedImageViewer(posts: readonly PostCard[]): {
  renderOverlay: (post: PostCard) => ReactNode;
  viewer: ReactNode;
} {
  const { t } = useLingui();
  const [downloadPosts] = useDownloadPostsMutation();
  const { copyImage, fallbackText, closeFallback } = useCopyText();
  const [state, setState] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });

  const images = useMemo<ViewerImage[]>(
    () =>
      posts.map((post) => ({
        id: post.posterImage.uniqueImageId,
        src: post.posterImage.url,
        alt: post.title,
        width: post.posterImage.width,
        height: post.posterImage.height,
      })),
    [posts],
  );

  const renderOverlay = useCallback(
    (post: PostCard) => (
      <button
        type="button"
        className="cm-feed-zoom"
        aria-label={t`View ${post.title} full screen`}
        title={t`View full screen`}
        onClick={() => setState({ open: true, index: Math.max(0, posts.findIndex((p) => p.contentId === post.contentId)) })}
      >
        <ExpandIcon />
      </button>
    ),
    [posts, t],
  );

  const post = posts[state.index];
  const viewer = (
    <>
      <ImageViewer
        images={images}
        index={state.index}
        onIndexChange={(index) => setState((s) => ({ ...s, index }))}
        open={state.open}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        caption={post ? `${post.title} · ${post.author.nickName}` : undefined}
        onDownload={(image, index) => {
          const shown = posts[index];
          if (shown) void downloadPosts({ items: [{ contentId: shown.contentId, uniqueImageId: image.id }] });
        }}
        onCopy={(image) => void copyImage(image.src)}
      />
      <CopyFallbackDialog text={fallbackText} onClose={closeFallback} />
    </>
  );
  return { renderOverlay, viewer };
}
