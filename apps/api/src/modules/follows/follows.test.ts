import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import type { FollowResultDto, PersonCardDto } from './schemas';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };
type Profile = { followerCount: number; followingCount: number; isFollowing: boolean; followsYou: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const follow = (session: string, followedUserId: string) =>
  t.call<FollowResultDto>('POST', '/aigc/api/follow/add', { session, body: { followedUserId } });
const unfollow = (session: string, followedUserId: string) =>
  t.call<FollowResultDto>('POST', '/aigc/api/follow/cancel', { session, body: { followedUserId } });
const profile = (userId: string, session?: string) =>
  t.call<Profile>('GET', '/aigc/api/user/profile', { query: { userId }, ...(session ? { session } : {}) });

describe('follow and unfollow', () => {
  it('needs a login, refuses yourself and unknown users', async () => {
    const a = await t.createUser();
    expect((await t.call('POST', '/aigc/api/follow/add', { body: { followedUserId: a.id } })).body.code).toBe(401);
    expect((await follow(a.session, a.id)).body).toMatchObject({ code: 400, msg: 'You cannot follow yourself' });
    expect((await follow(a.session, 'nobody')).body.code).toBe(404);
    expect((await t.call('POST', '/aigc/api/follow/add', { session: a.session, body: {} })).body.code).toBe(400);
  });

  it('is idempotent and updates both counts and the profile flags', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const first = await follow(a.session, b.id);
    expect(first.body.data).toEqual({ followedUserId: b.id, isFollowing: true, followerCount: 1, followingCount: 1 });
    expect((await follow(a.session, b.id)).body.data).toMatchObject({ isFollowing: true, followerCount: 1 });
    expect((await profile(b.id, a.session)).body.data).toMatchObject({ followerCount: 1, followingCount: 0, isFollowing: true, followsYou: false });
    expect((await profile(a.id, b.session)).body.data).toMatchObject({ followingCount: 1, isFollowing: false, followsYou: true });
    expect((await profile(b.id)).body.data).toMatchObject({ isFollowing: false, followsYou: false });
    expect((await unfollow(a.session, b.id)).body.data).toMatchObject({ isFollowing: false, followerCount: 0, followingCount: 0 });
    expect((await unfollow(a.session, b.id)).body.data).toMatchObject({ isFollowing: false, followerCount: 0 });
  });

  it('keeps counts exact under 50 concurrent requests', async () => {
    const star = await t.createUser({ nickname: 'Star' });
    const fans = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
    // 50 different fans at once, and one fan sending 50 follows at once.
    const results = await Promise.all(fans.map((f) => follow(f.session, star.id)));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    const eager = await t.createUser();
    const dup = await Promise.all(Array.from({ length: 50 }, () => follow(eager.session, star.id)));
    expect(dup.every((r) => r.body.code === 200)).toBe(true);
    expect((await profile(star.id)).body.data.followerCount).toBe(51);
    expect((await profile(eager.id)).body.data.followingCount).toBe(1);
    // Half unfollow while the other half follow again (a no-op): 25 remain + eager.
    await Promise.all(fans.map((f, i) => (i % 2 === 0 ? unfollow(f.session, star.id) : follow(f.session, star.id))));
    expect((await profile(star.id)).body.data.followerCount).toBe(26);
    const page = await t.call<Page<PersonCardDto>>('GET', '/aigc/api/follow/followers', {
      query: { userId: star.id, pageSize: '100' },
    });
    expect(page.body.data.total).toBe(26);
    expect(new Set(page.body.data.dataList.map((p) => p.userId)).size).toBe(26);
  }, 60_000);
});

describe('followers and following lists', () => {
  it('pages newest first with follow-back flags for the caller', async () => {
    const owner = await t.createUser({ nickname: 'Owner' });
    const fans: { id: string; session: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const f = await t.createUser({ nickname: `Fan${i}` });
      fans.push(f);
      t.clock.advance(1000);
      await follow(f.session, owner.id);
    }
    t.clock.advance(1000);
    await follow(owner.session, fans[1]!.id); // owner follows Fan1 back
    const p1 = await t.call<Page<PersonCardDto>>('GET', '/aigc/api/follow/followers', {
      session: owner.session,
      query: { userId: owner.id, page: '1', pageSize: '3' },
    });
    expect(p1.body.data).toMatchObject({ total: 5, hasMore: true, page: 1 });
    expect(p1.body.data.dataList.map((p) => p.nickName)).toEqual(['Fan4', 'Fan3', 'Fan2']);
    expect(p1.body.data.dataList.every((p) => p.followsYou && !p.isFollowing)).toBe(true);
    const p2 = await t.call<Page<PersonCardDto>>('GET', '/aigc/api/follow/followers', {
      session: owner.session,
      query: { userId: owner.id, page: '2', pageSize: '3' },
    });
    expect(p2.body.data.hasMore).toBe(false);
    expect(p2.body.data.dataList.map((p) => [p.nickName, p.isFollowing])).toEqual([
      ['Fan1', true],
      ['Fan0', false],
    ]);
    const following = await t.call<Page<PersonCardDto>>('GET', '/aigc/api/follow/following', {
      session: fans[1]!.session,
      query: { userId: owner.id },
    });
    expect(following.body.data.dataList).toEqual([
      expect.objectContaining({ userId: fans[1]!.id, isSelf: true, followerCount: 1, isFollowing: false, followsYou: false }),
    ]);
    expect((await t.call('GET', '/aigc/api/follow/followers', { query: { userId: 'nobody' } })).body.code).toBe(404);
    expect((await t.call('GET', '/aigc/api/follow/following', { query: { userId: owner.id, pageSize: '101' } })).body.code).toBe(400);
  });
});
