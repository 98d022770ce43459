import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@aigc/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, topics } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import { unlockLocalUpload } from '../../test/posts';
import { modules } from '../index';
import { inspectUpload } from './inspect';
import type { Moderator } from './moderation';
import { makeUploadsRoutes, uploadsRoutes } from './routes';
import { LOCAL_UPLOAD_LOCKED, type UploadItem } from './service';

// ---- A hostile corpus, generated here (no binaries in the repository) ------

const png = (w: number, h: number, color = '#3a7bd5') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } }).png().toBuffer();
const jpeg = (w: number, h: number, color = '#e0b070') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } }).jpeg().toBuffer();

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A real decompression bomb: a complete, valid grayscale PNG of w×h px whose
 * IDAT is deflated zeros (7000×7000 = 49 MP decodes to 49 MB, sent as ~50 KB).
 */
function pngBomb(w: number, h: number, withData = true): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const idat = withData ? deflateSync(Buffer.alloc((w + 1) * h), { level: 9 }) : deflateSync(Buffer.alloc(16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Builds a multipart/form-data body by hand. */
function multipart(parts: { field: string; name?: string; type?: string; bytes: Buffer | string }[]) {
  const boundary = `----aigc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.name !== undefined ? `form-data; name="${p.field}"; filename="${p.name}"` : `form-data; name="${p.field}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.name !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.bytes) ? p.bytes : Buffer.from(p.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A moderator double: red-dominant images are "violating"; `fail` makes it throw. */
class FakeModerator implements Moderator {
  fail = false;
  seen = 0;
  async check(image: Buffer) {
    this.seen += 1;
    if (this.fail) throw new Error('classifier down');
    const { dominant } = await sharp(image).stats();
    const violating = dominant.r > 200 && dominant.g < 60 && dominant.b < 60;
    return { violating, scores: { Porn: violating ? 0.99 : 0.01 }, classifier: 'fake' };
  }
}

let t: TestApp;
let user: { id: string; session: string };
const moderator = new FakeModerator();

beforeAll(async () => {
  t = await startTestApp({ modules: modules.map((m) => (m === uploadsRoutes ? makeUploadsRoutes({ moderator }) : m)) });
  user = await t.createUser({ nickname: 'Uploader' });
  await unlockLocalUpload(t, user.session);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function upload(
  files: { name: string; type?: string; bytes: Buffer | string; field?: string }[],
  session: string | null = user.session,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ field, bytes: value })),
    ...files.map((f) => ({ field: f.field ?? 'imageFile', name: f.name, type: f.type, bytes: f.bytes })),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/generate/generate-image',
    payload: body.payload,
    headers: { 'content-type': body.contentType },
    ...(session ? { cookies: { aigc_session: session } } : {}),
  });
  return res.json() as { code: number; msg: string; data: UploadItem[] };
}

async function imageCount() {
  const [row] = await t.db.select({ n: count() }).from(images).where(eq(images.ownerId, user.id));
  return row?.n ?? 0;
}

/** Every file under the storage root, as bytes. */
async function storedFiles(): Promise<Buffer[]> {
  const root = join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name))));
}

async function expectNotStored(sent: Buffer) {
  for (const file of await storedFiles()) expect(file.equals(sent)).toBe(false);
}

describe('POST /aigc/api/generate/generate-image', () => {
  it('needs a login and an imageFile part', async () => {
    expect((await upload([{ name: 'a.png', bytes: await png(100, 100) }], null)).code).toBe(401);
    expect((await upload([{ name: 'a.png', bytes: await png(100, 100), field: 'other' }])).code).toBe(400);
  });

  it('stores a good PNG re-encoded, with 512/200 derivatives and an images row owned by the caller', async () => {
    // A PNG with a text chunk (EXIF) and maximal compression: the stored copy must be a new encoding.
    const sent = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7bd5' } })
      .png({ compressionLevel: 9 })
      .withExif({ IFD0: { Copyright: 'png-owner' } })
      .toBuffer();
    const r = await upload([{ name: 'good.png', type: 'image/png', bytes: sent }]);
    expect(r.code).toBe(200);
    const [item] = r.data;
    // An upload is the person's own picture: never flagged as a preview-engine image.
    expect(item).toMatchObject({ status: 0, msg: '', fileName: 'good.png', generateItemDetail: { width: 1200, height: 900, customStatus: 0, preview: false } });
    const detail = item!.generateItemDetail!;
    for (const [url, long] of [
      [detail.url, 1200],
      [detail.imageResize512Url, 512],
      [detail.imageResize200Url, 200],
    ] as const) {
      const file = await t.app.inject(url);
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(long);
    }
    const [row] = await t.db.select().from(images).where(eq(images.id, detail.uniqueImageId));
    expect(row).toMatchObject({ ownerId: user.id, generationId: null });
    await expectNotStored(sent);
  });

  it('strips EXIF with GPS from a JPEG and applies its orientation', async () => {
    const sent = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc9955' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2971/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4034/100' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sentMeta = await sharp(sent).metadata();
    expect(sentMeta.exif?.includes(Buffer.from('SpyCam'))).toBe(true);
    expect(sentMeta.exif?.includes(Buffer.from('GPS'))).toBe(false); // tag names are numeric; the values are what leak
    expect(sentMeta.orientation).toBe(6);

    const r = await upload([{ name: 'holiday.jpg', type: 'image/jpeg', bytes: sent }]);
    const detail = r.data[0]!.generateItemDetail!;
    expect([detail.width, detail.height]).toEqual([600, 800]); // orientation 6 = rotated 90°
    const stored = (await t.app.inject(detail.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const marker of ['SpyCam', 'secret-owner', 'GPS']) expect(stored.includes(Buffer.from(marker))).toBe(false);
    await expectNotStored(sent);
  });

  it('re-encodes polyglots: bytes appended after the image never reach storage', async () => {
    const payload = Buffer.from('PK\u0003\u0004<script>alert(document.cookie)</script>');
    const sent = Buffer.concat([await jpeg(640, 480), payload]);
    const r = await upload([{ name: 'poly.jpg', type: 'image/jpeg', bytes: sent }]);
    expect(r.data[0]!.status).toBe(0);
    const stored = (await t.app.inject(r.data[0]!.generateItemDetail!.url)).rawPayload;
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    await expectNotStored(sent);
  });

  it('rejects by content, not by name: renamed GIF, HTML, SVG, a GIF/JS polyglot, unknown bytes', async () => {
    const before = await imageCount();
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } }).gif().toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>';
    const cases = [
      { name: 'cat.png', type: 'image/png', bytes: gif, msg: UPLOAD_MESSAGES.gif },
      { name: 'page.jpg', type: 'image/jpeg', bytes: '<html><script>alert(1)</script></html>', msg: UPLOAD_MESSAGES.unreadable },
      { name: 'vector.png', type: 'image/png', bytes: svg, msg: UPLOAD_MESSAGES.format },
      { name: 'gifar.webp', type: 'image/webp', bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.from('=1;alert(1)//')]), msg: UPLOAD_MESSAGES.unreadable },
      { name: 'noise.jpg', type: 'image/jpeg', bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)), msg: UPLOAD_MESSAGES.unreadable },
    ];
    const r = await upload(cases);
    expect(r.data.map((i) => [i.fileName, i.status, i.msg])).toEqual(cases.map((c) => [c.name, 1, c.msg]));
    expect(await imageCount()).toBe(before);
  });

  it('rejects truncated files', async () => {
    const before = await imageCount();
    const full = await jpeg(900, 900);
    const halfJpeg = full.subarray(0, Math.floor(full.length / 2));
    const fullPng = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } }).png().toBuffer();
    const halfPng = fullPng.subarray(0, Math.floor(fullPng.length / 2));
    const r = await upload([
      { name: 'half.jpg', bytes: halfJpeg },
      { name: 'half.png', bytes: halfPng },
    ]);
    expect(r.data.map((i) => [i.status, i.msg])).toEqual([
      [1, UPLOAD_MESSAGES.unreadable],
      [1, UPLOAD_MESSAGES.unreadable],
    ]);
    expect(await imageCount()).toBe(before);
  });

  it('rejects a decompression bomb and anything over 40 MP before decoding it', async () => {
    const before = await imageCount();
    const bomb = pngBomb(7000, 7000); // 49 MP
    expect(bomb.length).toBeLessThan(200_000);
    const liar = pngBomb(100_000, 100_000, false); // header claims 10 gigapixels
    const r = await upload([
      { name: 'bomb.png', bytes: bomb },
      { name: 'liar.png', bytes: liar },
    ]);
    expect(r.data.map((i) => [i.status, i.msg])).toEqual([
      [1, UPLOAD_MESSAGES.pixels],
      [1, UPLOAD_MESSAGES.pixels],
    ]);
    expect(await imageCount()).toBe(before);
  });

  it('enforces the ratio 0.5–2 and the 20 MB limit (docs/product.md §5)', async () => {
    const before = await imageCount();
    const big = Buffer.concat([await jpeg(1000, 1000), Buffer.alloc(20 * 1024 * 1024)]);
    const r = await upload([
      { name: 'wide.png', bytes: await png(1500, 500) },
      { name: 'tall.png', bytes: await png(400, 1000) },
      { name: 'big.jpg', bytes: big },
    ]);
    expect(r.data.map((i) => [i.fileName, i.status, i.msg])).toEqual([
      ['wide.png', 1, UPLOAD_MESSAGES.ratio],
      ['tall.png', 1, UPLOAD_MESSAGES.ratio],
      ['big.jpg', 1, UPLOAD_MESSAGES.tooLarge],
    ]);
    expect(await imageCount()).toBe(before);
    const edge = await upload([{ name: 'edge.webp', bytes: await sharp(await png(1000, 2000)).webp().toBuffer() }]);
    expect(edge.data[0]!.status).toBe(0);
  });

  it('answers status 2 for violating content and stores nothing', async () => {
    const before = await imageCount();
    const r = await upload([{ name: 'bad.png', bytes: await png(600, 600, '#ff0000') }, { name: 'ok.png', bytes: await png(600, 600) }]);
    expect(r.data.map((i) => [i.status, i.msg])).toEqual([
      [2, UPLOAD_MESSAGES.violating],
      [0, ''],
    ]);
    expect(await imageCount()).toBe(before + 1);
  });

  it('fails with 503 and stores nothing when moderation fails', async () => {
    const before = await imageCount();
    const files = (await storedFiles()).length;
    moderator.fail = true;
    try {
      const r = await upload([{ name: 'a.png', bytes: await png(600, 600) }]);
      expect(r).toMatchObject({ code: 503, msg: UPLOAD_MESSAGES.failed });
    } finally {
      moderator.fail = false;
    }
    expect(await imageCount()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it('uploads at most 9 files per request; the rest get the excess message', async () => {
    const one = await png(300, 300, '#406080');
    const r = await upload(Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, bytes: one })));
    expect(r.data.filter((i) => i.status === 0)).toHaveLength(9);
    expect(r.data[9]).toMatchObject({ fileName: '9.png', status: 1, msg: UPLOAD_MESSAGES.tooMany });
  });

  it('an uploaded image can be published as a local upload (type 2) only by its owner', async () => {
    const r = await upload([{ name: 'post.png', bytes: await png(800, 800) }]);
    const id = r.data[0]!.generateItemDetail!.uniqueImageId;
    const body = { title: 'Local', description: '', posterImage: id, contentImage: [], type: 2 };
    const other = await t.createUser();
    expect((await t.call('POST', '/aigc/api/topic/content', { session: other.session, body })).body.code).toBe(403);
    expect((await t.call('POST', '/aigc/api/topic/content', { session: user.session, body: { ...body, type: 1 } })).body.code).toBe(403);
    const published = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content', { session: user.session, body });
    expect(published.body.code).toBe(200);
  });
});

describe('local-upload permission (showPostLocalUpload)', () => {
  const post = (session: string, posterImage: string, topicId?: string) =>
    t.call('POST', '/aigc/api/topic/content', {
      session,
      body: { title: 'Mine', description: '', posterImage, contentImage: [], type: 2, ...(topicId ? { topicId } : {}) },
    });

  it('refuses uploads and type 2 posts without it outside a challenge; a challenge always allows them; onboarding unlocks', async () => {
    const locked = await t.createUser({ nickname: 'Locked' });
    const topicId = newId();
    await t.db.insert(topics).values({
      id: topicId,
      title: 'Open to uploads',
      startTime: new Date('2026-01-01T00:00:00Z'),
      endTime: new Date('2027-01-01T00:00:00Z'),
    });
    const sent = await png(640, 480, '#207060');
    const refused = await upload([{ name: 'a.png', bytes: sent }], locked.session);
    expect(refused).toMatchObject({ code: 403, msg: LOCAL_UPLOAD_LOCKED });
    await expectNotStored(sent);
    // An unknown challenge is no challenge.
    expect((await upload([{ name: 'a.png', bytes: sent }], locked.session, { topicId: 'no-such-challenge' })).code).toBe(403);

    // The challenge scene: the upload names the challenge; the post must go to it.
    const inChallenge = await upload([{ name: 'a.png', bytes: sent }], locked.session, { topicId });
    expect(inChallenge.code).toBe(200);
    const imageId = inChallenge.data[0]!.generateItemDetail!.uniqueImageId;
    expect((await post(locked.session, imageId)).body).toMatchObject({ code: 403, msg: LOCAL_UPLOAD_LOCKED });
    expect((await post(locked.session, imageId, topicId)).body.code).toBe(200);

    await unlockLocalUpload(t, locked.session);
    const free = await upload([{ name: 'b.png', bytes: await png(640, 480, '#602070') }], locked.session);
    expect(free.code).toBe(200);
    expect((await post(locked.session, free.data[0]!.generateItemDetail!.uniqueImageId)).body.code).toBe(200);
  });
});

describe('inspectUpload', () => {
  it('keeps the format: PNG stays PNG, WebP stays WebP', async () => {
    const p = await inspectUpload(await png(300, 200));
    const w = await inspectUpload(await sharp(await png(300, 200)).webp().toBuffer());
    expect(p.ok && p.image.format).toBe('png');
    expect(w.ok && w.image.format).toBe('webp');
  });
  it('refuses an empty file', async () => {
    expect(await inspectUpload(Buffer.alloc(0))).toEqual({ ok: false, reason: UPLOAD_MESSAGES.unreadable });
  });
});
