import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { card, deferred, detail, envelope, page, stubFetch } from '../testing';
import { contentsApi } from './contents';
import { selectTicketCount, ticketsApi } from './tickets';

afterEach(() => vi.unstubAllGlobals());

async function primedStore(
  wantReply: Promise<Response>,
  extraRoutes: Parameters<typeof stubFetch>[0] = {},
) {
  const calls = stubFetch({
    ...extraRoutes,
    '/aigc/api/topic/content/detail': () => envelope(detail('p1', { wantCount: 5 })),
    '/aigc/api/topic/content/list': ({ url }) =>
      url.searchParams.get('page') === '1'
        ? envelope({ ...page([card('p0', { wantCount: 1 }), card('p1', { wantCount: 5 })], true, 1), nextCursor: 'after-p1' })
        : envelope(page([card('p2', { wantCount: 0 })], false, 2)),
    '/aigc/api/user/account': () => envelope(3),
    '/aigc/api/topic/content/want': () => wantReply,
  });
  const store = createAppStore({ entryType: 'main' });
  await store.dispatch(contentsApi.endpoints.getContentDetail.initiate('p1'));
  await store.dispatch(contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }));
  await store.dispatch(ticketsApi.endpoints.getTicketCount.initiate());
  const view = () => {
    const state = store.getState();
    const feed = contentsApi.endpoints.getFeed.select({ sort: 'hot' })(state).data!;
    const feedCard = feed.pages[0]!.dataList.find((c) => c.contentId === 'p1')!;
    const post = contentsApi.endpoints.getContentDetail.select('p1')(state).data!;
    return {
      detail: { wanted: post.wanted, wantCount: post.wantCount },
      card: { wanted: feedCard.wanted, wantCount: feedCard.wantCount },
      tickets: selectTicketCount(state),
      cachedCount: ticketsApi.endpoints.getTicketCount.select()(state).data,
      toast: state.ui.toast?.message ?? null,
    };
  };
  return { store, view, calls };
}

describe('getFeed (infinite query)', () => {
  it('asks page 1 first and then the next page, after the cursor of the last, while hasMore', async () => {
    const { store, calls } = await primedStore(Promise.resolve(envelope(null)));
    const listCalls = () => calls.filter((c) => c.path === '/aigc/api/topic/content/list');
    expect(listCalls()[0]!.url.searchParams.get('sort')).toBe('hot');
    await store.dispatch(
      contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }, { direction: 'forward' }),
    );
    expect(listCalls().map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(listCalls().map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'after-p1']);
    const feed = contentsApi.endpoints.getFeed.select({ sort: 'hot' })(store.getState());
    expect(feed.data?.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(feed.hasNextPage).toBe(false);
  });
});

describe('wantContent optimistic update', () => {
  it('marks the post wanted with +1 and spends a ticket before the server answers, then takes the server counts', async () => {
    const reply = deferred<Response>();
    const { store, view } = await primedStore(reply.promise);
    expect(view()).toMatchObject({
      detail: { wanted: false, wantCount: 5 },
      tickets: 3,
      cachedCount: 3,
    });

    const want = store.dispatch(contentsApi.endpoints.wantContent.initiate({ contentId: 'p1' }));
    await Promise.resolve();
    expect(view()).toMatchObject({
      detail: { wanted: true, wantCount: 6 },
      card: { wanted: true, wantCount: 6 },
      tickets: 2,
      cachedCount: 2,
    });

    reply.resolve(envelope({ contentId: 'p1', wantCount: 9, wantState: 'collecting', balance: 2 }));
    await want;
    expect(view()).toMatchObject({
      detail: { wanted: true, wantCount: 9 },
      card: { wanted: true, wantCount: 9 },
      tickets: 2,
      cachedCount: 2,
      toast: null,
    });
  });

  it('refetches the detail (its recent wanters) once the want is stored, not before and not on refusal', async () => {
    const reply = deferred<Response>();
    const { store, calls } = await primedStore(reply.promise);
    const detailCalls = () => calls.filter((c) => c.path === '/aigc/api/topic/content/detail').length;
    expect(detailCalls()).toBe(1);
    const want = store.dispatch(contentsApi.endpoints.wantContent.initiate({ contentId: 'p1' }));
    await Promise.resolve();
    expect(detailCalls()).toBe(1);
    reply.resolve(envelope({ contentId: 'p1', wantCount: 6, wantState: 'collecting', balance: 2 }));
    await want;
    await vi.waitFor(() => expect(detailCalls()).toBe(2));
  });

  it('undoes everything when the server refuses (4001 no ticket left) and toasts its msg', async () => {
    const msg = 'No want-ticket left, return tomorrow for the daily reward';
    const { store, view } = await primedStore(Promise.resolve(envelope(null, 4001, msg)));
    const result = await store.dispatch(
      contentsApi.endpoints.wantContent.initiate({ contentId: 'p1' }),
    );
    expect(result.error).toEqual({ status: 4001, data: msg });
    expect(view()).toEqual({
      detail: { wanted: false, wantCount: 5 },
      card: { wanted: false, wantCount: 5 },
      tickets: 3,
      cachedCount: 3,
      toast: msg,
    });
  });

  it('keeps the post marked wanted (without the +1) when it was already wanted (409)', async () => {
    const { store, view } = await primedStore(
      Promise.resolve(envelope(null, 409, 'You have already wanted this post')),
    );
    await store.dispatch(contentsApi.endpoints.wantContent.initiate({ contentId: 'p1' }));
    expect(view()).toMatchObject({
      detail: { wanted: true, wantCount: 5 },
      card: { wanted: true, wantCount: 5 },
      tickets: 3,
    });
  });
});

describe('publishContent', () => {
  it('posts to /api/topic/content, or /general when opened from the feeds, and refetches the feed', async () => {
    const { store, calls } = await primedStore(Promise.resolve(envelope(null)), {
      '/aigc/api/topic/content': () => envelope({ createId: 'n1', popUpType: 0 }),
      '/aigc/api/topic/content/general': () => envelope({ createId: 'n2', popUpType: 0 }),
    });
    const base = {
      title: 't',
      description: 'd',
      posterImage: 'img1',
      contentImage: [],
      hiddenPrompt: 0 as const,
      showCustomizeBuyButton: 0 as const,
      type: 1 as const,
      mentionUser: [],
    };
    const plain = await store.dispatch(contentsApi.endpoints.publishContent.initiate(base));
    const fromFeeds = await store.dispatch(
      contentsApi.endpoints.publishContent.initiate({ ...base, from: 'feeds' }),
    );
    expect(plain.data?.createId).toBe('n1');
    expect(fromFeeds.data?.createId).toBe('n2');
    const general = calls.find((c) => c.path === '/aigc/api/topic/content/general')!;
    expect(general.body).not.toHaveProperty('from');
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/aigc/api/topic/content/list').length).toBeGreaterThan(
        1,
      ),
    );
  });
});
