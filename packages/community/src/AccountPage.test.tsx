import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  card,
  envelope,
  type FetchCall,
  makeUser,
  page,
  record,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { PersonCard, UserPostCard, UserProfile } from '@aigc/api-client';
import { AccountPage } from './AccountPage';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: 'u1',
    nickName: 'Ada',
    avatar: null,
    postCount: 0,
    wantReceivedCount: 7,
    joinedAt: '2026-01-02T00:00:00.000Z',
    creatorTier: 'none',
    isSelf: true,
    followerCount: 3,
    followingCount: 4,
    isFollowing: false,
    followsYou: false,
    ...overrides,
  };
}

function post(id: string, overrides: Partial<UserPostCard> = {}): UserPostCard {
  return { ...card(id), isModel: false, modelUrl: null, productStatus: null, ...overrides };
}

function person(userId: string, overrides: Partial<PersonCard> = {}): PersonCard {
  return {
    userId,
    nickName: `Person ${userId}`,
    avatar: null,
    accountLevel: '',
    creatorTier: 'none',
    postCount: 2,
    followerCount: 5,
    isFollowing: false,
    followsYou: false,
    isSelf: false,
    ...overrides,
  };
}

interface Answers {
  profile: UserProfile;
  posts?: (call: FetchCall) => UserPostCard[];
  people?: PersonCard[];
  extra?: Record<string, (call: FetchCall) => Response>;
  login?: boolean;
}

function renderAccount(path: string, a: Answers) {
  const calls = stubFetch({
    '/aigc/api/user/profile': () => envelope(a.profile),
    '/aigc/api/topic/content/user/list': (call) => envelope(page(a.posts ? a.posts(call) : [])),
    '/aigc/api/follow/followers': () => envelope(page(a.people ?? [])),
    '/aigc/api/follow/following': () => envelope(page(a.people ?? [])),
    ...a.extra,
  });
  const login = a.login ?? true;
  const result = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/:userId?" element={<AccountPage />} />
      </Routes>
    </MemoryRouter>,
    { preloadedState: { session: { isLogin: login, user: login ? user : null, needOnBoarding: false } } },
  );
  return { calls, store: result.store };
}

const visitorProfile = () => profile({ userId: 'u2', nickName: 'Bo Chen', isSelf: false, postCount: 1 });

describe('AccountPage header and tabs', () => {
  it('without a user id shows the signed-in user with counts, edit and the owner empty state', async () => {
    const { calls } = renderAccount('/account', { profile: profile() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('Wants received').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Followers' }).closest('div')?.querySelector('dd')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create your first design' })).toHaveAttribute('href', '/generator/image');
    expect(calls.find((c) => c.path === '/aigc/api/user/profile')?.url.searchParams.get('userId')).toBe('u1');
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((x) => x.textContent)).toEqual(['Posts', 'Products', 'History', 'Likes', 'Wants', 'Following', 'Followers']);
  });

  it("shows another creator's posts with follow, no history tab and no owner actions", async () => {
    renderAccount('/account/u2', { profile: visitorProfile(), posts: () => [post('p1')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bo Chen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Design p1' })).toHaveAttribute('href', '/content/p1');
    expect(screen.getByRole('button', { name: 'Follow Bo Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it("the posts tab lists the user's series above the posts, without New series for a visitor", async () => {
    const series = {
      uniqueSeriesId: 's1',
      title: 'Moon set',
      description: '',
      contentCount: 3,
      cover: null,
      updateTime: '2026-01-03T00:00:00.000Z',
    };
    renderAccount('/account/u2', {
      profile: visitorProfile(),
      extra: { '/aigc/api/topic/content/series/user/list': () => envelope(page([series])) },
    });
    expect(await screen.findByRole('link', { name: /Moon set/ })).toHaveAttribute('href', '/seriesDetail/s1');
    expect(screen.queryByRole('button', { name: 'New series' })).not.toBeInTheDocument();
  });

  it('the owner gets New series on the posts tab even before the first series', async () => {
    renderAccount('/account', {
      profile: profile(),
      extra: { '/aigc/api/topic/content/series/user/list': () => envelope(page([])) },
    });
    expect(await screen.findByRole('button', { name: 'New series' })).toBeInTheDocument();
  });

  it('a visitor sees no series section when the creator has none', async () => {
    renderAccount('/account/u2', {
      profile: visitorProfile(),
      extra: { '/aigc/api/topic/content/series/user/list': () => envelope(page([])) },
    });
    await screen.findByText('This creator has not published anything yet.');
    expect(screen.queryByRole('heading', { name: 'Series' })).not.toBeInTheDocument();
  });

  it('switches tabs: likes asks the server for that tab and shows the visitor empty state', async () => {
    const { calls } = renderAccount('/account/u2', { profile: visitorProfile() });
    expect(await screen.findByText('This creator has not published anything yet.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Likes' }));
    expect(await screen.findByText('Bo Chen has not liked any design yet.')).toBeInTheDocument();
    const likeCall = calls.find((c) => c.path === '/aigc/api/topic/content/user/list' && c.url.searchParams.get('tab') === 'likes');
    expect(likeCall?.url.searchParams.get('userId')).toBe('u2');
  });

  it('the 3D sub-filter asks for model posts', async () => {
    const { calls } = renderAccount('/account/u2', { profile: visitorProfile() });
    await screen.findByText('This creator has not published anything yet.');
    fireEvent.click(screen.getByRole('radio', { name: '3D' }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('kind') === 'model')).toBe(true));
    expect(await screen.findByText('No 3D models here yet.')).toBeInTheDocument();
  });

  it('owner empty states differ per tab; the products tab has in production / on sale', async () => {
    const { calls } = renderAccount('/account?tab=product', { profile: profile() });
    expect(await screen.findByText('None of your designs is being made yet')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'In production' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: 'On sale' }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('productTab') === 'on_sale')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('You are not following anyone yet')).toBeInTheDocument();
  });
});

describe('follow and follow back', () => {
  it('lists followers with follow back', async () => {
    renderAccount('/account?tab=followers', { profile: profile(), people: [person('f1', { followsYou: true }), person('f2', { followsYou: true, isFollowing: true })] });
    expect(await screen.findByRole('button', { name: 'Follow Person f1 back' })).toHaveTextContent('Follow back');
    expect(screen.getByRole('button', { name: 'Following Person f2. Unfollow' })).toBeInTheDocument();
    expect(screen.getAllByText('Follows you')).toHaveLength(2);
  });

  it('unfollow asks for confirmation; cancel keeps following, confirm calls cancel', async () => {
    const { calls } = renderAccount('/account/u2', {
      profile: profile({ userId: 'u2', nickName: 'Bo Chen', isSelf: false, isFollowing: true, followerCount: 9 }),
      extra: {
        '/aigc/api/follow/cancel': () =>
          envelope({ followedUserId: 'u2', isFollowing: false, followerCount: 8, followingCount: 0 }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Following Bo Chen. Unfollow' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unfollow Bo Chen?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/aigc/api/follow/cancel')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Following Bo Chen. Unfollow' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow Bo Chen' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/aigc/api/follow/cancel')?.body).toEqual({ followedUserId: 'u2' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Followers' }).closest('div')?.querySelector('dd')).toHaveTextContent('8'));
  });

  it('a visitor who is not logged in gets the login dialog instead of a follow', async () => {
    const { calls, store } = renderAccount('/account/u2', { profile: visitorProfile(), login: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Bo Chen' }));
    expect(store.getState().ui.loginDialog.open).toBe(true);
    expect(calls.some((c) => c.path === '/aigc/api/follow/add')).toBe(false);
  });
});

describe('multi-select limits (docs/product.md §5)', () => {
  const many = (n: number, o: Partial<UserPostCard> = {}) => Array.from({ length: n }, (_, i) => post(`p${i}`, o));

  async function selectAll(count: number) {
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    const boxes = await screen.findAllByRole('checkbox');
    for (const box of boxes.slice(0, count)) fireEvent.click(box);
    expect(screen.getByText(`${count} selected`)).toBeInTheDocument();
  }

  it('refuses downloading more than 9 with the documented message', async () => {
    const { store, calls } = renderAccount('/account', { profile: profile({ postCount: 10 }), posts: () => many(10) });
    await selectAll(10);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(store.getState().ui.toast?.message).toBe('At most 9 images can be downloaded at a time');
    expect(calls.some((c) => c.path === '/aigc/api/topic/content/download')).toBe(false);
  });

  it('downloads the selected posts in one call (a 3D post as its model file) and saves the file', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderAccount('/account', {
      profile: profile({ postCount: 3 }),
      posts: () => [post('p0'), post('p1'), post('p2', { isModel: true, modelUrl: '/aigc/files/m.glb' })],
      extra: {
        '/aigc/api/topic/content/download': () =>
          new Response('PK', {
            headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="aigc-works.zip"' },
          }),
      },
    });
    await selectAll(3);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = calls.filter((c) => c.path === '/aigc/api/topic/content/download');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      items: [
        { contentId: 'p0', uniqueImageId: card('p0').posterImage.uniqueImageId },
        { contentId: 'p1', uniqueImageId: card('p1').posterImage.uniqueImageId },
        { contentId: 'p2', model: true },
      ],
    });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('aigc-works.zip');
    click.mockRestore();
  });

  it('allows only one model file per download', async () => {
    const { store } = renderAccount('/account', {
      profile: profile({ postCount: 2 }),
      posts: () => many(2, { isModel: true, modelUrl: '/aigc/files/m.glb' }),
    });
    await selectAll(2);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(store.getState().ui.toast?.message).toBe('Only 1 model file can be downloaded at a time');
  });

  it('deletes the selected own posts after confirmation', async () => {
    const { calls, store } = renderAccount('/account', {
      profile: profile({ postCount: 3 }),
      posts: () => many(3),
      extra: {
        '/aigc/api/topic/content/batch/delete': (call) =>
          envelope({ deletedIds: (call.body as { contentIds: string[] }).contentIds, refundedUsers: 1, refundedTickets: 2 }),
      },
    });
    await selectAll(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 2 posts?')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/topic/content/batch/delete')).toBe(true));
    expect(calls.find((c) => c.path === '/aigc/api/topic/content/batch/delete')?.body).toEqual({ contentIds: ['p0', 'p1'] });
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('2 posts deleted'));
  });
});

describe('history tab (docs/product.md §2, §5)', () => {
  const records = [record('r1', ['a', 'b'], 'a fox pendant'), record('r2', ['c'], 'a moon ring')];

  it('the 3D sub-filter asks the server for model records (target)', async () => {
    const { calls } = renderAccount('/account?tab=history', {
      profile: profile(),
      extra: { '/aigc/api/generate/user/list': () => envelope(page(records)) },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'History' }));
    fireEvent.click(await screen.findByRole('radio', { name: '3D' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/aigc/api/generate/user/list' && c.url.searchParams.get('target') === 'model')).toBe(true),
    );
  });

  it('deletes the creations holding the selected pictures after confirmation, with the generator call', async () => {
    const { calls, store } = renderAccount('/account?tab=history', {
      profile: profile(),
      extra: {
        '/aigc/api/generate/user/list': () => envelope(page(records)),
        '/aigc/api/generate/delete/item': (call) => envelope({ deleted: (call.body as { itemIds: string[] }).itemIds.length }),
      },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'History' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    const boxes = await screen.findAllByRole('checkbox');
    // Both pictures of r1 and the one of r2: two creations.
    for (const box of boxes.slice(0, 3)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 2 creations?')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/generate/delete/item')).toBe(true));
    expect(calls.find((c) => c.path === '/aigc/api/generate/delete/item')?.body).toEqual({ itemIds: ['r1', 'r2'] });
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('2 creations deleted'));
  });
  it('downloads the selected videos as one batch (videos.zip)', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:v'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const video = (id: string) => ({
      ...record(id, [], `a ${id} clip`),
      kind: 'img2video' as const,
      video: { uniqueVideoId: `v-${id}`, url: `/aigc/files/${id}.mp4`, posterUrl: `/aigc/files/${id}.png`, width: 640, height: 480, durationMs: 4000 },
    });
    const { calls } = renderAccount('/account?tab=history', {
      profile: profile(),
      extra: {
        '/aigc/api/generate/user/list': () => envelope(page([video('r1'), video('r2')])),
        '/aigc/api/download/video/batch': () => envelope({ taskId: 't1', status: 'succeeded', downloadUrl: '/x', error: null }),
        '/aigc/api/download/video/batch/download': () =>
          new Response('PK', { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="videos.zip"' } }),
      },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findAllByText('Video')).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    for (const box of await screen.findAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/aigc/api/download/video/batch')?.body).toEqual({ videoIdList: 'v-r1,v-r2' });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('videos.zip');
    click.mockRestore();
  });
});
