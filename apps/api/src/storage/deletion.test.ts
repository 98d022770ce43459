import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { imageVariantKey } from '@aigc/domain';
import { contentImages, images, orderItems, orders } from '../db/schema';
import { newId } from '../lib/ids';
import { SESSION_COOKIE } from '../lib/sessions';
import { startTestApp, type TestApp } from '../test/harness';
import { unlockLocalUpload } from '../test/posts';
import { startTestS3, type TestS3 } from '../test/s3';
import { madeProductFor } from '../test/shop';
import { FILES_URL_PREFIX, keyFromUrl } from './types';

type Asset = { uniqueImageId: string; url: string; imageResize512Url: string; imageResize200Url: string };
type Job = { jobId: string; record: { id: string; images: Asset[] } | null };

/** Deleted means deleted (docs/security.md 'Input hygiene, deletion and rewards'), on local storage and on S3. */
for (const backend of ['local', 's3'] as const) {
  describe(`deleted images answer 404 (${backend} storage)`, () => {
    let t: TestApp;
    let s3: TestS3 | undefined;
    let me: { id: string; session: string };

    beforeAll(async () => {
      if (backend === 's3') s3 = await startTestS3();
      t = await startTestApp(s3 ? { config: { s3: s3.settings } } : {});
      me = await t.createUser({ nickname: 'Deleter' });
      await unlockLocalUpload(t, me.session);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    /** A generated image (offline engine): its record id, image id and every URL it is served under. */
    async function generated(): Promise<{ recordId: string; imageId: string; urls: string[] }> {
      const r = await t.call<Job>('POST', '/aigc/api/generate', { session: me.session, body: { prompt: 'moon pendant' } });
      await t.app.generationQueue.waitForIdle();
      const job = await t.call<Job>('GET', '/aigc/api/generate/result', { session: me.session, query: { jobId: r.body.data.jobId } });
      const record = job.body.data.record!;
      const img = record.images[0]!;
      return { recordId: record.id, imageId: img.uniqueImageId, urls: await withVariants([img.url, img.imageResize512Url, img.imageResize200Url]) };
    }

    /** `urls` plus two responsive variants of the original, fetched once so they are stored. */
    async function withVariants(urls: string[]): Promise<string[]> {
      const key = keyFromUrl(urls[0]!)!;
      const variants = [imageVariantKey(key, 256, 'avif')!, imageVariantKey(key, 512, 'webp')!].map((k) => FILES_URL_PREFIX + k);
      for (const url of [...urls, ...variants]) expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
      return [...urls, ...variants];
    }

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    async function publish(imageIds: string[], type: 1 | 2 = 1): Promise<string> {
      const res = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content', {
        session: me.session,
        body: { title: 'Gone soon', posterImage: imageIds[0], contentImage: imageIds.slice(1), type },
      });
      expect(res.body.code).toBe(200);
      return res.body.data.createId;
    }

    const deletePost = async (contentId: string) =>
      expect((await t.call('POST', '/aigc/api/topic/content/batch/delete', { session: me.session, body: { contentIds: [contentId] } })).body.code).toBe(200);
    const deleteRecord = async (recordId: string) =>
      expect((await t.call('POST', '/aigc/api/generate/delete/item', { session: me.session, body: { itemIds: [recordId] } })).body.code).toBe(200);

    async function expectGone(urls: string[]) {
      for (const url of urls) {
        const res = await get(url);
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 404, 'no-store']);
      }
    }
    async function expectServed(urls: string[]) {
      for (const url of urls) {
        const res = await get(url);
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'public, max-age=31536000, immutable']);
      }
    }

    it('post deleted, then its generation record: the original, 512/200 px derivatives and variants are 404', async () => {
      const g = await generated();
      const contentId = await publish([g.imageId]);
      await deletePost(contentId);
      await expectServed(g.urls); // the record still holds it
      await deleteRecord(g.recordId);
      await expectGone(g.urls);
      const [row] = await t.db.select().from(images).where(eq(images.id, g.imageId));
      expect(row).toBeUndefined();
    }, 60_000);

    it('record deleted, then the post: 404 once neither is left', async () => {
      const g = await generated();
      const contentId = await publish([g.imageId]);
      await deleteRecord(g.recordId);
      await expectServed(g.urls); // the post still shows it
      await deletePost(contentId);
      await expectGone(g.urls);
    }, 60_000);

    it('an image still in another live post stays', async () => {
      const g = await generated();
      const first = await publish([g.imageId]);
      await publish([g.imageId]);
      await deleteRecord(g.recordId);
      await deletePost(first);
      await expectServed(g.urls);
    }, 60_000);

    it('a local upload in a deleted post is 404', async () => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
      const boundary = `----aigc${randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const up = await t.app.inject({
        method: 'POST',
        url: '/aigc/api/generate/generate-image',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        cookies: { [SESSION_COOKIE]: me.session },
        payload,
      });
      const item = (up.json() as { data: { generateItemDetail: Asset }[] }).data[0]!.generateItemDetail;
      const urls = await withVariants([item.url, item.imageResize512Url, item.imageResize200Url]);
      await t.call('POST', '/aigc/api/author/onboarding', { session: me.session, body: { acceptOriginality: true } });
      const contentId = await publish([item.uniqueImageId], 2);
      await deletePost(contentId);
      await expectGone(urls);
    }, 60_000);

    it("a made product's picture and an ordered picture stay after their post and record are gone", async () => {
      const productPost = await madeProductFor(t, { authorId: me.id, status: 'on_sale' });
      const [picture] = await t.db
        .select({ url: images.url })
        .from(contentImages)
        .innerJoin(images, eq(images.id, contentImages.imageId))
        .where(eq(contentImages.contentId, productPost));
      await deletePost(productPost);
      await expectServed([picture!.url]);

      const g = await generated();
      const contentId = await publish([g.imageId]);
      const orderId = newId();
      await t.db.insert(orders).values({
        id: orderId,
        userId: me.id,
        idemKey: orderId,
        requestHash: 'x',
        status: 'paid',
        region: 'intl',
        currency: 'usd',
        subtotalMinor: 100,
        totalMinor: 100,
        shippingAddress: {} as never,
        shipBy: t.clock.now(),
        deliverBy: t.clock.now(),
      });
      await t.db.insert(orderItems).values({
        id: newId(),
        orderId,
        position: 0,
        kind: 'made',
        productId: contentId,
        contentId,
        size: 'M',
        quantity: 1,
        title: 'Gone soon',
        imageUrl: g.urls[1]!,
        unitPriceMinor: 100,
        lineTotalMinor: 100,
      });
      await deleteRecord(g.recordId);
      await deletePost(contentId);
      await expectServed(g.urls);
    }, 60_000);

    it('a variant left behind by a deleted source is 404 (checked when served)', async () => {
      const key = `gen/${newId()}.png`;
      const orphan = imageVariantKey(key, 256, 'webp')!;
      await t.app.storage.put(orphan, Buffer.from('stale'), 'image/webp');
      await expectGone([FILES_URL_PREFIX + orphan]);
    });
  });
}
