import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, stubFetch } from '../testing';
import { seriesApi } from './series';
import { topicsApi } from './topics';

afterEach(() => vi.unstubAllGlobals());

const summary = (title: string) => ({ uniqueSeriesId: 's1', title, description: '', cover: null, firstContentId: null, contentCount: 2, updateTime: '2026-06-01T00:00:00Z' });

describe('series endpoints', () => {
  it('saveSeries PUTs the body and refreshes the cached list of series', async () => {
    let title = 'Old';
    const calls = stubFetch({
      '/aigc/api/topic/content/series/user/list': () => envelope({ dataList: [summary(title)], hasMore: false, page: 1, total: 1 }),
      '/aigc/api/topic/content/series': (call) => {
        title = (call.body as { title: string }).title;
        return envelope({ uniqueSeriesId: 's1', title, description: '', contents: [], contentCount: 2, isAuthor: true, author: { userId: 'u', nickName: 'U', avatar: null, creatorTier: 'none' }, createTime: '', updateTime: '' });
      },
    });
    const store = createAppStore({ entryType: 'main' });
    const sub = store.dispatch(seriesApi.endpoints.getUserSeries.initiate({}));
    await sub;
    await store.dispatch(seriesApi.endpoints.saveSeries.initiate({ uniqueSeriesId: 's1', title: 'New', description: '', contentIds: ['a', 'b'] }));
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put?.body).toEqual({ uniqueSeriesId: 's1', title: 'New', description: '', contentIds: ['a', 'b'] });
    await vi.waitFor(() => {
      expect(seriesApi.endpoints.getUserSeries.select({})(store.getState() as never).data?.dataList[0]?.title).toBe('New');
    });
    sub.unsubscribe();
  });
});

describe('getTopicShortcut', () => {
  it('is silent on failure (no toast): no shortcut means no redirect', async () => {
    stubFetch({ '/aigc/api/topic/shortcut': () => envelope(null, 400, 'Invalid sub-domain label') });
    const store = createAppStore({ entryType: 'main' });
    const r = await store.dispatch(topicsApi.endpoints.getTopicShortcut.initiate('bad_label'));
    expect(r.data).toBeUndefined();
    expect(store.getState().ui.toast).toBeNull();
  });
});
