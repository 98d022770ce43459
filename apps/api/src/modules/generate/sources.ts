/**
 * Source images of the image tools: an upload or one of the caller's
 * images, checked by the reference-image rules of docs/product.md §5.
 */
import { validateReferenceImage } from '@aigc/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../storage';
import type { CheckedSource, SourceRef } from './tools';

const FORMAT_MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image's real type (from its bytes) and px size; unreadable → format 'unknown'. */
async function inspect(
  bytes: Buffer,
): Promise<{ type: string; width?: number; height?: number; ext: string }> {
  try {
    const meta = await sharp(bytes).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    return {
      type: FORMAT_MIME[meta.format ?? ''] ?? `image/${meta.format ?? 'unknown'}`,
      ext: meta.format === 'jpeg' ? 'jpg' : (meta.format ?? 'bin'),
      ...(meta.width && meta.height
        ? { width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height }
        : {}),
    };
  } catch {
    return { type: 'application/octet-stream', ext: 'bin' };
  }
}

/**
 * Reads and checks one source image (docs/product.md §5, `validateReferenceImage`):
 * uploads by their bytes; image ids must be the caller's images (404
 * 'Failed to fetch original image' otherwise).
 */
export async function checkSource(
  db: Db,
  storage: Storage,
  userId: string,
  ref: SourceRef,
): Promise<CheckedSource> {
  let bytes: Buffer;
  let key: string | undefined;
  if ('imageId' in ref) {
    const rows = await db
      .select({ key: images.key })
      .from(images)
      .where(and(eq(images.id, ref.imageId), eq(images.ownerId, userId)))
      .limit(1);
    const row = rows[0];
    const stored = row ? await storage.get(row.key) : null;
    if (!row || !stored) throw notFound('Failed to fetch original image');
    bytes = Buffer.from(stored.bytes);
    key = row.key;
  } else {
    bytes = ref.upload.bytes;
  }
  const info = await inspect(bytes);
  const issue = validateReferenceImage({
    type: info.type,
    sizeBytes: bytes.length,
    ...(info.width ? { width: info.width, height: info.height ?? 0 } : {}),
  });
  if (issue) throw badRequest(issue.message);
  if (!info.width || !info.height) throw badRequest('Image format error');
  return { bytes, ext: info.ext, width: info.width, height: info.height, ...(key ? { key } : {}) };
}
