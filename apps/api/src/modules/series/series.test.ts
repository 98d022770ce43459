import { SERIES_MESSAGES, SERIES_POSTS_MAX } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImages, contents, images } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import type { PostCardDto } from '../../shared';
import type { SeriesDto, SeriesSummaryDto } from './schemas';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };

let t: TestApp;
let alice: { id: string; session: string };
let bob: { id: string; session: string };
const mine: string[] = [];
let bobPost: string;

async function makePost(authorId: string, title: string): Promise<string> {
  const id = newId();
  const imageId = newId();
  await t.db.insert(images).values({
    id: imageId,
    ownerId: authorId,
    key: `test/${imageId}.webp`,
    url: `/aigc/files/test/${imageId}.webp`,
    url512: `/aigc/files/test/${imageId}_512.webp`,
    url200: `/aigc/files/test/${imageId}_200.webp`,
    width: 512,
    height: 512,
  });
  await t.db.insert(contents).values({ id, authorId, title, createdAt: t.clock.now() });
  await t.db.insert(contentImages).values({ contentId: id, imageId, position: 0 });
  return id;
}

const save = (session: string | undefined, body: unknown) =>
  t.call<SeriesDto>('PUT', '/aigc/api/topic/content/series', { ...(session ? { session } : {}), body });

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(new Date('2026-06-01T12:00:00Z'));
  alice = await t.createUser({ nickname: 'Alice' });
  bob = await t.createUser({ nickname: 'Bob' });
  for (const title of ['Moon I', 'Moon II', 'Moon III', 'Moon IV']) mine.push(await makePost(alice.id, title));
  bobPost = await makePost(bob.id, 'Not yours');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('series', () => {
  let seriesId: string;

  it('PUT creates a series of own posts in the given order; detail lists them', async () => {
    const r = await save(alice.session, { title: '  Moon phases ', description: 'Four nights', contentIds: [mine[2], mine[0], mine[1]] });
    expect(r.body.code).toBe(200);
    seriesId = r.body.data.uniqueSeriesId;
    expect(r.body.data).toMatchObject({ title: 'Moon phases', description: 'Four nights', contentCount: 3, isAuthor: true });
    const d = await t.call<SeriesDto>('GET', '/aigc/api/topic/content/series/detail', { query: { uniqueSeriesId: seriesId } });
    expect(d.body.data.contents.map((c) => c.title)).toEqual(['Moon III', 'Moon I', 'Moon II']);
    expect(d.body.data.isAuthor).toBe(false);
    expect(d.body.data.author.nickName).toBe('Alice');
  });

  it('content/list pages the posts as feed cards in series order', async () => {
    const p1 = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/series/content/list', {
      query: { uniqueSeriesId: seriesId, page: '1', pageSize: '2' },
    });
    expect(p1.body.data).toMatchObject({ total: 3, hasMore: true });
    expect(p1.body.data.dataList.map((c) => c.contentId)).toEqual([mine[2], mine[0]]);
    const p2 = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/series/content/list', {
      query: { uniqueSeriesId: seriesId, page: '2', pageSize: '2' },
    });
    expect(p2.body.data.dataList.map((c) => c.contentId)).toEqual([mine[1]]);
    expect(p2.body.data.hasMore).toBe(false);
  });

  it('PUT with the id replaces title and order; only the author may', async () => {
    t.clock.advance(60_000);
    const r = await save(alice.session, { uniqueSeriesId: seriesId, title: 'Moon phases, complete', contentIds: [...mine] });
    expect(r.body.data.contents.map((c) => c.contentId)).toEqual(mine);
    const theft = await save(bob.session, { uniqueSeriesId: seriesId, title: 'Mine now', contentIds: [bobPost] });
    expect(theft.body).toMatchObject({ code: 403 });
    const unknown = await save(alice.session, { uniqueSeriesId: 'nope', title: 'x', contentIds: [mine[0]] });
    expect(unknown.body.code).toBe(404);
  });

  it('enforces the rules of packages/domain with their messages, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ title: ' ', contentIds: [mine[0]] }, SERIES_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(51), contentIds: [mine[0]] }, SERIES_MESSAGES.titleTooLong],
      [{ title: 'ok', contentIds: [] }, SERIES_MESSAGES.empty],
      [{ title: 'ok', contentIds: [mine[0], mine[0]] }, SERIES_MESSAGES.duplicate],
      [{ title: 'ok', contentIds: [mine[0], bobPost] }, SERIES_MESSAGES.notOwn],
      [{ title: 'ok', contentIds: Array.from({ length: SERIES_POSTS_MAX + 1 }, (_, i) => `id${i}`) }, SERIES_MESSAGES.tooMany],
    ];
    for (const [body, msg] of cases) {
      const r = await save(alice.session, body);
      expect(r.body).toMatchObject({ code: 400, msg });
    }
    const bad = await save(alice.session, { uniqueSeriesId: seriesId, title: 'ok', contentIds: [bobPost] });
    expect(bad.body.code).toBe(400);
    const still = await t.call<SeriesDto>('GET', '/aigc/api/topic/content/series/detail', { query: { uniqueSeriesId: seriesId } });
    expect(still.body.data.contentCount).toBe(4);
    expect((await save(undefined, { title: 'ok', contentIds: [mine[0]] })).body.code).toBe(401);
  });

  it('a deleted post disappears from the series everywhere', async () => {
    await t.db.update(contents).set({ deletedAt: t.clock.now() }).where(eq(contents.id, mine[0] as string));
    const d = await t.call<SeriesDto>('GET', '/aigc/api/topic/content/series/detail', { query: { uniqueSeriesId: seriesId } });
    expect(d.body.data.contents.map((c) => c.contentId)).toEqual(mine.slice(1));
    const list = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/series/content/list', { query: { uniqueSeriesId: seriesId } });
    expect(list.body.data.total).toBe(3);
    const mineList = await t.call<Page<SeriesSummaryDto>>('GET', '/aigc/api/topic/content/series/user/list', { session: alice.session });
    expect(mineList.body.data.dataList[0]).toMatchObject({ contentCount: 3, firstContentId: mine[1] });
    await t.db.update(contents).set({ deletedAt: null }).where(eq(contents.id, mine[0] as string));
  });

  it('user/list pages a user\'s series, newest update first; the caller by default', async () => {
    t.clock.advance(60_000);
    const second = await save(alice.session, { title: 'Pairs', contentIds: [mine[3]] });
    const list = await t.call<Page<SeriesSummaryDto>>('GET', '/aigc/api/topic/content/series/user/list', { query: { userId: alice.id } });
    expect(list.body.data.dataList.map((s) => s.title)).toEqual(['Pairs', 'Moon phases, complete']);
    expect(list.body.data.dataList[0]).toMatchObject({ contentCount: 1, firstContentId: mine[3] });
    expect(list.body.data.dataList[0]?.cover?.imageResize512Url).toMatch(/_512\.webp$/);
    const page = await t.call<Page<SeriesSummaryDto>>('GET', '/aigc/api/topic/content/series/user/list', { session: alice.session, query: { pageSize: '1' } });
    expect(page.body.data).toMatchObject({ total: 2, hasMore: true });
    expect((await t.call('GET', '/aigc/api/topic/content/series/user/list')).body.code).toBe(401);
    expect((await t.call('GET', '/aigc/api/topic/content/series/user/list', { query: { userId: 'nope' } })).body.code).toBe(404);
    const empty = await t.call<Page<SeriesSummaryDto>>('GET', '/aigc/api/topic/content/series/user/list', { query: { userId: bob.id } });
    expect(empty.body.data).toMatchObject({ total: 0, dataList: [] });
    // Delete: only the author; the posts stay.
    const id = second.body.data.uniqueSeriesId;
    expect((await t.call('DELETE', '/aigc/api/topic/content/series', { session: bob.session, query: { uniqueSeriesId: id } })).body.code).toBe(403);
    expect((await t.call('DELETE', '/aigc/api/topic/content/series', { session: alice.session, query: { uniqueSeriesId: id } })).body.code).toBe(200);
    expect((await t.call('GET', '/aigc/api/topic/content/series/detail', { query: { uniqueSeriesId: id } })).body.code).toBe(404);
    expect((await t.call('GET', '/aigc/api/topic/content/detail', { query: { contentId: mine[3] as string } })).body.code).toBe(200);
  });
});
