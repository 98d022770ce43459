import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentImages, contentModels, contents, imageDownloads, images } from '../../db/schema';
import { newId } from '../../lib/ids';

/** What may be downloaded: the image, and the post it was found in (null = the caller's own image). */
export interface DownloadableImage {
  imageId: string;
  key: string;
  contentId: string | null;
  /** File name stem without extension, e.g. `Moon ring-2` (the post title and the image's place in it). */
  stem: string;
}

/**
 * Finds an image the caller may download: one shown in a non-deleted post
 * (anyone), or one the caller owns (`viewerId`). Prefers the post in
 * `topicId` when the image is in several. Null when neither holds (the
 * route answers 404 so ids of private images are not revealed).
 */
export async function findDownloadable(
  db: DbOrTx,
  imageId: string,
  viewerId: string | null,
  topicId: string | null,
): Promise<DownloadableImage | null> {
  const found = await db.select().from(images).where(eq(images.id, imageId)).limit(1);
  const img = found[0];
  if (!img) return null;
  const posts = await db
    .select({ id: contents.id, title: contents.title, topicId: contents.topicId, position: contentImages.position })
    .from(contentImages)
    .innerJoin(contents, eq(contents.id, contentImages.contentId))
    .where(and(eq(contentImages.imageId, imageId), isNull(contents.deletedAt)))
    .orderBy(asc(contents.createdAt))
    .limit(20);
  const post = posts.find((p) => topicId !== null && p.topicId === topicId) ?? posts[0];
  if (post) {
    const title = post.title.trim() || 'aigc';
    return { imageId, key: img.key, contentId: post.id, stem: `${title}-${post.position + 1}` };
  }
  if (viewerId !== null && img.ownerId === viewerId) return { imageId, key: img.key, contentId: null, stem: `aigc-${imageId}` };
  return null;
}

/** Formats a 3D post's model downloads in (docs/api-contract.md '3D posts'). */
export const MODEL_FORMATS = ['glb', 'stl'] as const;

/**
 * The model file (`format` GLB or STL) of the non-deleted 3D post
 * `contentId`, with the file name stem (the post title), or null when the
 * post is missing, deleted, not a 3D post or has no file of that format.
 */
export async function findDownloadableModel(
  db: DbOrTx,
  contentId: string,
  format: (typeof MODEL_FORMATS)[number],
): Promise<{ url: string; stem: string } | null> {
  const [row] = await db
    .select({ title: contents.title, glbUrl: contentModels.url, stlUrl: contentModels.stlUrl })
    .from(contentModels)
    .innerJoin(contents, eq(contents.id, contentModels.contentId))
    .where(and(eq(contentModels.contentId, contentId), isNull(contents.deletedAt)))
    .limit(1);
  const url = format === 'glb' ? row?.glbUrl : row?.stlUrl;
  return row && url ? { url, stem: row.title.trim() || 'aigc-model' } : null;
}

/** Records one download (the post's download counter); `userId` null = a visitor. */
export async function recordDownload(
  db: DbOrTx,
  d: { imageId: string; contentId: string | null; topicId: string | null; userId: string | null; now: Date },
): Promise<void> {
  await db.insert(imageDownloads).values({
    id: newId(),
    imageId: d.imageId,
    contentId: d.contentId,
    topicId: d.topicId,
    userId: d.userId,
    createdAt: d.now,
  });
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'model/gltf-binary': 'glb',
  'model/stl': 'stl',
};

/** File extension of a MIME type (`bin` when unknown). */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'bin';
}

/**
 * `Content-Disposition: attachment` for `name` (RFC 6266): an ASCII
 * `filename` fallback (other characters become `_`) and the full UTF-8
 * name in `filename*` (RFC 5987), so Chinese titles survive.
 */
export function attachmentDisposition(name: string): string {
  const printable = [...name].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '_').slice(0, 150);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
