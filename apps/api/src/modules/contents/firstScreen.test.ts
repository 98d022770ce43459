import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CHALLENGE_BANNER, FEED_CARD_SIZES, FIRST_SCREEN_DATA_ID, TOPIC_CARD_BANNER, type FirstScreenData } from '@aigc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import type { GenerateJobDto, GenerationRecordDto } from '../generate';

// The home page's and a challenge page's HTML carry the visitor's first feed
// page (docs/architecture.md "First screen"), read from the feed cache (on
// for 60 s here, so only a write refreshes it).
let t: TestApp;
let web: string;
let author: { id: string; session: string };
const BASE = new Date('2026-06-01T12:00:00Z');
const TOPIC = 'moon-topic';
const BANNER = '/aigc/files/test/moon-banner.png';
/** A title that would end the data element if it were written raw. */
const HOSTILE = 'Ring </script><script>alert(1)</script> <!-- & more';

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'aigc-web-'));
  for (const app of ['main-intl', 'main-cn']) {
    mkdirSync(join(web, app, 'dist'), { recursive: true });
    writeFileSync(
      join(web, app, 'dist', 'index.html'),
      `<!doctype html><html><head><title>${app}</title><script type="module" src="/assets/index-B_UNz8O6.js"></script></head><body><div id="root"></div></body></html>`,
    );
  }
  t = await startTestApp({ config: { webRoot: web, feedCacheMs: 60_000 } });
  t.clock.set(BASE);
  author = await t.createUser({ nickname: 'Author' });
  await t.db.insert(topics).values({
    id: TOPIC,
    title: 'Moon',
    bannerImage: BANNER,
    startTime: new Date(BASE.getTime() - 864e5),
    endTime: new Date(BASE.getTime() + 864e5),
  });
  for (let i = 0; i < 35; i += 1) {
    await insertPost(t.db, {
      authorId: author.id,
      createdAt: new Date(BASE.getTime() - i * 3_600_000),
      title: i === 0 ? HOSTILE : undefined,
      topicId: i % 2 === 0 ? TOPIC : null,
    });
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost:3000', session?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host }, ...(session ? { cookies: { aigc_session: session } } : {}) });

/** The first-screen data of a page's HTML, or null; fails when the element is not inside `<head>`. */
function firstScreen(html: string): FirstScreenData | null {
  const open = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`;
  const at = html.indexOf(open);
  if (at < 0) return null;
  const end = html.indexOf('</script>', at);
  expect(end).toBeLessThan(html.indexOf('</head>'));
  return JSON.parse(html.slice(at + open.length, end)) as FirstScreenData;
}

/** The API's answer, as a visitor gets it. */
async function apiAnswer(query: Record<string, string>) {
  const r = await t.call('GET', '/aigc/api/topic/content/list', { query: { page: '1', pageSize: '30', ...query } });
  return r.body;
}

describe("a feed page's first screen", () => {
  it("carries the visitor's first feed page and challenges as the API answers them, escaped, and preloads the challenge banner", async () => {
    for (const [url, host, arg] of [
      ['/', 'localhost:3000', { sort: 'hot' }],
      ['/?sort=new', 'cn.localhost:3000', { sort: 'new' }],
      ['/feeds?topic=' + TOPIC, 'localhost:3000', { sort: 'hot', topicId: TOPIC }],
      [`/challenge/${TOPIC}?sort=new`, 'localhost:3000', { sort: 'new', topicId: TOPIC }],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Cookie');
      // The hostile title never appears raw: only the app's own </script> closes elements.
      expect(res.body.split('</script>').length - 1, url).toBe(2);
      expect(res.body).not.toContain('<!--');

      const data = firstScreen(res.body);
      const [feed, topic] = data!.queries;
      // The feed's first page, as the feed route answers a visitor.
      expect(feed?.endpoint, url).toBe('getFeed');
      expect(feed!.endpoint === 'getFeed' && feed!.arg).toEqual(arg);
      const answer = await apiAnswer(arg);
      expect(feed!.answer, url).toEqual(answer);
      const cards = (answer as { data: { dataList: { contentId: string; title: string; posterImage: { url: string } }[] } }).data.dataList;
      expect(cards).toHaveLength(arg.topicId ? 18 : 30);
      // The challenge strip (home) or the challenge (its page), as their routes answer.
      const onChallenge = url.startsWith('/challenge/');
      expect(topic, url).toEqual(
        onChallenge
          ? { endpoint: 'getTopicDetail', arg: TOPIC, answer: (await t.call('GET', '/aigc/api/topic/detail', { query: { topicId: TOPIC } })).body }
          : {
              endpoint: 'getTopics',
              answer: (await t.call('GET', '/aigc/api/topic/selection', { query: { page: '1', pageSize: '1000', showWantable: '1' } })).body,
            },
      );
      expect(data!.queries).toHaveLength(2);

      // The first-screen images preloaded with high priority and the sizes their page draws them with:
      // the banner; on the home page also the first card's poster (its LCP), on a challenge page not.
      const links = res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(links, url).toHaveLength(onChallenge ? 1 : 2);
      for (const link of links) expect(link).toContain('fetchpriority="high"');
      expect(links[0]).toContain('imagesrcset="/aigc/files/_w64/test/moon-banner.png.avif 64w, ');
      expect(links[0]).toContain(`imagesizes="${onChallenge ? CHALLENGE_BANNER.sizes : TOPIC_CARD_BANNER.sizes}"`);
      if (!onChallenge) {
        expect(links[1]).toContain(`imagesrcset="/aigc/files/_w64/${cards[0]!.posterImage.url.replace(/^\/aigc\/files\//, '')}.avif 64w, `);
        expect(links[1]).toContain(`imagesizes="${FEED_CARD_SIZES}"`);
      }
      for (const link of links) expect(res.body.indexOf(link)).toBeLessThan(res.body.indexOf('</head>'));
    }
    // Sent compressed to a browser that accepts it (the same page), plain otherwise.
    const plain = await page('/');
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const packed = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000', 'accept-encoding': `${encoding}, identity` } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('Accept-Encoding');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(packed.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The newest post has the hostile title: it came through whole.
    const newest = firstScreen((await page('/?sort=new')).body)!.queries[0]!.answer.data as { dataList: { title: string }[] };
    expect(newest.dataList[0]!.title).toBe(HOSTILE);
  });

  it('preloads the first poster, with the cards\' static sizes, on a challenge page without a banner', async () => {
    await t.db.insert(topics).values({ id: 'plain-topic', title: 'Plain', startTime: new Date(BASE.getTime() + 864e5), endTime: new Date(BASE.getTime() + 2 * 864e5) });
    const { imageIds } = await insertPost(t.db, { authorId: author.id, topicId: 'plain-topic', createdAt: new Date(BASE.getTime() - 864e5 * 10) });
    const res = await page('/challenge/plain-topic');
    const links = res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('fetchpriority="high"');
    expect(links[0]).toContain(`imagesrcset="/aigc/files/_w64/test/${imageIds[0]}.png.avif 64w, `);
    expect(links[0]).toContain(`imagesizes="${FEED_CARD_SIZES}"`);
  });

  it("gives a visitor's generator page the hot feed's first page and the tool switches, and a signed-in user's nothing", async () => {
    const config = (await t.call('GET', '/aigc/api/new/config')).body;
    expect(config).toMatchObject({ code: 200 });
    for (const url of ['/generator/image', '/generator/video/', '/create/cartoonFigurine']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(firstScreen(res.body), url).toEqual({
        queries: [
          { endpoint: 'getFeed', arg: { sort: 'hot' }, answer: await apiAnswer({ sort: 'hot' }) },
          { endpoint: 'getFeatureConfig', answer: config },
        ],
      });
    }
    expect(firstScreen((await page('/generator/image', 'localhost:3000', author.session)).body)).toBeNull();
    expect(firstScreen((await page('/generator/unknown')).body)).toBeNull();
  });

  it("gives a signed-in user's page the preload but not the visitor's cards, and other tabs and pages nothing", async () => {
    const signedIn = await page('/', 'localhost:3000', author.session);
    expect(signedIn.statusCode).toBe(200);
    expect(firstScreen(signedIn.body)).toBeNull();
    expect(signedIn.body).toContain('<link rel="preload" as="image"');
    for (const url of [`/challenge/${TOPIC}?tab=designers`, '/generator', '/?topic=%3Cx%3E']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(firstScreen(res.body), url).toBeNull();
    }
    // The same page twice: 304 on its ETag.
    const first = await page('/?sort=new');
    const again = await t.app.inject({ method: 'GET', url: '/?sort=new', headers: { host: 'localhost', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('shows a new post first and drops a deleted one in the next page', async () => {
    const cards = async () =>
      (firstScreen((await page('/?sort=new')).body)!.queries[0]!.answer.data as { dataList: { contentId: string }[] }).dataList.map(
        (c) => c.contentId,
      );
    const before = await cards();
    // A row written behind the API's back is not seen: the page comes from the cache.
    await insertPost(t.db, { authorId: author.id, createdAt: BASE, title: 'Behind the back' });
    expect(await cards()).toEqual(before);

    const job = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session: author.session, body: { prompt: 'Moon ring' } });
    await t.app.generationQueue.waitForIdle();
    const result = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: author.session,
      query: { jobId: job.body.data.jobId },
    });
    const record = result.body.data.record as GenerationRecordDto;
    t.clock.advance(60_000);
    const published = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content', {
      session: author.session,
      body: { title: 'Fresh', posterImage: record.images[0]!.uniqueImageId, type: 1, mentionUser: [] },
    });
    expect(published.body.code).toBe(200);
    const id = published.body.data.createId;
    const withPost = await cards();
    expect(withPost[0]).toBe(id);

    const deleted = await t.call('POST', '/aigc/api/topic/content/batch/delete', { session: author.session, body: { contentIds: [id] } });
    expect(deleted.body.code).toBe(200);
    expect(await cards()).not.toContain(id);
  });
});
