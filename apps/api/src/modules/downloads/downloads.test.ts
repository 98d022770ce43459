import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentModels, contents, imageDownloads, images } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { attachmentDisposition } from './service';

let t: TestApp;
let author: { id: string; session: string };

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const download = (query: Record<string, string>, session?: string) =>
  t.app.inject({ method: 'GET', url: '/aigc/api/download/image', query, ...(session ? { cookies: { aigc_session: session } } : {}) });

async function downloadsOf(imageId: string): Promise<number> {
  const [r] = await t.db.select({ n: count() }).from(imageDownloads).where(eq(imageDownloads.imageId, imageId));
  return r?.n ?? -1;
}

describe('GET /api/download/image', () => {
  it('sends the original file as an attachment named after the post and counts the download', async () => {
    const { imageIds } = await insertPost(t.db, { authorId: author.id, title: '月光 ring', imageCount: 2, storage: t.app.storage });
    const res = await download({ uniqueImageId: imageIds[1]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('file-2');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ ring-2.png"; filename*=UTF-8''${encodeURIComponent('月光 ring-2.png')}`,
    );
    expect(await downloadsOf(imageIds[1]!)).toBe(1);
    await download({ uniqueImageId: imageIds[1]!, topicId: 'any' }, author.session);
    expect(await downloadsOf(imageIds[1]!)).toBe(2);
  });

  it('refuses unknown images, images of deleted posts and other people’s unpublished images with a 404 envelope', async () => {
    expect((await download({ uniqueImageId: 'nope' })).json()).toEqual({
      code: 404,
      msg: 'This image does not exist or was deleted',
      data: null,
    });
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, storage: t.app.storage });
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    const gone = await download({ uniqueImageId: imageIds[0]! });
    expect(gone.statusCode).toBe(404);
    expect(await downloadsOf(imageIds[0]!)).toBe(0);

    // An unpublished image: only its owner may download it.
    const id = newId();
    await t.app.storage.put(`test/${id}.png`, Buffer.from('mine'), 'image/png');
    await t.db.insert(images).values({
      id,
      ownerId: author.id,
      key: `test/${id}.png`,
      url: `/aigc/files/test/${id}.png`,
      url512: '',
      url200: '',
      width: 1,
      height: 1,
    });
    const stranger = await t.createUser();
    expect((await download({ uniqueImageId: id }, stranger.session)).statusCode).toBe(404);
    const own = await download({ uniqueImageId: id }, author.session);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`filename="aigc-${id}.png"`);
  });

  it('escapes characters that are unsafe in file names', () => {
    expect(attachmentDisposition('a/b"c.png')).toBe(`attachment; filename="a_b_c.png"; filename*=UTF-8''a_b_c.png`);
  });
});

/** A real PNG (2×2) whose text chunk carries `prompt`, the way image generators embed it. */
async function pngWithPrompt(prompt: string): Promise<Buffer> {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0c0c0' } }).png().toBuffer();
  const data = Buffer.from(`parameters\0${prompt}`, 'latin1');
  const type = Buffer.from('tEXt', 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

const postDownload = (items: unknown[], session?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/aigc/api/topic/content/download',
    payload: { items },
    headers: { 'sec-fetch-site': 'same-origin' },
    ...(session ? { cookies: { aigc_session: session } } : {}),
  });

describe('POST /api/topic/content/download', () => {
  it('zips all images of a post, named after it, and counts each image (visitors may download)', async () => {
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, title: 'Moon ring', imageCount: 3, storage: t.app.storage });
    const res = await postDownload([{ contentId }]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Moon ring.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toEqual(['Moon ring-1.png', 'Moon ring-2.png', 'Moon ring-3.png']);
    expect(Buffer.from(entries['Moon ring-2.png']!).toString()).toBe('file-2');
    for (const id of imageIds) expect(await downloadsOf(id)).toBe(1);
    const rows = await t.db.select().from(imageDownloads).where(eq(imageDownloads.contentId, contentId));
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });

  it('sends one chosen image as the file itself, counted for the signed-in user', async () => {
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, title: 'Tag', imageCount: 2, storage: t.app.storage });
    const reader = await t.createUser();
    const res = await postDownload([{ contentId, uniqueImageId: imageIds[1] }], reader.session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain('filename="Tag-2.png"');
    expect(res.body).toBe('file-2');
    const rows = await t.db.select().from(imageDownloads).where(eq(imageDownloads.imageId, imageIds[1]!));
    expect(rows.map((r) => r.userId)).toEqual([reader.id]);
    expect(await downloadsOf(imageIds[0]!)).toBe(0);
    // An image of another post is refused.
    const other = await insertPost(t.db, { authorId: author.id, storage: t.app.storage });
    expect((await postDownload([{ contentId, uniqueImageId: other.imageIds[0] }])).json()).toMatchObject({ code: 404 });
  });

  it('refuses more than 9 files and more than 1 model file with the docs/product.md §5 messages, counting nothing', async () => {
    const a = await insertPost(t.db, { authorId: author.id, imageCount: 5, storage: t.app.storage });
    const b = await insertPost(t.db, { authorId: author.id, imageCount: 5, storage: t.app.storage });
    const tooMany = await postDownload([{ contentId: a.contentId }, { contentId: b.contentId }]);
    expect(tooMany.json()).toEqual({ code: 400, msg: 'At most 9 images can be downloaded at a time', data: null });
    expect(await downloadsOf(a.imageIds[0]!)).toBe(0);
    const items = Array.from({ length: 10 }, () => ({ contentId: a.contentId, uniqueImageId: a.imageIds[0] }));
    expect((await postDownload(items)).json()).toMatchObject({ code: 400, msg: 'At most 9 images can be downloaded at a time' });
    expect((await postDownload([])).json()).toMatchObject({ code: 400, msg: 'Please select at least one image' });

    const models: string[] = [];
    for (const n of [1, 2]) {
      const p = await insertPost(t.db, { authorId: author.id, title: `Figure ${n}`, storage: t.app.storage });
      await t.app.storage.put(`test/${p.contentId}.glb`, Buffer.from(`glb-${n}`), 'model/gltf-binary');
      await t.db.insert(contentModels).values({ contentId: p.contentId, url: `/aigc/files/test/${p.contentId}.glb`, format: 'glb', sizeBytes: 5 });
      models.push(p.contentId);
    }
    const twoModels = await postDownload(models.map((contentId) => ({ contentId, model: true })));
    expect(twoModels.json()).toEqual({ code: 400, msg: 'Only 1 model file can be downloaded at a time', data: null });
    const one = await postDownload([{ contentId: models[0], model: true }]);
    expect(one.headers['content-disposition']).toContain('filename="Figure 1.glb"');
    expect(one.body).toBe('glb-1');
    // A whole 3D post: its render and its model file.
    const whole = unzipSync(new Uint8Array((await postDownload([{ contentId: models[1] }])).rawPayload));
    expect(Object.keys(whole).sort()).toEqual(['Figure 2-1.png', 'Figure 2.glb']);
    const noModel = await postDownload([{ contentId: a.contentId, model: true }]);
    expect(noModel.json()).toMatchObject({ code: 404, msg: 'This work has no model file' });
  });

  it('answers 404 for deleted and unknown posts', async () => {
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, storage: t.app.storage });
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    const gone = await postDownload([{ contentId }], author.session);
    expect(gone.json()).toEqual({ code: 404, msg: 'This work does not exist or was deleted', data: null });
    expect(await downloadsOf(imageIds[0]!)).toBe(0);
    expect((await postDownload([{ contentId: 'nope' }])).json()).toMatchObject({ code: 404 });
  });

  it('strips the embedded prompt from posts whose creator hid it, and keeps the original otherwise', async () => {
    const secret = 'secret prompt: silver moon ring, 8k';
    const hidden = await insertPost(t.db, { authorId: author.id, title: 'Hidden', prompt: secret, hiddenPrompt: true });
    const shown = await insertPost(t.db, { authorId: author.id, title: 'Shown', prompt: secret });
    const original = await pngWithPrompt(secret);
    const keys = await t.db.select({ id: images.id, key: images.key }).from(images).where(eq(images.id, hidden.imageIds[0]!));
    const shownKeys = await t.db.select({ key: images.key }).from(images).where(eq(images.id, shown.imageIds[0]!));
    await t.app.storage.put(keys[0]!.key, original, 'image/png');
    await t.app.storage.put(shownKeys[0]!.key, original, 'image/png');

    for (const res of [await postDownload([{ contentId: hidden.contentId }]), await download({ uniqueImageId: hidden.imageIds[0]! })]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.includes(Buffer.from('secret prompt'))).toBe(false);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 2, 2]);
    }
    const kept = await postDownload([{ contentId: shown.contentId }]);
    expect(kept.rawPayload.equals(original)).toBe(true);
  });

  it('is a POST that cross-site pages cannot send', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id, storage: t.app.storage });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/topic/content/download',
      payload: { items: [{ contentId }] },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: { aigc_session: author.session },
    });
    expect(forged.statusCode).toBe(403);
  });
});
