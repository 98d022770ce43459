import { describe, expect, it } from 'vitest';
import { chooseLocale, localeHeaderValue } from './locale';

const base = { hostname: 'localhost', saved: null, browserLanguages: ['en-GB'] };

describe('chooseLocale (docs/product.md §9)', () => {
  it('forces zh-Hans on a Chinese country domain, over a saved choice', () => {
    expect(chooseLocale({ ...base, hostname: 'www.example.cn', saved: 'en-US' })).toBe('zh-Hans');
    expect(chooseLocale({ ...base, hostname: 'cn.localhost', saved: 'en-US' })).toBe('zh-Hans');
  });
  it('forces zh-Hans on the product domain when supplied', () => {
    expect(chooseLocale({ ...base, hostname: 'app.product.example', forcedDomains: ['product.example'] })).toBe(
      'zh-Hans',
    );
    expect(chooseLocale({ ...base, hostname: 'notproduct.example', forcedDomains: ['product.example'] })).toBe(
      'en-US',
    );
  });
  it('does not treat names that merely contain "cn" as Chinese', () => {
    expect(chooseLocale({ ...base, hostname: 'cnn.com' })).toBe('en-US');
    expect(chooseLocale({ ...base, hostname: 'example.cn.com' })).toBe('en-US');
  });
  it('uses the saved locale next, ignoring unknown values', () => {
    expect(chooseLocale({ ...base, saved: 'zh-Hans' })).toBe('zh-Hans');
    expect(chooseLocale({ ...base, saved: 'en-US', browserLanguages: ['zh-CN'] })).toBe('en-US');
    expect(chooseLocale({ ...base, saved: 'fr', browserLanguages: ['zh-TW'] })).toBe('zh-Hans');
  });
  it('falls back to the browser language, then en-US', () => {
    expect(chooseLocale({ ...base, browserLanguages: ['en-US', 'ZH-cn'] })).toBe('zh-Hans');
    expect(chooseLocale({ ...base, browserLanguages: [] })).toBe('en-US');
  });
  it("ends on the edition's default locale when nothing else decides", () => {
    expect(chooseLocale({ ...base, defaultLocale: 'zh-Hans' })).toBe('zh-Hans');
    expect(chooseLocale({ ...base, saved: 'en-US', defaultLocale: 'zh-Hans' })).toBe('en-US');
    expect(chooseLocale({ ...base, browserLanguages: ['zh-CN'], defaultLocale: 'en-US' })).toBe('zh-Hans');
  });
});

describe('localeHeaderValue (docs/product.md §3)', () => {
  it('gives the documented values', () => {
    expect(localeHeaderValue('zh-Hans')).toBe('CN,zh-Hans');
    expect(localeHeaderValue('en-US')).toBe('US,en');
  });
});
