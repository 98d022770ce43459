/**
 * The caller's generation history: delete records, the painter image (the
 * original behind the inpainting canvas) and the lookup of one of the
 * caller's videos (docs/product.md §7).
 */
import { DELETE_MAX } from '@aigc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationFiles, generations, images } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../storage';
import { reclaimImages } from '../../shared';

/**
 * Deletes the caller's generation records `itemIds` (1–{@link DELETE_MAX})
 * with their files (videos, models). Their images that nothing else uses —
 * no live post, made product or order (`reclaimImages`, docs/security.md
 * 'Input hygiene, deletion and rewards') — are removed with all their files
 * once the delete has committed; images used in a published post stay (the
 * post keeps showing them). Ids that are not the caller's are ignored.
 * @returns how many records were deleted.
 * @throws 400 'Please select at least one item'; 400 'At most 50 items can be deleted at once';
 *   404 'Not found' when none of the ids is the caller's.
 */
export async function deleteItems(
  db: Db,
  storage: Storage,
  userId: string,
  itemIds: string[],
): Promise<number> {
  const ids = [...new Set(itemIds.filter(Boolean))];
  if (ids.length === 0) throw badRequest('Please select at least one item');
  if (ids.length > DELETE_MAX)
    throw badRequest(`At most ${DELETE_MAX} items can be deleted at once`);
  const mine = await db
    .select({ id: generations.id })
    .from(generations)
    .where(and(inArray(generations.id, ids), eq(generations.userId, userId)));
  if (mine.length === 0) throw notFound();
  const gens = mine.map((g) => g.id);
  const { imageIds, fileKeys } = await db.transaction(async (tx) => {
    const imgs = await tx.select({ id: images.id }).from(images).where(inArray(images.generationId, gens));
    const files = await tx
      .select({ key: generationFiles.key })
      .from(generationFiles)
      .where(inArray(generationFiles.generationId, gens));
    // The images' generation_id becomes null (ON DELETE SET NULL): only posts, products and orders hold them now.
    await tx.delete(generations).where(inArray(generations.id, gens));
    return { imageIds: imgs.map((i) => i.id), fileKeys: files.map((f) => f.key) };
  });
  await reclaimImages(db, storage, imageIds);
  await Promise.allSettled(fileKeys.map((k) => storage.delete(k)));
  return gens.length;
}

/**
 * `GET /api/generate/painter/image`: the caller's image for the inpainting
 * canvas: id, same-origin URL and px size.
 * @throws 404 'Failed to fetch original image' (docs/product.md §8) for unknown ids, other users' images, missing files.
 */
export async function painterImage(
  db: Db,
  storage: Storage,
  userId: string,
  imageId: string,
): Promise<{ uniqueImageId: string; url: string; width: number; height: number }> {
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.ownerId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row || !(await storage.exists(row.key))) throw notFound('Failed to fetch original image');
  return { uniqueImageId: row.id, url: row.url, width: row.width, height: row.height };
}

/** The caller's video file, or 404 'Video not found'. */
export async function findVideo(
  db: Db,
  userId: string,
  videoId: string,
): Promise<typeof generationFiles.$inferSelect> {
  const rows = await db
    .select()
    .from(generationFiles)
    .where(
      and(
        eq(generationFiles.id, videoId),
        eq(generationFiles.ownerId, userId),
        eq(generationFiles.kind, 'video'),
      ),
    )
    .limit(1);
  if (!rows[0]) throw notFound('Video not found');
  return rows[0];
}
