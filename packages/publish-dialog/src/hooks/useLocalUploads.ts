import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { checkImageSize, checkLocalFile, splitUploadBatch, UPLOAD_STATUS, type LocalFileIssueCode } from '@aigc/domain';
import { toastShown, useAppDispatch, type ApiError } from '@aigc/store';
import { useUploadImageMutation } from '@aigc/store/publish';
import { selectedFromAsset, type SelectedImage } from '../util/selection';

/** Reads a file's decoded size in px (null when the browser cannot decode it). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  return null;
}

/** Options of {@link useLocalUploads}. */
export interface LocalUploadsOptions {
  /** Current selection (uploads count against the limit). */
  selected: readonly SelectedImage[];
  /** Replaces the selection (functional update). */
  update: (fn: (current: SelectedImage[]) => SelectedImage[]) => void;
  /** Selection limit (docs/product.md §5; default 9). */
  max: number;
  /** Whether the device is mobile (HEIC passes there, docs/product.md §5). */
  mobile: boolean;
  /** The challenge of the challenge scene, sent with each upload (local upload is always allowed there, docs/product.md §6); else null. */
  topicId?: string | null;
  /** Reads a file's size; injected by tests (jsdom cannot decode images). */
  measure?: (file: File) => Promise<{ width: number; height: number } | null>;
}

/**
 * Local upload of picked files (docs/product.md §4 'Upload item', §5 'Upload', §8):
 * files past the limit are dropped with 'at most 9 images … excess not
 * uploaded'; each file is checked (GIF, HEIC on desktop, format, 20 MB,
 * ratio 0.5–2) with a toast on failure; accepted files appear at once as
 * 'uploading' tiles (object URL, blurred) and are sent one by one to
 * `POST /generate/generate-image`; status 0 merges the stored image in,
 * status 1/2 or a failed call removes the tile with the docs/product.md §8 message
 * (the server's msg when it sent one).
 * @returns `add(files)`.
 */
export function useLocalUploads({ selected, update, max, mobile, topicId = null, measure = readImageSize }: LocalUploadsOptions) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [upload] = useUploadImageMutation();
  const counter = useRef(0);
  const selectedCount = useRef(selected.length);
  selectedCount.current = selected.length;

  const fileIssue = (code: LocalFileIssueCode): string => {
    switch (code) {
      case 'upload.gif':
        return t`GIF images are not supported: the format does not match`;
      case 'upload.heic':
        return t`Image format error`;
      case 'upload.format':
        return t`Image format error: use JPEG, PNG or WebP`;
      case 'upload.tooLarge':
        return t`The image must be at most 20 MB`;
      case 'upload.ratio':
        return t`The width-to-height ratio must be between 1:2 and 2:1`;
      case 'upload.pixels':
        return t`The image is too large: at most 40 megapixels`;
    }
  };
  const toast = (message: string) => dispatch(toastShown({ message, kind: 'error' }));

  async function uploadOne(file: File, key: string) {
    const remove = () => update((current) => current.filter((s) => s.uniqueImageId !== key));
    try {
      const [item] = await upload({ file, topicId }).unwrap();
      if (item?.status === UPLOAD_STATUS.ok && item.generateItemDetail) {
        const image = selectedFromAsset(item.generateItemDetail, 'upload');
        update((current) => current.map((s) => (s.uniqueImageId === key ? { ...image, localUrl: s.localUrl, loading: false } : s)));
        return;
      }
      remove();
      toast(
        item?.status === UPLOAD_STATUS.violating
          ? t`Your uploaded image contains violating content, please re-upload`
          : t`Image format and file size do not match, not uploaded`,
      );
    } catch (failure) {
      remove();
      // The server's msg when it answered (e.g. 503 from moderation), else the docs/product.md §8 text.
      const error = failure as Partial<ApiError> | undefined;
      toast(typeof error?.status === 'number' && error.data ? error.data : t`Image upload failed, please retry`);
    }
  }

  async function add(files: readonly File[]) {
    const { accept, excess } = splitUploadBatch(files.length, selectedCount.current, max);
    if (excess > 0) toast(t`At most ${max} images can be published, excess not uploaded`);
    const queue: { file: File; key: string }[] = [];
    for (const file of files.slice(0, accept)) {
      const issue = checkLocalFile({ name: file.name, type: file.type, sizeBytes: file.size }, mobile);
      if (issue) {
        toast(fileIssue(issue.code));
        continue;
      }
      const size = await measure(file);
      if (!size) {
        toast(t`Image format error`);
        continue;
      }
      const sizeIssue = checkImageSize(size.width, size.height);
      if (sizeIssue) {
        toast(fileIssue(sizeIssue.code));
        continue;
      }
      counter.current += 1;
      const key = `local-${Date.now().toString(36)}-${counter.current}`;
      const localUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      update((current) =>
        current.length >= max
          ? current
          : [
              ...current,
              {
                uniqueImageId: key,
                url: localUrl,
                imageResize512Url: localUrl,
                imageResize200Url: localUrl,
                width: size.width,
                height: size.height,
                wantableTopicIds: [],
                source: 'upload',
                loading: true,
                localUrl,
              },
            ],
      );
      queue.push({ file, key });
    }
    for (const { file, key } of queue) await uploadOne(file, key);
  }

  return { add };
}
