import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness';

let t: TestApp;
let web: string;

/** Writes a fake built app `<web>/<app>/dist` whose pages say which app they are. */
function fakeApp(app: string): void {
  const dist = join(web, app, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${app} shell</title>`);
  writeFileSync(join(dist, 'assets', 'main.js'), `console.log('${app}')`);
}

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'aigc-web-'));
  fakeApp('main-intl');
  fakeApp('main-cn');
  // edu and shop: no built app.
  t = await startTestApp({ config: { webRoot: web } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('each edition is served by host', () => {
  it('serves files and falls back to index.html for app routes', async () => {
    const js = await get('/assets/main.js', 'localhost:3000');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe("console.log('main-intl')");
    for (const url of ['/', '/feeds', '/content/abc?x=1', '/account/u1', '/assets/missing.js']) {
      const page = await get(url, 'localhost:3000');
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('main-intl shell');
    }
  });

  it('answers cn.localhost with the China app, and unknown hosts with the international one', async () => {
    expect((await get('/feeds', 'cn.localhost:3000')).body).toContain('main-cn shell');
    expect((await get('/assets/main.js', 'CN.localhost')).body).toBe("console.log('main-cn')");
    expect((await get('/', 'moon.localhost:3000')).body).toContain('main-intl shell');
    expect((await get('/', '127.0.0.1:3000')).body).toContain('main-intl shell');
  });

  it('says plainly that an edition is not built yet, never serving another one', async () => {
    for (const [host, name] of [
      ['edu.localhost:3000', 'Education site'],
      ['shop.localhost:3000', 'Shop'],
    ] as const) {
      const page = await get('/product/1', host);
      expect(page.statusCode, host).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`${name} is not built yet`);
      expect(page.body).not.toContain('shell');
    }
  });

  it('does not serve files outside the app', async () => {
    const res = await get('/..%2f..%2fmain-cn/dist/index.html', 'localhost');
    expect(res.body).toContain('main-intl shell');
  });

  it('does not fall back for /aigc paths or non-GET requests', async () => {
    const api = await get('/aigc/api/missing', 'cn.localhost');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    const post = await t.app.inject({ method: 'POST', url: '/feeds', headers: { host: 'localhost' } });
    expect(post.statusCode).toBe(404);
  });
});
