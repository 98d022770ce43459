/**
 * The hot order on a fixed data set, through HTTP on the real database
 * (docs/ranking.md): posts with known counters and ages, and the order of
 * `GET /aigc/api/topic/content/list?sort=hot` that the stored score gives.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema';
import { hotScoreOf } from '../../shared';
import { insertPost } from '../../test/posts';
import { startTestApp, type TestApp } from '../../test/harness';
import type { PostCardDto } from './schemas';

const HOUR = 3_600_000;
const NOW = new Date('2026-09-14T12:00:00Z');

/** The fixed data set: name → counters and age in hours. */
const POSTS = {
  weekOldHit: { wants: 130, comments: 10, likes: 20, ageH: 7 * 24 },
  tenDayOldHit: { wants: 135, comments: 0, likes: 0, ageH: 10 * 24 },
  freshStrong: { wants: 60, comments: 15, likes: 0, ageH: 2 },
  brandNewOneWant: { wants: 1, comments: 0, likes: 0, ageH: 1 / 6 },
  dayOldEight: { wants: 8, comments: 0, likes: 0, ageH: 24 },
  fiveWants: { wants: 5, comments: 0, likes: 0, ageH: 72 },
  fiveComments: { wants: 0, comments: 5, likes: 0, ageH: 72 },
  fiveLikes: { wants: 0, comments: 0, likes: 5, ageH: 72 },
  freshQuiet: { wants: 0, comments: 0, likes: 0, ageH: 1 },
  monthOldHit: { wants: 128, comments: 0, likes: 0, ageH: 30 * 24 },
} as const;
type Name = keyof typeof POSTS;

let t: TestApp;
const idOf = new Map<string, Name>();

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(NOW);
  const author = await t.createUser({ nickname: 'Ranker' });
  for (const [name, p] of Object.entries(POSTS) as [Name, (typeof POSTS)[Name]][]) {
    const { contentId } = await insertPost(t.db, { authorId: author.id, title: name, createdAt: new Date(NOW.getTime() - p.ageH * HOUR) });
    await t.db
      .update(contents)
      .set({ wantCount: p.wants, commentCount: p.comments, likeCount: p.likes })
      .where(sql`${contents.id} = ${contentId}`);
    idOf.set(contentId, name);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function hotOrder(): Promise<Name[]> {
  const r = await t.call<{ dataList: PostCardDto[] }>('GET', '/aigc/api/topic/content/list', { query: { sort: 'hot', pageSize: '20' } });
  expect(r.body.code).toBe(200);
  return r.body.data.dataList.map((c) => idOf.get(c.contentId)!);
}

describe('hot order (docs/ranking.md)', () => {
  it('puts engagement first, then age: wants over comments over likes, old hits above a brand-new post with one want', async () => {
    expect(await hotOrder()).toEqual([
      'freshStrong', // a fresh post with strong engagement rises above last week's hit
      'weekOldHit', // 130 wants from last week…
      'tenDayOldHit',
      'dayOldEight',
      'fiveWants', // same age: 5 wants > 5 comments > 5 likes
      'fiveComments',
      'brandNewOneWant', // …stay above a brand-new post with 1 want, which is not in the top six
      'fiveLikes',
      'monthOldHit', // a month of age costs 7.5 doublings
      'freshQuiet',
    ]);
  });

  it('stores the score of the TypeScript twin, and a want moves it in the same statement', async () => {
    const rows = await t.db.select({ id: contents.id, hot: contents.hotScore, w: contents.wantCount, l: contents.likeCount, c: contents.commentCount, at: contents.createdAt }).from(contents);
    for (const r of rows) expect(r.hot).toBeCloseTo(hotScoreOf(r.w, r.l, r.c, r.at.getTime()), 9);
    // Time passing changes nothing stored: a day later the order is the same.
    t.clock.advance(24 * HOUR);
    const before = await hotOrder();
    expect(before[0]).toBe('freshStrong');
    // Engagement does: 100 more wants put last week's hit back on top.
    const [hit] = [...idOf].find(([, name]) => name === 'weekOldHit') ?? [];
    await t.db.update(contents).set({ wantCount: sql`${contents.wantCount} + 100` }).where(sql`${contents.id} = ${hit}`);
    // (Written behind the API's back, so the feed cache is told by hand.)
    t.app.feedCache.invalidate();
    expect((await hotOrder())[0]).toBe('weekOldHit');
  });
});
