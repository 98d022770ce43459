import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'aigc-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(join(web, 'main.js'), 'console.log(1)');
  t = await startTestApp({ config: { staticDir: web } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('STATIC_DIR', () => {
  it('serves files and falls back to index.html for app routes', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/main.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    for (const url of ['/', '/feeds', '/content/abc?x=1', '/account/u1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('app shell');
    }
  });

  it('does not fall back for /aigc paths or non-GET requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/aigc/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    const post = await t.app.inject({ method: 'POST', url: '/feeds' });
    expect(post.statusCode).toBe(404);
  });
});
