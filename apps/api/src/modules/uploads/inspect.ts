import { checkImageSize, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MESSAGES } from '@aigc/domain';
import sharp, { type Metadata } from 'sharp';

/** Formats accepted for post uploads, as sniffed from the bytes (docs/product.md §5: jpeg, jpg, png, webp). */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** One of {@link ACCEPTED_FORMATS}. */
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/** A safe, re-encoded image ready to store. */
export interface CleanImage {
  /** Re-encoded bytes: EXIF orientation applied, every metadata block (EXIF, GPS, XMP, comments) dropped. */
  bytes: Buffer;
  format: AcceptedFormat;
  /** File extension of `format`. */
  ext: 'jpg' | 'png' | 'webp';
  /** MIME type of `format`. */
  contentType: string;
  /** Size after orientation, in px. */
  width: number;
  height: number;
}

/** Outcome of {@link inspectUpload}: a clean image, or a rejection with the English reason (status 1). */
export type InspectResult = { ok: true; image: CleanImage } | { ok: false; reason: string };

const EXT: Record<AcceptedFormat, CleanImage['ext']> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const MIME: Record<AcceptedFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function isAccepted(format: string | undefined): format is AcceptedFormat {
  return (ACCEPTED_FORMATS as readonly string[]).includes(format ?? '');
}

/**
 * Decides whether uploaded bytes may become a post image, and re-encodes
 * them (docs/product.md §5 'Publishing'):
 * 1. at most 20 MiB;
 * 2. the type is read from the bytes (libvips' loader sniffing), never from
 *    the name or the declared MIME type: only JPEG, PNG and WebP (GIF, HEIC,
 *    SVG, TIFF… refused);
 * 3. the header's canvas is at most 40 megapixels — checked before any pixel
 *    is decoded, and the decoder is capped at the same size (decompression bombs);
 * 4. width / height after EXIF orientation within [0.5, 2];
 * 5. a full decode that fails on truncated or corrupt data;
 * 6. re-encoded in its own format (JPEG q90, PNG, WebP q90) without metadata:
 *    bytes appended to or hidden in the file (polyglots), EXIF/GPS, XMP and
 *    comments never reach storage.
 * Never throws for bad input; returns `{ ok: false, reason }` instead.
 */
export async function inspectUpload(bytes: Buffer): Promise<InspectResult> {
  if (bytes.length === 0) return { ok: false, reason: UPLOAD_MESSAGES.unreadable };
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, reason: UPLOAD_MESSAGES.tooLarge };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: UPLOAD_MESSAGES.unreadable };
  }
  if (meta.format === 'gif') return { ok: false, reason: UPLOAD_MESSAGES.gif };
  if (!isAccepted(meta.format)) return { ok: false, reason: UPLOAD_MESSAGES.format };
  if (!meta.width || !meta.height) return { ok: false, reason: UPLOAD_MESSAGES.unreadable };
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  const sizeIssue = checkImageSize(width, height);
  if (sizeIssue) return { ok: false, reason: sizeIssue.message };

  const format = meta.format;
  try {
    const pipeline = sharp(bytes, { failOn: 'truncated', limitInputPixels: UPLOAD_MAX_PIXELS, pages: 1 }).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 90 })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 6 })
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: { bytes: data, format, ext: EXT[format], contentType: MIME[format], width: info.width, height: info.height },
    };
  } catch {
    return { ok: false, reason: UPLOAD_MESSAGES.unreadable };
  }
}
