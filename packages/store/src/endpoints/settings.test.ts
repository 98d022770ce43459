import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, stubFetch } from '../testing';
import { settingsApi } from './settings';

afterEach(() => vi.unstubAllGlobals());

describe('getFeSettings (docs/product.md §7: retried up to 3 times, default 3)', () => {
  it('retries a failure or a missing field and returns the first complete answer', async () => {
    const replies = [envelope(null, 500, 'x'), envelope({}), envelope({ cardDisplayCount: 5 })];
    const calls = stubFetch({ '/aigc/api/fe-settings/pc': () => replies.shift() });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(settingsApi.endpoints.getFeSettings.initiate());
    expect(result.data).toEqual({ cardDisplayCount: 5 });
    expect(calls).toHaveLength(3);
    expect(store.getState().ui.toast).toBeNull();
  });

  it('gives up after 3 retries with the default card display count 3, silently', async () => {
    const calls = stubFetch({ '/aigc/api/fe-settings/pc': () => envelope({}) });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(settingsApi.endpoints.getFeSettings.initiate());
    expect(result.data).toEqual({ cardDisplayCount: 3 });
    expect(calls).toHaveLength(4);
    expect(store.getState().ui.toast).toBeNull();
  });
});

describe('getFeatureConfig', () => {
  it('ignores errors silently (docs/product.md §8)', async () => {
    stubFetch({ '/aigc/api/new/config': () => envelope(null, 500, 'boom') });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(settingsApi.endpoints.getFeatureConfig.initiate());
    expect(result.data).toBeUndefined();
    expect(store.getState().ui.toast).toBeNull();
  });
});
