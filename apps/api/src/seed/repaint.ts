/**
 * Repainting the offline engine's placeholder pictures that older versions
 * made with a caption band (the prompt and seed written in the pixels): the
 * seeded challenge banners and real pictures, and every text → image result
 * of the offline engine (docs/product.md 'Preview images').
 */
import { createHash } from 'node:crypto';
import { and, eq, like, notExists, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generations, images, messages, topicRealPictures, topics } from '../db/schema';
import { ASPECT_RATIOS, makeDerivatives, OFFLINE_MODEL_ID, OfflineEngine, probeImage, sizeFor, type AspectRatio } from '../engine';
import { newId } from '../lib/ids';
import { imageKeys } from '../modules/generate';
import { imageFileKeys, orderLineUses } from '../shared';
import { imageVariantKeys, keyFromUrl, type Storage } from '../storage';

/** What {@link repaintPreviews} did: pictures repainted, and those left as they were (no aspect ratio of the engine fits their size). */
export interface RepaintReport {
  images: number;
  banners: number;
  realPictures: number;
  skipped: number;
}

/** The seed a repaint uses for a stored picture: the first 31 bits of SHA-256 of its id, so a repaint is repeatable. */
export function repaintSeed(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) & 0x7fffffff;
}

/** The engine's aspect ratio that gives exactly `width`×`height` px at their long side, if one does. */
function ratioOf(width: number, height: number): AspectRatio | null {
  const long = Math.max(width, height);
  return ASPECT_RATIOS.find((r) => {
    const s = sizeFor(r, long);
    return s.width === width && s.height === height;
  }) ?? null;
}

/**
 * Repaints, with the current offline engine (no text in the pixels), the
 * placeholders older versions drew a caption band on:
 * - every `images` row of an offline-engine text → image generation
 *   (`generations.model_id` = `offline-preview`, kind `text2image`), except
 *   those an order line names or shows (a bought item keeps its picture):
 *   rendered from the generation's prompt at the row's size, stored as a new
 *   original with its 512 px and 200 px derivatives under new keys (stored
 *   files are immutable, docs/architecture.md "Responsive images"); the row
 *   and the messages showing its old URLs are pointed at them in one
 *   transaction, then the old files and their variants are deleted;
 * - the seeded challenge banners and sidebars (`seed/topics/…` keys) and real
 *   pictures (`seed/topics/real/…`), from the challenge title or caption.
 * A picture whose size fits none of the engine's aspect ratios is skipped.
 * Seeds come from the picture's id, so running it twice paints the same pictures.
 */
export async function repaintPreviews(
  db: Db,
  storage: Storage,
  options: { engine?: OfflineEngine; log?: (line: string) => void } = {},
): Promise<RepaintReport> {
  const engine = options.engine ?? new OfflineEngine();
  const report: RepaintReport = { images: 0, banners: 0, realPictures: 0, skipped: 0 };
  const render = async (prompt: string, id: string, width: number, height: number) => {
    const ratio = ratioOf(width, height);
    if (!ratio) {
      report.skipped += 1;
      return null;
    }
    return engine.generate({ prompt, seed: repaintSeed(id), aspectRatio: ratio, longSide: Math.max(width, height) });
  };

  const bought = orderLineUses(db);
  const rows = await db
    .select({ img: images, prompt: generations.prompt })
    .from(images)
    .innerJoin(generations, eq(generations.id, images.generationId))
    .where(and(eq(generations.modelId, OFFLINE_MODEL_ID), eq(generations.kind, 'text2image'), notExists(bought)));
  for (const { img, prompt } of rows) {
    const made = await render(prompt, img.id, img.width, img.height);
    if (!made) continue;
    const d = await makeDerivatives(made.bytes);
    const keys = imageKeys(newId(), made.ext);
    await storage.put(keys.original, made.bytes, made.contentType);
    await storage.put(keys.w512, d.w512.bytes, 'image/webp');
    await storage.put(keys.w200, d.w200.bytes, 'image/webp');
    const next = { key: keys.original, url: storage.url(keys.original), url512: storage.url(keys.w512), url200: storage.url(keys.w200) };
    await db.transaction(async (tx) => {
      await tx.update(images).set({ ...next, preview: true }).where(eq(images.id, img.id));
      for (const [before, after] of [
        [img.url, next.url],
        [img.url512, next.url512],
        [img.url200, next.url200],
      ] as const) {
        await tx.update(messages).set({ posterImage: after }).where(eq(messages.posterImage, before));
      }
    });
    await Promise.allSettled(imageFileKeys(img).map((key) => storage.delete(key)));
    report.images += 1;
  }

  for (const topic of await db.select().from(topics).where(or(like(topics.bannerImage, '%/seed/topics/%'), like(topics.sidebarImage, '%/seed/topics/%')))) {
    for (const field of ['bannerImage', 'sidebarImage'] as const) {
      const oldKey = keyFromUrl(topic[field]);
      if (!oldKey?.startsWith('seed/topics/')) continue;
      const stored = await storage.get(oldKey);
      if (!stored) continue;
      const size = await probeImage(Buffer.from(stored.bytes));
      const made = await render(`${topic.title} challenge`, `${topic.id}-${field}`, size.width, size.height);
      if (!made) continue;
      const key = `seed/topics/${topic.id}-${field === 'bannerImage' ? 'banner' : 'sidebar'}-${newId()}.webp`;
      await storage.put(key, made.bytes, made.contentType);
      await db.update(topics).set({ [field]: storage.url(key) }).where(eq(topics.id, topic.id));
      await Promise.allSettled([oldKey, ...imageVariantKeys(oldKey)].map((k) => storage.delete(k)));
      report.banners += 1;
    }
  }

  const real = await db.select().from(topicRealPictures).where(like(topicRealPictures.url, '%/seed/topics/real/%'));
  for (const picture of real) {
    const oldKey = keyFromUrl(picture.url);
    if (!oldKey) continue;
    const made = await render(`real photo of a finished physical product: ${picture.caption.toLowerCase()}`, picture.id, picture.width, picture.height);
    if (!made) continue;
    const key = `seed/topics/real/${picture.id}-${newId()}.webp`;
    await storage.put(key, made.bytes, made.contentType);
    await db.update(topicRealPictures).set({ url: storage.url(key) }).where(eq(topicRealPictures.id, picture.id));
    await Promise.allSettled([oldKey, ...imageVariantKeys(oldKey)].map((k) => storage.delete(k)));
    report.realPictures += 1;
  }
  options.log?.(
    `repaint: ${report.images} images, ${report.banners} banners, ${report.realPictures} real pictures repainted; ${report.skipped} skipped (no matching aspect ratio)`,
  );
  return report;
}
