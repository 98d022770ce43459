import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImages, contents, images, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import type { CreatorDetailDto, CreatorDto } from './schemas';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };

let t: TestApp;
const BASE = new Date('2026-06-01T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(BASE);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function post(authorId: string, wantCount: number, minutes: number, deleted = false): Promise<string> {
  const id = newId();
  const imageId = newId();
  await t.db.insert(images).values({
    id: imageId,
    ownerId: authorId,
    key: `t/${imageId}.webp`,
    url: `/aigc/files/t/${imageId}.webp`,
    url512: `/aigc/files/t/${imageId}_512.webp`,
    url200: `/aigc/files/t/${imageId}_200.webp`,
    width: 10,
    height: 10,
  });
  await t.db.insert(contents).values({
    id,
    authorId,
    title: `p${minutes}`,
    wantCount,
    likeCount: 2,
    createdAt: new Date(BASE.getTime() + minutes * 60_000),
    deletedAt: deleted ? BASE : null,
  });
  await t.db.insert(contentImages).values({ contentId: id, imageId, position: 0 });
  return id;
}

describe('creators', () => {
  it('ranks by wants received, then followers; pages; follow flags; recent posts', async () => {
    const a = await t.createUser({ nickname: 'Alpha' });
    const b = await t.createUser({ nickname: 'Beta' });
    const c = await t.createUser({ nickname: 'Gamma' });
    const viewer = await t.createUser({ nickname: 'Viewer' });
    await post(a.id, 10, 1);
    await post(a.id, 5, 2);
    await post(b.id, 15, 3);
    await post(b.id, 500, 4, true); // deleted: does not count
    const c1 = await post(c.id, 2, 5);
    for (let i = 0; i < 4; i += 1) await post(c.id, 2, 6 + i);
    await t.db.update(users).set({ accountLevel: 'officialQualityCreator' }).where(eq(users.id, c.id));
    // a and b both have 15 wants; b has a follower, so b ranks first.
    await t.call('POST', '/aigc/api/follow/add', { session: viewer.session, body: { followedUserId: b.id } });
    const p1 = await t.call<Page<CreatorDto>>('GET', '/aigc/api/creator/list', { session: viewer.session, query: { pageSize: '2' } });
    expect(p1.body.data).toMatchObject({ total: 3, hasMore: true });
    expect(p1.body.data.dataList.map((x) => [x.nickName, x.rank, x.wantReceivedCount, x.isFollowing])).toEqual([
      ['Beta', 1, 15, true],
      ['Alpha', 2, 15, false],
    ]);
    const p2 = await t.call<Page<CreatorDto>>('GET', '/aigc/api/creator/list', { query: { page: '2', pageSize: '2' } });
    const gamma = p2.body.data.dataList[0]!;
    expect(gamma).toMatchObject({ nickName: 'Gamma', rank: 3, postCount: 5, isQualityCreator: true, isFollowing: false });
    expect(gamma.recentPosts).toHaveLength(3);
    expect(gamma.recentPosts.map((r) => r.contentId)).not.toContain(c1);
    expect((await t.call('GET', '/aigc/api/creator/list', { query: { pageSize: '61' } })).body.code).toBe(400);
  });

  it('detail: the caller’s own figures and rank; login required', async () => {
    expect((await t.call('GET', '/aigc/api/creator/detail')).body.code).toBe(401);
    const me = await t.createUser({ nickname: 'Me' });
    const fresh = await t.call<CreatorDetailDto>('GET', '/aigc/api/creator/detail', { session: me.session });
    expect(fresh.body.data).toMatchObject({ rank: null, postCount: 0, wantReceivedCount: 0, priorityQueue: false, topPosts: [] });
    const top = await post(me.id, 150, 20);
    await post(me.id, 1, 21);
    const d = await t.call<CreatorDetailDto>('GET', '/aigc/api/creator/detail', { session: me.session });
    expect(d.body.data).toMatchObject({
      nickName: 'Me',
      rank: 1,
      creatorCount: 4,
      postCount: 2,
      wantReceivedCount: 151,
      likeReceivedCount: 4,
      fullPostCount: 1,
      followerCount: 0,
    });
    expect(d.body.data.topPosts[0]).toMatchObject({ contentId: top, wantCount: 150 });
  });
});
