import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local';
import { filesRoutes } from './routes';
import { isSafeKey, keyFromUrl } from './types';

let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aigc-storage-'));
  storage = new LocalStorage(join(dir, 'files'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('keys', () => {
  it('accepts plain relative keys and refuses traversal', () => {
    expect(isSafeKey('gen/ab/abc-1_2.webp')).toBe(true);
    for (const bad of ['', '../x', 'a/../b', '/abs', 'a//b', '.hidden', 'a\\b', 'a/%2e%2e/b', 'a/b/']) {
      expect(isSafeKey(bad), bad).toBe(false);
    }
    expect(keyFromUrl('/aigc/files/gen/a.webp')).toBe('gen/a.webp');
    expect(keyFromUrl('/elsewhere/a.webp')).toBeNull();
  });
});

describe('LocalStorage', () => {
  it('puts, gets, reports existence and deletes', async () => {
    await storage.put('t/a.png', Buffer.from('hello'), 'image/png');
    const got = await storage.get('t/a.png');
    expect(got?.bytes.toString()).toBe('hello');
    expect(got?.contentType).toBe('image/png');
    expect(got?.size).toBe(5);
    expect(await storage.exists('t/a.png')).toBe(true);
    await storage.delete('t/a.png');
    expect(await storage.exists('t/a.png')).toBe(false);
    expect(await storage.get('t/a.png')).toBeNull();
  });

  it('refuses unsafe keys on write and returns null on read', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe');
    expect(await storage.get('../escape.txt')).toBeNull();
  });

  it('builds /aigc/files URLs', () => {
    expect(storage.url('gen/ab/x.webp')).toBe('/aigc/files/gen/ab/x.webp');
  });
});

describe('GET /aigc/files/*', () => {
  it('serves files with cache headers, 304 on a matching ETag and 404 otherwise', async () => {
    const app = Fastify();
    await app.register(filesRoutes, { prefix: '/aigc', storage });
    await storage.put('gen/x.webp', Buffer.from('RIFFdata'), 'image/webp');
    // A file outside the storage root must stay unreachable.
    await writeFile(join(dir, 'secret.txt'), 'TOPSECRET-CONTENT');

    const res = await app.inject('/aigc/files/gen/x.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('RIFFdata');

    const again = await app.inject({ url: '/aigc/files/gen/x.webp', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);

    for (const url of ['/aigc/files/gen/missing.webp', '/aigc/files/../secret.txt', '/aigc/files/%2e%2e/secret.txt', '/aigc/files/gen%2f..%2f..%2fsecret.txt']) {
      const miss = await app.inject(url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.body).not.toContain('TOPSECRET-CONTENT');
    }
    await app.close();
  });
});
