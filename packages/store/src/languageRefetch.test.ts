import { i18n } from '@aigc/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateApi } from './endpoints/generate';
import { createAppStore } from './store';
import { envelope, stubFetch } from './testing';

afterEach(() => vi.unstubAllGlobals());

const page = (name: string) => envelope({ dataList: [{ modelId: 'm', name }], hasMore: false, page: 1, pageSize: 1000, total: 1 });

describe('official text follows the locale (docs/api-contract.md "Language of official text")', () => {
  it('refetches the models in the new language when the locale changes, not when it stays', async () => {
    const before = i18n.locale;
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
    const calls = stubFetch({ '/aigc/api/model/selection': (call) => page(call.headers['accept-language'] ?? '') });
    const store = createAppStore({ entryType: 'main' });
    const sub = store.dispatch(generateApi.endpoints.getModels.initiate());
    try {
      await sub;
      expect(calls).toHaveLength(1);
      i18n.loadAndActivate({ locale: 'en-US', messages: {} });
      i18n.loadAndActivate({ locale: 'zh-Hans', messages: {} });
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      await vi.waitFor(() => expect(generateApi.endpoints.getModels.select()(store.getState()).data?.dataList[0]?.name).toBe('CN,zh-Hans'));
    } finally {
      sub.unsubscribe();
      i18n.activate(before);
    }
  });
});
