import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS_PX, imageSrcSets } from '@aigc/domain';
import { startTestApp, type TestApp } from '../test/harness';
import { FILES_CACHE_CONTROL } from './routes';
import { imageVariantKeys } from './variants';

/** Responsive image variants through `GET /aigc/files/_w<width>/<key>[.avif|.webp]` (docs/architecture.md "Responsive images"). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A 1000×500 PNG with a left/right split (so a resize that swaps or crops would show), a 300×600 JPEG and a 256 px WebP.
  const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([{ input: { create: { width: 500, height: 500, channels: 3, background: { r: 20, g: 40, b: 220 } } }, left: 500, top: 0 }])
    .png()
    .toBuffer();
  await t.app.storage.put('gen/vt/wide.png', png, 'image/png');
  const jpeg = await sharp({ create: { width: 300, height: 600, channels: 3, background: { r: 10, g: 160, b: 90 } } }).jpeg().toBuffer();
  await t.app.storage.put('up/vt/tall.jpg', jpeg, 'image/jpeg');
  const webp = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 90, g: 90, b: 90 } } }).webp().toBuffer();
  await t.app.storage.put('avatars/vt/face.webp', webp, 'image/webp');
  await t.app.storage.put('files/vt/model.glb', Buffer.from('glTF not an image'), 'model/gltf-binary');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /aigc/files/_w<width>/<key>', () => {
  it('makes each allowed width in AVIF, WebP and the original format, aspect kept', async () => {
    for (const [suffix, type, format] of [
      ['.avif', 'image/avif', 'heif'],
      ['.webp', 'image/webp', 'webp'],
      ['', 'image/png', 'png'],
    ] as const) {
      for (const width of [256, 384, 768]) {
        const res = await get(`/aigc/files/_w${width}/gen/vt/wide.png${suffix}`);
        expect(res.statusCode, `${width}${suffix}`).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width / 2);
      }
    }
    const jpeg = await get('/aigc/files/_w128/up/vt/tall.jpg');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(128);
  });

  it('is cached for a year as immutable, with an ETag that gives 304, and stored for the next request', async () => {
    const url = '/aigc/files/_w512/gen/vt/wide.png.avif';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(FILES_CACHE_CONTROL);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(await t.app.storage.exists('_w512/gen/vt/wide.png.avif')).toBe(true);
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never enlarges: a width past the original gives the original width', async () => {
    const res = await get('/aigc/files/_w1536/gen/vt/wide.png.webp');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 500]);
    const tall = await sharp((await get('/aigc/files/_w512/up/vt/tall.jpg.avif')).rawPayload).metadata();
    expect([tall.width, tall.height]).toEqual([300, 600]);
  });

  it('refuses widths outside the allowed set, and keys that are not variants of a stored image', async () => {
    for (const url of [
      '/aigc/files/_w385/gen/vt/wide.png.avif',
      '/aigc/files/_w4096/gen/vt/wide.png.avif',
      '/aigc/files/_w0/gen/vt/wide.png.webp',
      '/aigc/files/_w384/gen/vt/missing.png.avif',
      '/aigc/files/_w384/files/vt/model.glb.avif',
      '/aigc/files/_w384/files/vt/model.glb',
      '/aigc/files/_w384/gen/vt/wide.png.gif',
      '/aigc/files/_w384/_w256/gen/vt/wide.png.avif',
      '/aigc/files/_w384/../gen/vt/wide.png.avif',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    }
    expect(await t.app.storage.exists('_w385/gen/vt/wide.png.avif')).toBe(false);
  });

  it('makes one variant once when many ask at the same time', async () => {
    const url = '/aigc/files/_w64/avatars/vt/face.webp.avif';
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect((await sharp(answers[0]!.rawPayload).metadata()).width).toBe(64);
  });

  it('serves every candidate of the srcset the clients build', async () => {
    const sets = imageSrcSets('/aigc/files/up/vt/tall.jpg', 300)!;
    for (const list of [sets.avif, sets.webp, sets.original]) {
      for (const candidate of list.split(', ')) {
        const [url, descriptor] = candidate.split(' ');
        const res = await get(url!);
        expect(res.statusCode, url).toBe(200);
        expect(`${(await sharp(res.rawPayload).metadata()).width}w`).toBe(descriptor);
      }
    }
  });

  it('names every possible variant key of a source, for deletion', async () => {
    const keys = imageVariantKeys('gen/vt/wide.png');
    expect(keys).toHaveLength(IMAGE_VARIANT_WIDTHS_PX.length * 3);
    expect(keys).toContain('_w512/gen/vt/wide.png.avif');
    expect(keys).toContain('_w512/gen/vt/wide.png');
    expect(imageVariantKeys('files/vt/model.glb')).toEqual([]);
  });
});
