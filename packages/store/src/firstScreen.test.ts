import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TopicDetail } from '@aigc/api-client';
import { FIRST_SCREEN_DATA_ID } from '@aigc/domain';
import { contentsApi } from './endpoints/contents';
import { topicsApi } from './endpoints/topics';
import { refetchSeededWhenSignedIn, seedFirstScreen, seedFirstScreenData } from './firstScreen';
import { createAppStore } from './store';
import { card, envelope, page, stubFetch, topic } from './testing';

afterEach(() => vi.unstubAllGlobals());

/** A page whose head carries `text` as the first-screen data element, as the server writes it. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('home');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ID;
  element.textContent = text;
  doc.head.append(element);
  return doc;
}

const visitorPage = { ...page([card('p1'), card('p2', { title: 'Ring </script> & more' })], true, 1), nextCursor: 'after-p2' };
const serverText = JSON.stringify({
  queries: [{ endpoint: 'getFeed', arg: { sort: 'hot' }, answer: { code: 200, msg: 'ok', data: visitorPage } }],
}).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function listStub(wantedOnServer: boolean) {
  return stubFetch({
    '/aigc/api/topic/content/list': ({ url }) =>
      url.searchParams.get('page') === '1'
        ? envelope({ ...page([card('p1', { wanted: wantedOnServer }), card('p2')], true, 1), nextCursor: 'after-p2' })
        : envelope(page([card('p3')], false, 2)),
  });
}

describe('seedFirstScreen', () => {
  it("makes the page's first feed page the cache entry of that feed: no call for page 1, page 2 after its cursor", async () => {
    const calls = listStub(false);
    const store = createAppStore({ entryType: 'main' });
    const doc = pageWith(serverText);
    const seed = seedFirstScreen(store.dispatch, doc);
    expect(seed.feeds).toEqual([{ sort: 'hot' }]);
    expect(doc.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();

    // What the feed component does on mount.
    const feed = store.dispatch(contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }));
    await feed;
    const state = contentsApi.endpoints.getFeed.select({ sort: 'hot' })(store.getState());
    expect(state.data?.pages).toEqual([visitorPage]);
    expect(state.data?.pages[0]!.dataList[1]!.title).toBe('Ring </script> & more');
    expect(calls.filter((c) => c.path === '/aigc/api/topic/content/list')).toHaveLength(0);

    await store.dispatch(contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }, { direction: 'forward' }));
    const list = calls.filter((c) => c.path === '/aigc/api/topic/content/list');
    expect(list.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('cursor')])).toEqual([['2', 'after-p2']]);
    feed.unsubscribe();
  });

  it("fetches a signed-in user's seeded feed again, so the cards carry their own flags", async () => {
    const calls = listStub(true);
    const store = createAppStore({ entryType: 'main' });
    const seed = seedFirstScreen(store.dispatch, pageWith(serverText));
    const feed = store.dispatch(contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }));
    await feed;
    refetchSeededWhenSignedIn(store.dispatch, seed, false);
    expect(calls.filter((c) => c.path === '/aigc/api/topic/content/list')).toHaveLength(0);

    refetchSeededWhenSignedIn(store.dispatch, seed, true);
    await vi.waitFor(() => {
      const data = contentsApi.endpoints.getFeed.select({ sort: 'hot' })(store.getState()).data;
      expect(data?.pages[0]!.dataList[0]!.wanted).toBe(true);
    });
    expect(calls.filter((c) => c.path === '/aigc/api/topic/content/list').map((c) => c.url.searchParams.get('page'))).toEqual(['1']);
    feed.unsubscribe();
  });

  it('skips a missing, malformed or failed answer, and the feed then asks the API', async () => {
    for (const text of [
      'not json',
      JSON.stringify({ queries: [{ endpoint: 'getFeed', arg: { sort: 'hot' }, answer: { code: 500, msg: 'x', data: null } }] }),
      JSON.stringify({ queries: [{ endpoint: 'getUserInfo', answer: { code: 200, msg: 'ok', data: visitorPage } }] }),
    ]) {
      const calls = listStub(false);
      const store = createAppStore({ entryType: 'main' });
      expect(seedFirstScreen(store.dispatch, pageWith(text)).feeds).toEqual([]);
      const feed = store.dispatch(contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }));
      await feed;
      expect(calls.filter((c) => c.path === '/aigc/api/topic/content/list'), text).toHaveLength(1);
      feed.unsubscribe();
    }
    const store = createAppStore({ entryType: 'main' });
    expect(seedFirstScreen(store.dispatch, document.implementation.createHTMLDocument('x')).feeds).toEqual([]);
  });

  it("makes the home page's challenges and a challenge page's challenge those queries' data: no call for them", async () => {
    const calls = stubFetch({});
    const store = createAppStore({ entryType: 'main' });
    const topics = page([topic('t1'), topic('t2')]);
    // The detail is the list's topic and more; its shape does not matter to the cache.
    const moon = { ...topic('t1'), designerCount: 2 } as unknown as TopicDetail;
    const text = JSON.stringify({
      queries: [
        { endpoint: 'getTopics', answer: { code: 200, msg: 'ok', data: topics } },
        { endpoint: 'getTopicDetail', arg: 't1', answer: { code: 200, msg: 'ok', data: moon } },
      ],
    });
    seedFirstScreen(store.dispatch, pageWith(text));
    const list = store.dispatch(topicsApi.endpoints.getTopics.initiate());
    const one = store.dispatch(topicsApi.endpoints.getTopicDetail.initiate('t1'));
    await Promise.all([list, one]);
    expect(topicsApi.endpoints.getTopics.select()(store.getState()).data).toEqual(topics);
    expect(topicsApi.endpoints.getTopicDetail.select('t1')(store.getState()).data).toEqual(moon);
    expect(calls).toHaveLength(0);
    list.unsubscribe();
    one.unsubscribe();
  });

  it("makes a post page's post the detail query's data: no call for it, another post still asked of the API", async () => {
    const calls = stubFetch({ '/aigc/api/topic/content/detail': () => envelope({ ...card('p2'), images: [] }) });
    const store = createAppStore({ entryType: 'main' });
    // The detail is the card and more; its shape does not matter to the cache.
    const post = { ...card('p1'), images: [], description: 'Moon ring' };
    seedFirstScreen(
      store.dispatch,
      pageWith(JSON.stringify({ queries: [{ endpoint: 'getContentDetail', arg: 'p1', answer: { code: 200, msg: 'ok', data: post } }] })),
    );
    const seeded = store.dispatch(contentsApi.endpoints.getContentDetail.initiate('p1'));
    await seeded;
    expect(contentsApi.endpoints.getContentDetail.select('p1')(store.getState()).data).toEqual(post);
    expect(calls).toHaveLength(0);
    const other = store.dispatch(contentsApi.endpoints.getContentDetail.initiate('p2'));
    await other;
    expect(calls).toHaveLength(1);
    seeded.unsubscribe();
    other.unsubscribe();
  });

  it("keeps the answers of a page's own endpoints for later and seeds them once that page's code has added them", async () => {
    const calls = stubFetch({});
    const store = createAppStore({ entryType: 'main' });
    const product = { contentId: 'p1', status: null, history: [] };
    const estimate = { tier: 'public', priceCents: 2900 };
    const text = JSON.stringify({
      queries: [
        { endpoint: 'getProductView', arg: 'p1', answer: { code: 200, msg: 'ok', data: product } },
        { endpoint: 'getProductDiscount', arg: { modelType: 'image', contentId: 'p1' }, answer: { code: 200, msg: 'ok', data: estimate } },
      ],
    });
    // The make-real endpoints are not in the entry's store until the post page's code imports them.
    const seed = seedFirstScreen(store.dispatch, pageWith(text));
    expect(seed.later.map((q) => q.endpoint)).toEqual(['getProductView', 'getProductDiscount']);
    const { makeRealApi } = await import('./endpoints/makeReal');
    expect(seedFirstScreenData(store.dispatch, { queries: seed.later }).later).toEqual([]);
    const view = store.dispatch(makeRealApi.endpoints.getProductView.initiate('p1'));
    const discount = store.dispatch(makeRealApi.endpoints.getProductDiscount.initiate({ contentId: 'p1', modelType: 'image' }));
    expect((await view).data).toEqual(product);
    expect((await discount).data).toEqual(estimate);
    expect(calls).toHaveLength(0);
    view.unsubscribe();
    discount.unsubscribe();
  });
});
