import { describe, expect, it } from 'vitest';
import { chooseLocale, localeHeaderValue, pageLocale, requestLocale, textIn } from './locale';

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

describe('requestLocale', () => {
  const base = { hostname: 'localhost', defaultLocale: 'en-US' as const };
  it('follows our clients\' header values', () => {
    expect(requestLocale({ ...base, acceptLanguage: 'CN,zh-Hans' })).toBe('zh-Hans');
    expect(requestLocale({ ...base, acceptLanguage: 'US,en', defaultLocale: 'zh-Hans' })).toBe('en-US');
  });
  it('reads a browser list in order, weights ignored', () => {
    expect(requestLocale({ ...base, acceptLanguage: 'fr-FR,zh-CN;q=0.8,en;q=0.5' })).toBe('zh-Hans');
    expect(requestLocale({ ...base, acceptLanguage: 'en-GB,zh;q=0.9' })).toBe('en-US');
  });
  it('falls back to the edition default', () => {
    expect(requestLocale({ ...base, acceptLanguage: undefined, defaultLocale: 'zh-Hans' })).toBe('zh-Hans');
    expect(requestLocale({ ...base, acceptLanguage: 'fr' })).toBe('en-US');
  });
  it('a China host forces Chinese', () => {
    expect(requestLocale({ ...base, hostname: 'cn.localhost', acceptLanguage: 'US,en' })).toBe('zh-Hans');
  });
});

describe('textIn', () => {
  it('picks the language, English when the translation is empty', () => {
    expect(textIn({ 'en-US': 'Hi', 'zh-Hans': '你好' }, 'zh-Hans')).toBe('你好');
    expect(textIn({ 'en-US': 'Hi', 'zh-Hans': '' }, 'zh-Hans')).toBe('Hi');
  });
});

describe('pageLocale (the language a server-drawn page is in)', () => {
  const base = { hostname: 'localhost', saved: undefined, defaultLocale: 'en-US' as const };
  it('is the saved choice (the locale cookie) before the browser languages', () => {
    expect(pageLocale({ ...base, saved: 'en-US', acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('en-US');
    expect(pageLocale({ ...base, saved: 'zh-Hans', acceptLanguage: 'en-US' })).toBe('zh-Hans');
  });
  it('picks Chinese when any browser language is Chinese, as the browser does', () => {
    expect(pageLocale({ ...base, acceptLanguage: 'en-GB,en;q=0.9,zh-TW;q=0.8' })).toBe('zh-Hans');
    expect(pageLocale({ ...base, acceptLanguage: 'fr-FR' })).toBe('en-US');
  });
  it("falls back to the edition's default, even for an English browser (as the browser does)", () => {
    expect(pageLocale({ ...base, acceptLanguage: 'en-US,en;q=0.9', defaultLocale: 'zh-Hans' })).toBe('zh-Hans');
    expect(pageLocale({ ...base, acceptLanguage: undefined, saved: 'nl', defaultLocale: 'zh-Hans' })).toBe('zh-Hans');
  });
  it('a China host forces Chinese over a saved English choice', () => {
    expect(pageLocale({ ...base, hostname: 'cn.localhost', saved: 'en-US', acceptLanguage: 'en-US' })).toBe('zh-Hans');
  });
});
