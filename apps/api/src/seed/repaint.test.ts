/**
 * Repainting the offline placeholders that older versions drew a caption
 * band on (docs/product.md 'Preview images'): a banded picture is replaced by
 * a band-free one under new keys, the rows and messages follow, the old files
 * go; bought pictures stay.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, images, messages, topicRealPictures, topics } from '../db/schema';
import { makeDerivatives, OFFLINE_MODEL_ID, OfflineEngine } from '../engine';
import { newId } from '../lib/ids';
import { imageKeys } from '../modules/generate';
import { keyFromUrl } from '../storage';
import { startTestApp, type TestApp } from '../test/harness';
import { repaintPreviews, repaintSeed } from './repaint';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A 1024×768 WebP with a caption band reading `text`, as older versions of the engine drew. */
async function bandedPicture(text: string, width = 1024, height = 768): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#468"/><rect y="${height - 120}" width="${width}" height="120" fill="#000"/><text x="40" y="${height - 50}" font-size="40" fill="#fff">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

describe('repaintPreviews', () => {
  it('repaints a banded text → image result under new keys, points the row and messages at it and deletes the old files', async () => {
    const owner = await t.createUser();
    const generationId = newId();
    await t.db.insert(generations).values({ id: generationId, userId: owner.id, prompt: 'a secret moon pendant', modelId: OFFLINE_MODEL_ID, kind: 'text2image' });
    const id = newId();
    const keys = imageKeys(id, 'webp');
    const banded = await bandedPicture('OFFLINE PREVIEW ENGINE · a secret moon pendant');
    const d = await makeDerivatives(banded);
    await t.app.storage.put(keys.original, banded, 'image/webp');
    await t.app.storage.put(keys.w512, d.w512.bytes, 'image/webp');
    await t.app.storage.put(keys.w200, d.w200.bytes, 'image/webp');
    const old = { url: t.app.storage.url(keys.original), url512: t.app.storage.url(keys.w512), url200: t.app.storage.url(keys.w200) };
    await t.db.insert(images).values({ id, ownerId: owner.id, generationId, key: keys.original, ...old, width: 1024, height: 768 });
    const messageId = newId();
    await t.db.insert(messages).values({ id: messageId, recipientId: owner.id, type: 4, posterImage: old.url512 });

    const report = await repaintPreviews(t.db, t.app.storage);
    expect(report).toMatchObject({ images: 1, skipped: 0 });

    const [row] = await t.db.select().from(images).where(eq(images.id, id));
    expect(row?.preview).toBe(true);
    expect(row?.url).not.toBe(old.url);
    for (const url of Object.values(old)) expect(await t.app.storage.exists(keyFromUrl(url) ?? '')).toBe(false);
    // The new picture is the engine's band-free rendering of the prompt, at the row's size.
    const stored = await t.app.storage.get(row?.key ?? '');
    const pixels = await sharp(Buffer.from(stored?.bytes ?? [])).raw().toBuffer({ resolveWithObject: true });
    expect([pixels.info.width, pixels.info.height]).toEqual([1024, 768]);
    const fresh = await new OfflineEngine().generate({ prompt: 'a secret moon pendant', seed: repaintSeed(id), aspectRatio: '4:3', longSide: 1024 });
    expect(pixels.data.equals(await sharp(fresh.bytes).raw().toBuffer())).toBe(true);
    for (const url of [row?.url512, row?.url200]) expect(await t.app.storage.exists(keyFromUrl(url ?? '') ?? '')).toBe(true);
    const [message] = await t.db.select().from(messages).where(eq(messages.id, messageId));
    expect(message?.posterImage).toBe(row?.url512);
  });

  it('repaints seeded banners and real pictures under new keys', async () => {
    const topicId = newId();
    const bannerKey = `seed/topics/${topicId}-banner.webp`;
    await t.app.storage.put(bannerKey, await bandedPicture('Tiny rings challenge'), 'image/webp');
    await t.db.insert(topics).values({
      id: topicId,
      title: 'Tiny Rings',
      description: '',
      bannerImage: t.app.storage.url(bannerKey),
      startTime: new Date('2026-01-01T00:00:00Z'),
      endTime: new Date('2026-12-31T00:00:00Z'),
    });
    const pictureId = newId();
    const realKey = `seed/topics/real/${pictureId}.webp`;
    await t.app.storage.put(realKey, await bandedPicture('real photo'), 'image/webp');
    await t.db.insert(topicRealPictures).values({ id: pictureId, topicId, url: t.app.storage.url(realKey), width: 1024, height: 768, caption: 'Moon ring' });

    const report = await repaintPreviews(t.db, t.app.storage);
    expect(report).toMatchObject({ banners: 1, realPictures: 1 });
    const [topic] = await t.db.select().from(topics).where(eq(topics.id, topicId));
    expect(topic?.bannerImage).not.toBe(t.app.storage.url(bannerKey));
    expect(await t.app.storage.exists(keyFromUrl(topic?.bannerImage ?? '') ?? '')).toBe(true);
    expect(await t.app.storage.exists(bannerKey)).toBe(false);
    const [picture] = await t.db.select().from(topicRealPictures).where(eq(topicRealPictures.id, pictureId));
    expect(await t.app.storage.exists(keyFromUrl(picture?.url ?? '') ?? '')).toBe(true);
    expect(await t.app.storage.exists(realKey)).toBe(false);
  });
});
