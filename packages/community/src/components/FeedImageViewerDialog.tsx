import { useMemo } from 'react';
import type { PostCard } from '@aigc/api-client';
import { useDownloadPostsMutation } from '@aigc/store/downloads';
import { ImageViewer } from '@aigc/ui';
import type { ViewerImage } from '@aigc/ui';
import { CopyFallbackDialog } from './detail/CopyFallbackDialog';
import { useCopyText } from './detail/useCopy';
import '../styles/detail.css';

/** What {@link FeedImageViewerDialog} shows and reports. */
export interface FeedImageViewerDialogProps {
  /** The feed's loaded posts, in feed order. */
  posts: readonly PostCard[];
  /** The index in `posts` of the poster shown. */
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * The full-screen {@link ImageViewer} over a feed's posters (docs/product.md §2
 * 'Image viewer'), in its own chunk: `useFeedImageViewer` loads it when a
 * card is first opened. Download and Copy image work as on the post page
 * (original file; clipboard with a prompt-dialog fallback).
 */
export function FeedImageViewerDialog({ posts, index, open, onIndexChange, onOpenChange }: FeedImageViewerDialogProps) {
  const [downloadPosts] = useDownloadPostsMutation();
  const { copyImage, fallbackText, closeFallback } = useCopyText();
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
  const post = posts[index];
  return (
    <>
      <ImageViewer
        images={images}
        index={index}
        onIndexChange={onIndexChange}
        open={open}
        onOpenChange={onOpenChange}
        caption={post ? `${post.title} · ${post.author.nickName}` : undefined}
        onDownload={(image, shownIndex) => {
          const shown = posts[shownIndex];
          if (shown) void downloadPosts({ items: [{ contentId: shown.contentId, uniqueImageId: image.id }] });
        }}
        onCopy={(image) => void copyImage(image.src)}
      />
      <CopyFallbackDialog text={fallbackText} onClose={closeFallback} />
    </>
  );
}
