import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_SITE_HOSTS, FIRST_SCREEN_DATA_ID, NO_HANDOFF_META, parseSiteHosts, type FirstScreenData } from '@aigc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness';
import { insertPost } from './test/posts';
import { madeProductFor } from './test/shop';
import { topics } from './db/schema';
import { newId } from './lib/ids';

let t: TestApp;
let web: string;

/** Writes a fake built app `<web>/<app>/dist` whose pages say which app they are. */
function fakeApp(app: string): void {
  const dist = join(web, app, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>${app} shell</title></head><body></body></html>`);
  writeFileSync(join(dist, 'assets', 'main.js'), `console.log('${app}')`);
  // What the build writes: a hashed entry script with its precompressed copies.
  const entry = `console.log('${app} entry');\n`.repeat(200);
  writeFileSync(join(dist, 'assets', 'index-B_UNz8O6.js'), entry);
  writeFileSync(join(dist, 'assets', 'index-B_UNz8O6.js.gz'), gzipSync(entry));
  writeFileSync(join(dist, 'assets', 'index-B_UNz8O6.js.br'), brotliCompressSync(entry));
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
      // The China shop is the same app (apps/shop), not built here either.
      ['shop.cn.localhost:3000', 'China shop'],
    ] as const) {
      const page = await get('/product/1', host);
      expect(page.statusCode, host).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`${name} is not built yet`);
      expect(page.body).not.toContain('shell');
    }
    expect((await get('/', 'shop.cn.localhost:3000')).body).toContain('apps/shop</code>');
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

describe('how app files are cached and compressed', () => {
  it('keeps hashed build files for a year as immutable, and revalidates pages and unhashed files', async () => {
    const hashed = await get('/assets/index-B_UNz8O6.js', 'localhost');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/content/abc', '/assets/main.js']) {
      const res = await get(url, 'localhost');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
    }
    const page = await get('/feeds', 'localhost');
    const again = await get('/feeds', 'localhost', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("sends the build's precompressed copy to a browser that accepts it, and the plain file otherwise", async () => {
    const br = await get('/assets/index-B_UNz8O6.js', 'localhost', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("console.log('main-intl entry')");

    const gz = await get('/assets/index-B_UNz8O6.js', 'localhost', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain("console.log('main-intl entry')");
    expect(gz.rawPayload.length).toBeLessThan(gunzipSync(gz.rawPayload).length / 10);

    const plain = await get('/assets/index-B_UNz8O6.js', 'localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("console.log('main-intl entry')");
  });

  it('compresses text answers of the API over 1 KB when the client accepts it, and only then', async () => {
    const author = await t.createUser({ nickname: 'Compressible' });
    for (let i = 0; i < 6; i += 1) await insertPost(t.db, { authorId: author.id, title: `A long enough title ${i}` });
    const url = '/aigc/api/topic/content/list?sort=new&page=1&pageSize=30';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    // Under 1 KB, compressing costs more than it saves.
    const small = await t.app.inject({ method: 'GET', url: '/aigc/api/missing', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe("the post page's first screen", () => {
  it('preloads the poster with the AVIF srcset and the sizes the page draws it with', async () => {
    const author = await t.createUser();
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, imageCount: 2 });
    for (const host of ['localhost:3000', 'cn.localhost:3000']) {
      const page = await get(`/content/${contentId}`, host);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const link = /<link rel="preload" as="image"[^>]*>/.exec(page.body)?.[0] ?? '';
      expect(link, host).toContain('type="image/avif"');
      expect(link).toContain('fetchpriority="high"');
      // the first image (position 0), 1024 px wide: every variant width up to 1024
      expect(link).toContain(`imagesrcset="/aigc/files/_w64/test/${imageIds[0]}.png.avif 64w, `);
      expect(link).toContain(`/aigc/files/_w1024/test/${imageIds[0]}.png.avif 1024w"`);
      expect(link).not.toContain(imageIds[1]!);
      expect(link).toContain('imagesizes="(max-width: 1023px) calc(100vw - 2rem), min(55vw, 45rem)"');
      expect(page.body.indexOf(link)).toBeLessThan(page.body.indexOf('</head>'));
      const again = await get(`/content/${contentId}`, host, { 'if-none-match': String(page.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it("carries the post as the API answers a visitor, and a signed-in user's page only the preload", async () => {
    const author = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id, title: 'Moon </script> ring' });
    const data = (html: string) => {
      const open = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`;
      const at = html.indexOf(open);
      return at < 0 ? null : (JSON.parse(html.slice(at + open.length, html.indexOf('</script>', at))) as FirstScreenData);
    };
    const visitor = await get(`/content/${contentId}`, 'localhost:3000');
    const answer = (await t.call('GET', '/aigc/api/topic/content/detail', { query: { contentId } })).body;
    expect(answer).toMatchObject({ code: 200, data: { contentId, title: 'Moon </script> ring' } });
    const estimate = (await t.call('GET', '/aigc/trade/product/discount', { query: { modelType: 'image', contentId } })).body;
    const product = (await t.call('GET', '/aigc/api/make-real/product', { query: { contentId } })).body;
    expect(estimate).toMatchObject({ code: 200, data: { tier: 'public' } });
    expect(product).toMatchObject({ code: 200, data: { contentId } });
    expect(data(visitor.body)).toEqual({
      queries: [
        { endpoint: 'getContentDetail', arg: contentId, answer },
        { endpoint: 'getProductDiscount', arg: { modelType: 'image', contentId }, answer: estimate },
        { endpoint: 'getProductView', arg: contentId, answer: product },
      ],
    });
    // The hostile title never appears raw.
    expect(visitor.body).not.toContain('Moon </script>');

    const signedIn = await t.app.inject({ method: 'GET', url: `/content/${contentId}`, headers: { host: 'localhost:3000' }, cookies: { aigc_session: author.session } });
    expect(data(signedIn.body)).toBeNull();
    expect(signedIn.body).toContain('<link rel="preload" as="image"');
  });

  it('adds nothing to other pages, unknown posts or other hosts', async () => {
    const author = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    for (const [url, host] of [
      ['/generator/image', 'localhost:3000'],
      ['/content/no-such-post', 'localhost:3000'],
      [`/content/${contentId}/extra/parts`, 'localhost:3000'],
    ]) {
      const page = await get(url!, host!);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('rel="preload"');
    }
  });
});


describe('the server-drawn first screen', () => {
  let drawing: TestApp;
  let drawWeb: string;

  beforeAll(async () => {
    drawWeb = mkdtempSync(join(tmpdir(), 'aigc-web-ssr-'));
    for (const app of ['main-intl', 'main-cn', 'edu', 'shop']) {
      const dist = join(drawWeb, app, 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'index.html'), `<!doctype html><html lang="en"><head><title>${app}</title></head><body><div id="root"></div></body></html>`);
    }
    // The client build's manifest: the feeds page's chunk, its shared chunk, and the entry (linked by index.html).
    mkdirSync(join(drawWeb, 'main-intl', 'dist', '.vite'));
    writeFileSync(
      join(drawWeb, 'main-intl', 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_kit-BBBBBBBB.js'], css: ['assets/index-CCCCCCCC.css'] },
        '_kit-BBBBBBBB.js': { file: 'assets/kit-BBBBBBBB.js', css: ['assets/kit-DDDDDDDD.css'] },
        '_cards-EEEEEEEE.js': { file: 'assets/cards-EEEEEEEE.js', imports: ['_kit-BBBBBBBB.js'], css: ['assets/cards-FFFFFFFF.css'] },
        '../../packages/community/src/pages/feeds.ts': {
          file: 'assets/feeds-GGGGGGGG.js',
          isDynamicEntry: true,
          imports: ['_cards-EEEEEEEE.js', '_kit-BBBBBBBB.js'],
          css: ['assets/feeds-HHHHHHHH.css'],
        },
        // A shared chunk holding a page module that has no key of its own (the generator): the SSR manifest names it.
        '_src-IIIIIIII.js': { file: 'assets/src-IIIIIIII.js', imports: ['_cards-EEEEEEEE.js'], css: ['assets/src-JJJJJJJJ.css'] },
      }),
    );
    writeFileSync(
      join(drawWeb, 'main-intl', 'dist', '.vite', 'ssr-manifest.json'),
      JSON.stringify({
        '../../packages/community/src/pages/feeds.ts': ['/assets/feeds-GGGGGGGG.js', '/assets/feeds-HHHHHHHH.css'],
        '../../packages/generator/src/index.ts': ['/assets/src-IIIIIIII.js', '/assets/src-JJJJJJJJ.css'],
      }),
    );
    // The international and education editions' server render, as `vite build --ssr` leaves it: it says what it was given.
    for (const app of ['main-intl', 'edu', 'shop']) {
      mkdirSync(join(drawWeb, app, 'dist-server'));
      writeFileSync(
        join(drawWeb, app, 'dist-server', 'server.js'),
      `export async function render({ url, locale, data, userAgent, layout }) {
         if (url.includes('decline')) return null;
         if (url.includes('throw')) throw new Error('render failed');
         const root = '<p>drawn ' + url + ' in ' + locale + ' from ' + data.queries.map((q) => q.endpoint).join('+') + '</p>';
         return {
           root,
           htmlAttributes: { lang: locale, 'data-layout': /Mobile/.test(userAgent) || layout === 'mobile' ? 'mobile' : 'desktop' },
           pageSource: url.includes('/generator/') ? 'packages/generator/src/index.ts' : 'packages/community/src/pages/feeds.ts',
         };
       }`,
      );
    }
    // The shop on a host that shares its main site's session cookie (production): its pages need no handoff.
    drawing = await startTestApp({
      config: { webRoot: drawWeb, sessionCookieDomains: ['makeable.app'], siteHosts: { ...DEFAULT_SITE_HOSTS, ...parseSiteHosts('shop.makeable.app=shop') } },
    });
    const author = await drawing.createUser({ nickname: 'Lamp maker' });
    await madeProductFor(drawing, { authorId: author.id, title: 'Moon lamp' });
    // A running challenge with its own Chinese title: the strip a page carries is in the page's language.
    await drawing.db.insert(topics).values({
      id: newId(),
      title: 'Moon jewellery',
      translations: { 'zh-Hans': { title: '月亮首饰' } },
      description: 'Pieces shaped by the moon.',
      startTime: new Date(Date.now() - 86_400_000),
      endTime: new Date(Date.now() + 10 * 86_400_000),
    });
  }, 60_000);
  afterAll(async () => {
    await drawing?.close();
    rmSync(drawWeb, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
    drawing.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it("puts the edition's drawing of a visitor's feed page inside #root, from the data the page carries", async () => {
    const home = await page('/?sort=new');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root" data-drawn="server"><p>drawn http://localhost:3000/?sort=new in en-US from getFeed+getTopics</p></div>');
    expect(home.body).toContain('id="aigc-first-screen"');
    expect(home.body).toContain('<html lang="en-US" data-layout="desktop">');
    // The page chunk's own stylesheets and its shared chunk's, not the entry's (index.html links those).
    const links = [...home.body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/feeds-HHHHHHHH.css', '/assets/cards-FFFFFFFF.css']);
    const chinese = await page('/', 'localhost:3000', { 'accept-language': 'zh-CN', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari' });
    expect(chinese.body).toContain('in zh-Hans from getFeed');
    expect(chinese.body).toContain('<html lang="zh-Hans" data-layout="mobile">');
  });

  it("draws it in the layout the browser chose by its window's width (layout cookie), else by the user agent", async () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.0.0 Safari/537.36';
    const url = '/?sort=new&window=narrow';
    expect((await page(url, 'localhost:3000', { 'user-agent': desktop })).body).toContain('data-layout="desktop"');
    // The same page for the same browser, now in a narrow window: not the drawing kept for the wide one.
    expect((await page(url, 'localhost:3000', { 'user-agent': desktop, cookie: 'layout=mobile' })).body).toContain('data-layout="mobile"');
  });

  it('draws it in the language the browser will choose: the saved choice (locale cookie), else any Chinese language, else the default', async () => {
    const chosen = await page('/', 'localhost:3000', { 'accept-language': 'zh-CN,zh;q=0.9', cookie: 'locale=en-US' });
    expect(chosen.body).toContain('in en-US from getFeed');
    expect(chosen.body).toContain('<html lang="en-US"');
    const anyChinese = await page('/', 'localhost:3000', { 'accept-language': 'en-GB,en;q=0.9,zh-TW;q=0.8' });
    expect(anyChinese.body).toContain('in zh-Hans from getFeed');
    // The data the page carries is in that language too: the challenge strip's official text.
    const strip = (body: string) => (JSON.parse(/id="aigc-first-screen">([^<]*)</.exec(body)![1]!) as FirstScreenData).queries.find((q) => q.endpoint === 'getTopics');
    expect(JSON.stringify(strip(anyChinese.body))).toContain('月亮首饰');
    expect(JSON.stringify(strip(chosen.body))).toContain('Moon jewellery');
    // The education site is Chinese unless the reader chose English, whatever the browser's English.
    expect((await page('/', 'edu.localhost:3000', { 'accept-language': 'en-US' })).body).toContain('in zh-Hans from');
    expect((await page('/', 'edu.localhost:3000', { 'accept-language': 'en-US', cookie: 'locale=en-US' })).body).toContain('in en-US from');
  });

  it("draws a visitor's education home and tool pages, and leaves the other education pages to the browser", async () => {
    const edu = (url: string, headers: Record<string, string> = {}) => page(url, 'edu.localhost:3000', headers);
    expect((await edu('/')).body).toContain('<div id="root" data-drawn="server"><p>drawn http://edu.localhost:3000/ in zh-Hans from </p></div>');
    expect((await edu('/generator')).body).toContain('data-drawn="server"><p>drawn http://edu.localhost:3000/generator in zh-Hans from </p>');
    expect((await edu('/generator/image')).body).toContain('from getModels+getTopics+getFeatureConfig</p>');
    expect((await edu('/create/cartoonFigurine')).body).toContain('from getModels+getTopics+getFeatureConfig</p>');
    for (const other of ['/docs', '/generator/spaceship', '/account', '/class']) expect((await edu(other)).body, other).toContain('<div id="root"></div>');
    const signedIn = await edu('/', { cookie: 'aigc_session=abc' });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('aigc-first-screen');
  });

  it("draws a visitor's shop catalogue when the page needs no session handoff, with its first picture preloaded", async () => {
    const catalogue = await page('/', 'shop.makeable.app');
    expect(catalogue.body).toContain(`<meta name="${NO_HANDOFF_META}" content="1">`);
    expect(catalogue.body).toContain('<div id="root" data-drawn="server"><p>drawn http://shop.makeable.app/ in en-US from getShopProducts</p></div>');
    const data = JSON.parse(/id="aigc-first-screen">([^<]*)</.exec(catalogue.body)![1]!) as FirstScreenData;
    const answer = data.queries[0]!.answer.data as { dataList: { kind: string; title: string; imageUrl: string }[] };
    const made = answer.dataList.find((p) => p.kind === 'made')!;
    expect(made.title).toBe('Moon lamp');
    expect(catalogue.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${made.imageUrl}">`);
    // Another page, a signed-in browser, or a shop that hands the session over first: not drawn.
    expect((await page('/order/list', 'shop.makeable.app')).body).toContain('<div id="root"></div>');
    const signedIn = await page('/', 'shop.makeable.app', { cookie: 'aigc_session=abc' });
    expect(signedIn.body).toContain(`<meta name="${NO_HANDOFF_META}" content="1">`);
    expect(signedIn.body).toContain('<div id="root"></div>');
    const handingOver = await page('/', 'shop.localhost:3000');
    expect(handingOver.body).not.toContain(NO_HANDOFF_META);
    expect(handingOver.body).toContain('<div id="root"></div>');
  });

  it("links the stylesheets of a page module bundled into a shared chunk, found by the SSR manifest", async () => {
    const generator = await page('/generator/image');
    expect(generator.body).toContain('<div id="root" data-drawn="server"><p>drawn http://localhost:3000/generator/image in en-US from getFeed+getFeatureConfig</p></div>');
    const links = [...generator.body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/src-JJJJJJJJ.css', '/assets/cards-FFFFFFFF.css']);
  });

  it('sends the page as the browser draws it when there is no data, no render, or the render declines or fails', async () => {
    const signedIn = await page('/', 'localhost:3000', { cookie: 'aigc_session=abc' });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<html lang="en">');
    // main-cn has no server render built.
    expect((await page('/', 'cn.localhost:3000')).body).toContain('<div id="root"></div>');
    expect((await page('/?topic=decline')).body).toContain('<div id="root"></div>');
    const failed = await page('/?topic=throw');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain('id="aigc-first-screen"');
  });

  it("never sends the build's manifest", async () => {
    const res = await page('/.vite/manifest.json');
    expect(res.body).not.toContain('feeds-GGGGGGGG');
    expect((await page('/assets/../.vite/manifest.json')).body).not.toContain('feeds-GGGGGGGG');
  });

  it('is off with SERVER_RENDER=0', async () => {
    const plain = await startTestApp({ config: { webRoot: drawWeb, serverRender: false } });
    try {
      const home = await plain.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
      expect(home.body).toContain('<div id="root"></div>');
      expect(home.body).toContain('id="aigc-first-screen"');
    } finally {
      await plain.close();
    }
  });
});
