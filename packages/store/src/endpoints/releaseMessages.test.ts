import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '@aigc/i18n';
import { RELEASE_MESSAGES, validateRelease } from '@aigc/domain';
import { translateServerMessage } from '../serverMessages';
import './releases';
import { RELEASE_SERVER_MESSAGES } from './releaseMessages';

afterEach(() => {
  i18n.activate('en-US');
});

describe('release server messages (docs/shop.md "Direct launch")', () => {
  it('has a translation for every message of the release rules', () => {
    const known = new Set(RELEASE_SERVER_MESSAGES.map(([m]) => m));
    expect(Object.values(RELEASE_MESSAGES).filter((m) => !known.has(m))).toEqual([]);
  });

  it('translates them in zh-Hans, keeping the price range of the product type', async () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadCatalog('zh-Hans') });
    const price = validateRelease({ kind: 'pendant', sizes: ['S'], priceMinor: 100, description: 'x' }, 'CN')?.message ?? '';
    expect(translateServerMessage(price)).toBe('价格超出该商品类型的允许范围 (129.00–645.00 CNY)');
    expect(translateServerMessage(RELEASE_MESSAGES.notVerified)).toBe('只有认证创作者才能直接上架商品');
  });
});
