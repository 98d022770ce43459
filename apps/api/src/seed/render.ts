/** Rendering the seed's files: engine-made images (with derivatives) and avatars, written to storage. */
import sharp from 'sharp';
import type { images, topicRealPictures } from '../db/schema';
import { makeDerivatives, type OfflineEngine } from '../engine';
import { imageKeys } from '../modules/generate';
import type { Storage } from '../storage';
import type { PlannedImage, UserRow } from './plan';
import { pool } from './random';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 256 px WebP avatar: the initials of `name` (up to 2) on a gradient disc (hue from `hue`, degrees). */
export async function renderAvatar(name: string, hue: number): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .map((w) => [...w][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,42%)"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="104" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

/** The rows of rendered images: user images (with 512 px and 200 px derivatives) and challenges' real pictures. */
export interface RenderedImages {
  images: (typeof images.$inferInsert)[];
  realPictures: (typeof topicRealPictures.$inferInsert)[];
}

type Rendered = { image: typeof images.$inferInsert } | { realPicture: typeof topicRealPictures.$inferInsert } | null;

/** Renders one planned image and stores its files; banners yield no row. */
async function renderImage(p: PlannedImage, engine: OfflineEngine, storage: Storage): Promise<Rendered> {
  const made = await engine.generate({ prompt: p.prompt, seed: p.seed, ...(p.aspectRatio ? { aspectRatio: p.aspectRatio } : {}) });
  if (p.bannerKey) {
    await storage.put(p.bannerKey, made.bytes, made.contentType);
    return null;
  }
  if (p.realPicture) {
    const { key, ...row } = p.realPicture;
    await storage.put(key, made.bytes, made.contentType);
    return { realPicture: { ...row, url: storage.url(key), width: made.width, height: made.height } };
  }
  const d = await makeDerivatives(made.bytes);
  const keys = imageKeys(p.id, made.ext);
  await storage.put(keys.original, made.bytes, made.contentType);
  await storage.put(keys.w512, d.w512.bytes, 'image/webp');
  await storage.put(keys.w200, d.w200.bytes, 'image/webp');
  const image = {
    id: p.id,
    ownerId: p.ownerId,
    generationId: p.generationId,
    key: keys.original,
    url: storage.url(keys.original),
    url512: storage.url(keys.w512),
    url200: storage.url(keys.w200),
    width: made.width,
    height: made.height,
    preview: made.preview === true,
    createdAt: p.createdAt,
  };
  return { image };
}

/**
 * Renders `planned` with the offline engine, `concurrency` at a time, and
 * stores the files: banners and real pictures at original size under their
 * planned keys, user images as original + derivatives under {@link imageKeys}.
 * Returns the rows to insert, in planned order.
 */
export async function renderImages(
  planned: PlannedImage[],
  deps: { engine: OfflineEngine; storage: Storage; concurrency: number },
): Promise<RenderedImages> {
  const rendered = await pool(
    planned.map((p) => () => renderImage(p, deps.engine, deps.storage)),
    deps.concurrency,
  );
  const out: RenderedImages = { images: [], realPictures: [] };
  for (const x of rendered) {
    if (x && 'image' in x) out.images.push(x.image);
    else if (x) out.realPictures.push(x.realPicture);
  }
  return out;
}

/**
 * Renders and stores an avatar for each user (`avatars/<first 2 id chars,
 * lower-cased>/<id>.webp`; the i-th user's hue is 47·i mod 360) and sets its `avatar` URL.
 */
export async function renderAvatars(users: UserRow[], storage: Storage, concurrency: number): Promise<void> {
  await pool(
    users.map((u, i) => async () => {
      const key = `avatars/${u.id.slice(0, 2).toLowerCase()}/${u.id}.webp`;
      await storage.put(key, await renderAvatar(u.nickname, (i * 47) % 360), 'image/webp');
      u.avatar = storage.url(key);
    }),
    concurrency,
  );
}
