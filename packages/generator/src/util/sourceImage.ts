/**
 * Reference images picked by the user (docs/product.md §5 'Generator'): reading their
 * size in the browser and checking them with the one rule of
 * `@aigc/domain` (`validateReferenceImage`) before anything is sent.
 */
import { validateReferenceImage } from '@aigc/domain';
import type { ReferenceImageValidationCode, ValidationIssue } from '@aigc/domain';
import type { SourceImageRef } from '@aigc/store/generate-tools';

/** A chosen source image, ready to preview and to send. */
export interface SourceImage {
  /** What goes in the request: the file, or the id of one of the user's own images. */
  ref: SourceImageRef;
  /** URL for the preview (an object URL for files, the image's URL otherwise). */
  previewUrl: string;
  /** Decoded size, in px. */
  width: number;
  height: number;
  /** File name or a short label. */
  name: string;
}

/**
 * Decodes an image file far enough to learn its size in px.
 * @throws Error when the browser cannot decode it (treated as a format error).
 */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Image format error'));
    };
    img.src = url;
  });
}

/** The outcome of {@link checkReferenceFile}: the image, or the rule it breaks. */
export type ReferenceCheck =
  | { ok: true; image: SourceImage }
  | { ok: false; issue: ValidationIssue<ReferenceImageValidationCode> };

/**
 * Checks a picked file against docs/product.md §5 (format, 20 MB, ratio 1:2–2:1, width
 * 360–2560 px): format and size first (no decoding needed), then the decoded
 * px. An undecodable file is a format error.
 * @param readSize decoder, replaceable in tests (default {@link readImageSize}).
 */
export async function checkReferenceFile(
  file: File,
  readSize: (file: Blob) => Promise<{ width: number; height: number }> = readImageSize,
): Promise<ReferenceCheck> {
  const early = validateReferenceImage({ type: file.type, sizeBytes: file.size });
  if (early) return { ok: false, issue: early };
  let size: { width: number; height: number };
  try {
    size = await readSize(file);
  } catch {
    return { ok: false, issue: { code: 'reference.format', message: 'Image format error' } };
  }
  const issue = validateReferenceImage({ type: file.type, sizeBytes: file.size, ...size });
  if (issue) return { ok: false, issue };
  return {
    ok: true,
    image: { ref: { file, name: file.name }, previewUrl: URL.createObjectURL(file), ...size, name: file.name },
  };
}
