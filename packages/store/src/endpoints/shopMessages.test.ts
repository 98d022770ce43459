/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalog } from '@aigc/i18n';
import { createAppStore } from '../store';
import { envelope, stubFetch } from '../testing';
import { translateServerMessage } from '../serverMessages';
import { shopApi } from './shop';
import { SHOP_SERVER_MESSAGES } from './shopMessages';
import doc from '../../../../docs/shop.md?raw';

/** The quoted messages of docs/shop.md 'Errors' (those without an ellipsis). */
function documentedMessages(): string[] {
  const errors = doc.slice(
    doc.indexOf('## Errors'),
    doc.indexOf('\n## ', doc.indexOf('## Errors') + 1),
  );
  return [...errors.matchAll(/"([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((m) => !m.includes('…') && !m.includes('from → to'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.activate('en-US');
});

describe('shop server messages (docs/shop.md "Errors")', () => {
  it('has a translation for every message the doc lists', () => {
    const known = new Set(SHOP_SERVER_MESSAGES.map(([m]) => m));
    const documented = documentedMessages();
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((m) => !known.has(m))).toEqual([]);
  });

  it('toasts a shop error in zh-Hans, keeping a bracketed detail', async () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadCatalog('zh-Hans') });
    expect(translateServerMessage('This order cannot move to that status (paid → delivered)')).toBe(
      '该订单无法变更为该状态 (paid → delivered)',
    );
    expect(translateServerMessage('Something else')).toBe('Something else');
    stubFetch({
      '/aigc/api/shop/quote': () => envelope(null, 400, 'Please enter a valid postal code'),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(
      shopApi.endpoints.quoteOrder.initiate({ items: [], country: 'CN' }, { subscribe: false }),
    );
    expect(store.getState().ui.toast).toMatchObject({
      message: '请输入有效的邮政编码',
      kind: 'error',
    });
    expect(translateServerMessage('The quantity must be between 1 and 10')).toBe(
      '数量必须在 1 到 10 之间',
    );
  });
});
