/**
 * Deleted means deleted (docs/security.md 'Input hygiene, deletion and
 * rewards'): an image that nothing live uses any more loses its row and every
 * file it is served under.
 */
import { and, eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentImages, contents, images, orderItems, products } from '../db/schema';
import { imageVariantKeys, keyFromUrl, type Storage } from '../storage';

/**
 * Every stored key of an image: the original, its 512 px and 200 px
 * derivatives (from their URLs) and all its responsive variants
 * (`_w<width>/<key>[.avif|.webp]`, made on request, see storage/variants.ts).
 */
export function imageFileKeys(row: { key: string; url512: string; url200: string }): string[] {
  const derivatives = [keyFromUrl(row.url512), keyFromUrl(row.url200)].filter((k): k is string => k !== null);
  return [...new Set([row.key, ...derivatives, ...imageVariantKeys(row.key)])];
}

/**
 * Removes those of `imageIds` that nothing live uses, right after the delete
 * that freed them has committed: the `images` row goes (with its
 * `content_images` rows of deleted posts), then every file of
 * {@link imageFileKeys} is deleted from `storage`, so the files answer 404.
 *
 * An image is still used — and kept — while any of these holds:
 * - its generation record exists (`generation_id` is not null);
 * - a post that is not deleted shows it, or a deleted post that became a
 *   Make It Real product (the shop keeps selling and making it);
 * - an order line names it (`source_image_id`) or shows one of its URLs
 *   (`image_url`, `preview_url`, `print_url`): a bought item keeps its picture.
 *
 * The check and the row delete are one statement. File deletion is best
 * effort (a failed delete is logged by the storage and retried by nothing; the
 * files route still answers 404 for a variant whose source is gone).
 * @returns the ids removed.
 */
/**
 * A correlated subquery (for `exists`/`notExists` over `images`): some order
 * line names this image, as its source or by one of its files (original,
 * 512 px, 200 px). An ordered picture is never deleted or replaced, so the
 * buyer's order keeps showing what was bought (docs/shop.md).
 */
export function orderLineUses(db: Db) {
  return db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(
      or(
        eq(orderItems.sourceImageId, images.id),
        ...[orderItems.imageUrl, orderItems.previewUrl, orderItems.printUrl].map(
          (shown) => sql`${shown} in (${images.url}, ${images.url512}, ${images.url200})`,
        ),
      ),
    );
}

export async function reclaimImages(db: Db, storage: Storage, imageIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(imageIds)];
  if (ids.length === 0) return [];
  const liveUse = db
    .select({ one: sql`1` })
    .from(contentImages)
    .innerJoin(contents, eq(contents.id, contentImages.contentId))
    .where(
      and(
        eq(contentImages.imageId, images.id),
        or(isNull(contents.deletedAt), exists(db.select({ one: sql`1` }).from(products).where(eq(products.contentId, contents.id)))),
      ),
    );
  const ordered = orderLineUses(db);
  const removed = await db
    .delete(images)
    .where(and(inArray(images.id, ids), isNull(images.generationId), notExists(liveUse), notExists(ordered)))
    .returning({ id: images.id, key: images.key, url512: images.url512, url200: images.url200 });
  await Promise.allSettled(removed.flatMap(imageFileKeys).map((key) => storage.delete(key)));
  return removed.map((r) => r.id);
}
