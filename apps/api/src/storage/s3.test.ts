import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readS3Settings } from '../env';
import { startTestApp, type TestApp } from '../test/harness';
import { unlockLocalUpload } from '../test/posts';
import { startTestS3, type TestS3 } from '../test/s3';
import { S3Storage } from './s3';

/** The S3 engine against a local S3-compatible server (s3rver): same contract as the local directory. */

let s3: TestS3;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startTestS3('test/');
  storage = new S3Storage(s3.settings);
}, 30_000);
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

describe('S3Storage', () => {
  it('puts, gets with its content type and ETag, reports existence and deletes', async () => {
    await storage.put('gen/ab/a.png', Buffer.from('hello'), 'image/png');
    const got = await storage.get('gen/ab/a.png');
    expect(got?.bytes.toString()).toBe('hello');
    expect(got?.contentType).toBe('image/png');
    expect(got?.size).toBe(5);
    expect(got?.etag).toMatch(/^".+"$/);
    expect(got?.lastModified).toBeInstanceOf(Date);
    expect(await storage.exists('gen/ab/a.png')).toBe(true);
    await storage.put('gen/ab/a.png', Buffer.from('again'), 'image/png');
    expect((await storage.get('gen/ab/a.png'))?.bytes.toString()).toBe('again');
    await storage.delete('gen/ab/a.png');
    expect(await storage.exists('gen/ab/a.png')).toBe(false);
    expect(await storage.get('gen/ab/a.png')).toBeNull();
    await expect(storage.delete('gen/ab/a.png')).resolves.toBeUndefined();
  });

  it('refuses unsafe keys as the local engine does, and serves URLs on our own path', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe storage key/);
    expect(await storage.get('../escape.png')).toBeNull();
    expect(await storage.exists('a//b')).toBe(false);
    expect(storage.url('gen/a.webp')).toBe('/aigc/files/gen/a.webp');
  });

  it('keeps objects under the prefix, so two deployments can share a bucket', async () => {
    const other = new S3Storage({ ...s3.settings, prefix: 'other/' });
    try {
      await storage.put('k/a.png', Buffer.from('mine'), 'image/png');
      expect(await other.get('k/a.png')).toBeNull();
    } finally {
      other.close();
    }
  });
});

describe('S3 settings', () => {
  it('are off without S3_BUCKET, and read path style, prefix and credentials', () => {
    expect(readS3Settings({})).toBeUndefined();
    expect(readS3Settings({ S3_BUCKET: 'b1', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'prod', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      bucket: 'b1',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      prefix: 'prod/',
    });
    expect(readS3Settings({ S3_BUCKET: 'b1', S3_REGION: 'eu-west-1' })).toMatchObject({ endpoint: undefined, forcePathStyle: false, credentials: undefined, prefix: '' });
    expect(() => readS3Settings({ S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
  });
});

describe('the server on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { s3: s3.settings } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stores an upload in the bucket and serves it at /aigc/files with immutable caching', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const me = await t.createUser();
    await unlockLocalUpload(t, me.session);
    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer(),
    );
    const form = new FormData();
    form.append('imageFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/generate/generate-image',
      cookies: { aigc_session: me.session },
      payload: form,
    });
    const items = (res.json() as { code: number; data: { status: number; generateItemDetail: { url: string } }[] }).data;
    expect(items[0]?.status).toBe(0);
    const url = items[0]!.generateItemDetail.url;
    expect(url).toMatch(/^\/aigc\/files\//);
    // the bytes are in the bucket (under the prefix), not in the data directory
    expect(await storage.exists(url.replace('/aigc/files/', ''))).toBe(true);
    expect(existsSync(join(t.dataDir, 'files'))).toBe(false);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes responsive variants from the bucket and keeps them there', async () => {
    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer(),
    );
    await t.app.storage.put('gen/s3/v.png', png, 'image/png');
    const res = await t.app.inject({ method: 'GET', url: '/aigc/files/_w384/gen/s3/v.png.avif' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await storage.exists('_w384/gen/s3/v.png.avif')).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/aigc/files/_w384/gen/s3/v.png.avif' });
    expect(again.headers.etag).toBe(res.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/aigc/files/_w400/gen/s3/v.png.avif' })).statusCode).toBe(404);
  });
});
