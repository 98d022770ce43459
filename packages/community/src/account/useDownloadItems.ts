import { useCallback, useState } from 'react';
import type { PostDownloadItem } from '@aigc/api-client';
import { useDownloadPostsMutation, useDownloadVideosMutation } from '@aigc/store/downloads';
import type { SelectableItem } from './selection';

/** Saves `url` through a temporary `<a download>` (same-origin files keep their name). */
export function downloadUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = url.split('/').pop() ?? 'download';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** What `topic/content/download` receives for a selected post: its model file, or the image shown for it. */
export function postDownloadItemOf(item: SelectableItem): PostDownloadItem {
  return item.isModel ? { contentId: item.id, model: true } : { contentId: item.id, uniqueImageId: item.image.uniqueImageId };
}

/**
 * Downloads selected items (docs/product.md §2 multi-select download; the caller
 * checked the docs/product.md §5 limits, which the server checks again):
 * published posts in one `topic/content/download` call (one file, or a zip
 * of several; a 3D post's model file), videos of the creation history in
 * one video batch (videos.zip), other history images and models directly
 * from their URLs. Each call shows 'Downloading, please wait'; failures are
 * toasted by the store. Returns `{ download, downloading }`.
 */
export function useDownloadItems() {
  const [downloadPosts] = useDownloadPostsMutation();
  const [downloadVideos] = useDownloadVideosMutation();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (items: readonly SelectableItem[]) => {
      setDownloading(true);
      try {
        const posts = items.filter((item) => item.published);
        const videoIds = items.flatMap((item) => (!item.published && item.videoId ? [item.videoId] : []));
        if (posts.length > 0) await downloadPosts({ items: posts.map(postDownloadItemOf) });
        if (videoIds.length > 0) await downloadVideos({ videoIds });
        for (const item of items) {
          if (item.published || item.videoId) continue;
          if (item.isModel && item.modelUrl) downloadUrl(item.modelUrl);
          else downloadUrl(item.image.url);
        }
      } finally {
        setDownloading(false);
      }
    },
    [downloadPosts, downloadVideos],
  );
  return { download, downloading };
}
