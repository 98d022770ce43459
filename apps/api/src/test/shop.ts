/** Test helpers of the shop (docs/shop.md): products for sale, pictures to print, addresses. */
import sharp from 'sharp';
import type { ProductModelType, ProductStatus } from '@aigc/domain';
import { images, productEvents, products } from '../db/schema';
import { newId } from '../lib/ids';
import type { TestApp } from './harness';
import { insertPost } from './posts';

/** A US address the international shop ships to (free shipping). */
export const US_ADDRESS = {
  fullName: 'Ada Lovelace',
  phone: '+1 212 555 0100',
  country: 'US',
  region: 'NY',
  city: 'New York',
  line1: '350 Fifth Avenue',
  postalCode: '10118',
};

/** A mainland China address the China shop ships to. */
export const CN_ADDRESS = {
  fullName: '李雷',
  phone: '13812345678',
  country: 'CN',
  region: '上海市',
  city: '上海',
  line1: '浦东新区世纪大道 100 号',
  postalCode: '200120',
};

/**
 * A post by `authorId` whose Make It Real product is in `status` (default
 * on_sale), with `wanterIds` having wanted it in that order (one minute apart).
 */
export async function madeProductFor(
  t: TestApp,
  input: { authorId: string; status?: ProductStatus; modelType?: ProductModelType; wanterIds?: string[]; title?: string },
): Promise<string> {
  const { contentId } = await insertPost(t.db, { authorId: input.authorId, title: input.title ?? 'Moon lamp', storage: t.app.storage });
  const { wants } = await import('../db/schema');
  const base = t.clock.now().getTime() - 3_600_000;
  for (const [i, userId] of (input.wanterIds ?? []).entries())
    await t.db.insert(wants).values({ contentId, userId, createdAt: new Date(base + i * 60_000) });
  const now = t.clock.now();
  await t.db.insert(products).values({ contentId, status: input.status ?? 'on_sale', modelType: input.modelType ?? 'image', createdAt: now, updatedAt: now });
  await t.db.insert(productEvents).values({ id: newId(), contentId, fromStatus: null, toStatus: input.status ?? 'on_sale', createdAt: now });
  return contentId;
}

/** A real `width` × `height` PNG owned by `ownerId`, stored like a generation result; returns its image id. */
export async function pictureOf(t: TestApp, ownerId: string, width = 400, height = 300): Promise<string> {
  const id = newId();
  const key = `test/${id}.png`;
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  await t.app.storage.put(key, png, 'image/png');
  await t.db.insert(images).values({ id, ownerId, key, url: `/aigc/files/${key}`, url512: `/aigc/files/${key}`, url200: `/aigc/files/${key}`, width, height });
  return id;
}
