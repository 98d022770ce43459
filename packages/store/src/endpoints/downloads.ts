import { i18n } from '@aigc/i18n';
import { msg } from '@lingui/core/macro';
import type { ApiError, BlobResult } from '../baseQuery';
import { toastShown } from '../slices/ui';
import { api } from '../api';

/** Argument of `downloadImage` and `fetchImageFile` (docs/product.md §7 GET /aigc/api/download/image). */
export interface DownloadImageArgs {
  uniqueImageId: string;
  /** The challenge the post belongs to, when known (names the file after that post). */
  topicId?: string | null;
}

/** What a finished download reports (the file itself went to the browser's downloads). */
export interface DownloadedFile {
  fileName: string;
  /** Size in bytes. */
  size: number;
}

const DOWNLOADING = msg`Downloading, please wait`;

/**
 * The file name in a `Content-Disposition` header: the RFC 5987 `filename*`
 * (UTF-8) when present, else the plain `filename`, else `fallback`.
 */
export function fileNameFromDisposition(header: string, fallback: string): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Hands `blob` to the browser as a download named `fileName` (an object URL on a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

const request = ({ uniqueImageId, topicId }: DownloadImageArgs) => ({
  url: '/api/download/image',
  params: { uniqueImageId, topicId: topicId ?? undefined },
  responseType: 'blob' as const,
});

/**
 * `downloadImage` (docs/product.md §7 GET /aigc/api/download/image, counted by the
 * server): shows 'Downloading, please wait' (docs/product.md §8), fetches the original
 * and saves it under the server's file name (`<title>-<n>.<ext>`); resolves
 * to {@link DownloadedFile}. Failures (404 for a deleted post) are toasted.
 */
export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadImage: build.mutation<DownloadedFile, DownloadImageArgs>({
      async queryFn(args, api, _extra, baseQuery) {
        api.dispatch(toastShown({ message: i18n._(DOWNLOADING), kind: 'info' }));
        const result = await baseQuery(request(args));
        if (result.error) return { error: result.error as ApiError };
        const file = result.data as BlobResult;
        const fileName = fileNameFromDisposition(file.contentDisposition, `${args.uniqueImageId}.png`);
        saveBlob(file.blob, fileName);
        return { data: { fileName, size: file.blob.size } };
      },
    }),
  }),
});

export const { useDownloadImageMutation } = downloadsApi;
