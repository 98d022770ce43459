import { postDeletionBlocked, type ProductStatus } from '@aigc/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

/**
 * The ids among `contentIds` whose product blocks deletion (domain
 * `postDeletionBlocked`: under evaluation or product-page configuration,
 * docs/product.md §4/§8), read from the make-real `products` table.
 */
export async function blockedForDeletion(db: DbOrTx, contentIds: readonly string[]): Promise<string[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .select({ contentId: products.contentId, status: products.status })
    .from(products)
    .where(inArray(products.contentId, [...contentIds]));
  return rows.filter((r) => postDeletionBlocked(r.status as ProductStatus)).map((r) => r.contentId);
}
