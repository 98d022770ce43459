import { useCallback, useState } from 'react';
import { useDownloadImageMutation } from '@aigc/store/downloads';
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

/**
 * Downloads selected items one after the other (docs/product.md §2 multi-select
 * download; the caller checked the docs/product.md §5 limits): a 3D item's model
 * file, a published post's original image through the counted download
 * call (it shows 'Downloading, please wait'), a history image directly.
 * Returns `{ download, downloading }`.
 */
export function useDownloadItems() {
  const [downloadImage] = useDownloadImageMutation();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (items: readonly SelectableItem[]) => {
      setDownloading(true);
      try {
        for (const item of items) {
          if (item.isModel && item.modelUrl) downloadUrl(item.modelUrl);
          else if (item.published) await downloadImage({ uniqueImageId: item.image.uniqueImageId, topicId: item.topicId ?? null });
          else downloadUrl(item.image.url);
        }
      } finally {
        setDownloading(false);
      }
    },
    [downloadImage],
  );
  return { download, downloading };
}
