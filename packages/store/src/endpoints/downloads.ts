import type { DownloadTask, PostDownloadItem } from '@aigc/api-client';
import { i18n } from '@aigc/i18n';
import { msg } from '@lingui/core/macro';
import { DOWNLOAD_MAX, MODEL_DOWNLOAD_MAX } from '@aigc/domain';
import type { ApiError, BlobResult } from '../baseQuery';
import { registerServerMessages } from '../serverMessages';
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

/** Argument of `downloadPosts` (docs/api-contract.md 'Post downloads'). */
export interface DownloadPostsArgs {
  /** A post (all its images and its model file), one of its images, or its model file; ≤ 9 files, ≤ 1 model. */
  items: PostDownloadItem[];
}

/** Argument of `downloadVideos`: the caller's videos (uniqueVideoId), 1–9. */
export interface DownloadVideosArgs {
  videoIds: string[];
}

const DOWNLOADING = msg`Downloading, please wait`;

// The server's refusals of these calls (docs/api-contract.md 'Post downloads'), shown translated.
registerServerMessages([
  ['Please select at least one image', msg`Please select at least one image`],
  [`At most ${DOWNLOAD_MAX} images can be downloaded at a time`, msg`At most ${DOWNLOAD_MAX} images can be downloaded at a time`],
  [`Only ${MODEL_DOWNLOAD_MAX} model file can be downloaded at a time`, msg`Only ${MODEL_DOWNLOAD_MAX} model file can be downloaded at a time`],
  ['This work does not exist or was deleted', msg`This work does not exist or was deleted`],
  ['This work has no model file', msg`This work has no model file`],
  ['This image cannot be downloaded', msg`This image cannot be downloaded`],
  ['This image does not exist or was deleted', msg`This image does not exist or was deleted`],
  [`At most ${DOWNLOAD_MAX} items can be downloaded at once`, msg`At most ${DOWNLOAD_MAX} images can be downloaded at a time`],
  ['Video not found', msg`Video not found`],
  ['Task not found', msg`The download was not found, please try again`],
]);
const VIDEO_ZIP_FAILED = msg`The videos could not be packed, please try again`;

/** Poll interval of a video batch task, in ms. */
export const VIDEO_BATCH_POLL_MS = 1000;
/** How long a video batch task is polled before giving up, in ms. */
export const VIDEO_BATCH_TIMEOUT_MS = 120_000;

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

/** Saves a `responseType: 'blob'` call's file under the server's name (else `fallback`); errors pass through. */
function saveDownload(
  result: { data?: unknown; error?: unknown },
  fallback: string,
): { data: DownloadedFile } | { error: ApiError } {
  if (result.error) return { error: result.error as ApiError };
  const file = result.data as BlobResult;
  const fileName = fileNameFromDisposition(file.contentDisposition, fallback);
  saveBlob(file.blob, fileName);
  return { data: { fileName, size: file.blob.size } };
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
        return saveDownload(await baseQuery(request(args)), `${args.uniqueImageId}.png`);
      },
    }),
    /**
     * `downloadPosts` (POST /aigc/api/topic/content/download): files of posts —
     * one file as it is, several as a zip — saved under the server's name.
     * Shows 'Downloading, please wait'; the server refuses over docs/product.md §5's
     * limits ('At most 9 images can be downloaded at a time', 'Only 1 model file
     * can be downloaded at a time') and deleted posts (404), toasted.
     */
    downloadPosts: build.mutation<DownloadedFile, DownloadPostsArgs>({
      async queryFn({ items }, api, _extra, baseQuery) {
        api.dispatch(toastShown({ message: i18n._(DOWNLOADING), kind: 'info' }));
        const result = await baseQuery({ url: '/api/topic/content/download', method: 'POST', body: { items }, responseType: 'blob' });
        return saveDownload(result, 'aigc-works.zip');
      },
    }),
    /**
     * `downloadVideos` (docs/product.md §7 video batch): starts the videos.zip task
     * (POST /api/download/video/batch), polls `/batch/result` every
     * {@link VIDEO_BATCH_POLL_MS} ms (at most {@link VIDEO_BATCH_TIMEOUT_MS}),
     * then fetches `/batch/download` and saves videos.zip. Shows 'Downloading,
     * please wait'. Errors: the server's ('At most 9 items can be downloaded
     * at once', 'Video not found'), or 'The videos could not be packed, please
     * try again' when the task fails or takes too long.
     */
    downloadVideos: build.mutation<DownloadedFile, DownloadVideosArgs>({
      async queryFn({ videoIds }, api, _extra, baseQuery) {
        api.dispatch(toastShown({ message: i18n._(DOWNLOADING), kind: 'info' }));
        const started = await baseQuery({
          url: '/api/download/video/batch',
          method: 'POST',
          body: { videoIdList: videoIds.join(',') },
        });
        if (started.error) return { error: started.error as ApiError };
        let task = started.data as DownloadTask;
        const giveUpAt = Date.now() + VIDEO_BATCH_TIMEOUT_MS;
        while (task.status === 'queued' || task.status === 'running') {
          if (Date.now() > giveUpAt) break;
          await new Promise((resolve) => setTimeout(resolve, VIDEO_BATCH_POLL_MS));
          const polled = await baseQuery({ url: '/api/download/video/batch/result', params: { taskId: task.taskId } });
          if (polled.error) return { error: polled.error as ApiError };
          task = polled.data as DownloadTask;
        }
        if (task.status !== 'succeeded') {
          const message = task.error ?? i18n._(VIDEO_ZIP_FAILED);
          api.dispatch(toastShown({ message, kind: 'error' }));
          return { error: { status: 400, data: message } satisfies ApiError };
        }
        const file = await baseQuery({ url: '/api/download/video/batch/download', params: { taskId: task.taskId }, responseType: 'blob' });
        return saveDownload(file, 'videos.zip');
      },
    }),
  }),
});

export const { useDownloadImageMutation, useDownloadPostsMutation, useDownloadVideosMutation } = downloadsApi;
