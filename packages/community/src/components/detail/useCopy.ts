import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { toastShown, useAppDispatch } from '@aigc/store';
import { writeClipboardText } from '@aigc/ui';

/**
 * Copying text with a fallback (docs/product.md §8): `copy(text)` writes to the
 * clipboard and toasts 'Copied'; when the Clipboard API is missing or
 * refused, `fallbackText` becomes the text so a {@link CopyFallbackDialog}
 * can show it. `copyImage(src)` puts the image itself on the clipboard
 * (as PNG) and toasts 'Image copied'; where images cannot be copied it
 * copies the image's absolute link instead ('Image link copied').
 * Returns `{ copy, copyImage, fallbackText, closeFallback }`.
 */
export function useCopyText() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [fallbackText, setFallbackText] = useState<string | null>(null);
  const copy = useCallback(
    async (text: string, successMessage?: string) => {
      if (await writeClipboardText(text)) dispatch(toastShown({ message: successMessage ?? t`Copied`, kind: 'success' }));
      else setFallbackText(text);
    },
    [dispatch, t],
  );
  const copyImage = useCallback(
    async (src: string) => {
      try {
        if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) throw new Error('unsupported');
        // A promise in the item keeps the user gesture alive while the file loads (Safari).
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': pngBlobOf(src) })]);
        dispatch(toastShown({ message: t`Image copied`, kind: 'success' }));
      } catch {
        await copy(new URL(src, window.location.href).toString(), t`Image link copied`);
      }
    },
    [copy, dispatch, t],
  );
  return { copy, copyImage, fallbackText, closeFallback: () => setFallbackText(null) };
}

/** A PNG blob of the image at `url` (the Clipboard API takes image/png only); re-encodes other types on a canvas. */
export async function pngBlobOf(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(response.statusText);
  const blob = await response.blob();
  if (blob.type === 'image/png') return blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), 'image/png'));
}
