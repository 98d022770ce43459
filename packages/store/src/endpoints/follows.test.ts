import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonCard, UserProfile } from '@aigc/api-client';
import { createAppStore } from '../store';
import { detail, envelope, page, stubFetch } from '../testing';
import { contentsApi } from './contents';
import { followsApi } from './follows';
import { userApi } from './user';

afterEach(() => vi.unstubAllGlobals());

const profile: UserProfile = {
  userId: 'u2',
  nickName: 'Bo',
  avatar: null,
  postCount: 1,
  wantReceivedCount: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
  isSelf: false,
  followerCount: 4,
  followingCount: 0,
  isFollowing: false,
  followsYou: true,
  creatorTier: 'none',
};
const person: PersonCard = {
  userId: 'u2',
  nickName: 'Bo',
  avatar: null,
  accountLevel: '',
  creatorTier: 'none',
  postCount: 1,
  followerCount: 4,
  isFollowing: false,
  followsYou: true,
  isSelf: false,
};

describe('setFollow', () => {
  it('patches the profile, person lists and post details only after the server answers', async () => {
    const calls = stubFetch({
      '/aigc/api/user/profile': () => envelope(profile),
      '/aigc/api/follow/followers': () => envelope(page([person])),
      '/aigc/api/topic/content/detail': () => envelope(detail('p1', { wantCount: 0 })),
      '/aigc/api/follow/add': () => envelope({ followedUserId: 'u2', isFollowing: true, followerCount: 5, followingCount: 1 }),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(userApi.endpoints.getUserProfile.initiate('u2'));
    await store.dispatch(followsApi.endpoints.getFollowList.initiate({ userId: 'u9', kind: 'followers' }));
    await store.dispatch(contentsApi.endpoints.getContentDetail.initiate('p1'));
    const result = await store.dispatch(followsApi.endpoints.setFollow.initiate({ userId: 'u2', follow: true }));
    expect(result.data?.isFollowing).toBe(true);
    expect(calls.find((c) => c.path === '/aigc/api/follow/add')?.body).toEqual({ followedUserId: 'u2' });
    const state = store.getState();
    expect(userApi.endpoints.getUserProfile.select('u2')(state).data).toMatchObject({ isFollowing: true, followerCount: 5 });
    const list = followsApi.endpoints.getFollowList.select({ userId: 'u9', kind: 'followers' })(state as never).data;
    expect(list?.pages[0]?.dataList[0]).toMatchObject({ isFollowing: true, followerCount: 5 });
    const post = contentsApi.endpoints.getContentDetail.select('p1')(state).data;
    expect(post?.author.userId).toBe('u2');
    expect(post?.authorFollowed).toBe(true);
  });

  it('leaves everything as it was when the call fails, and toasts the server message', async () => {
    stubFetch({
      '/aigc/api/user/profile': () => envelope(profile),
      '/aigc/api/follow/add': () => envelope(null, 400, 'You cannot follow yourself'),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(userApi.endpoints.getUserProfile.initiate('u2'));
    await store.dispatch(followsApi.endpoints.setFollow.initiate({ userId: 'u2', follow: true }));
    expect(userApi.endpoints.getUserProfile.select('u2')(store.getState()).data).toMatchObject({ isFollowing: false, followerCount: 4 });
    expect(store.getState().ui.toast?.message).toBe('You cannot follow yourself');
  });
});
