import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_HOSTS,
  EDITIONS,
  bareHost,
  editionOfHost,
  editionOfRequest,
  editionRules,
  parseSiteHosts,
  shopEditionOfHost,
} from './edition';
import { validateEditionPassword } from './validation';

describe('editionRules', () => {
  it('gives each edition its locale, toast time, sender region and password rule', () => {
    expect(editionRules('main-intl')).toMatchObject({ defaultLocale: 'en-US', toastMs: 3000, region: 'EN', currency: 'USD', entryType: 'main' });
    expect(editionRules('main-cn')).toMatchObject({ defaultLocale: 'zh-Hans', toastMs: 2000, region: 'CN', currency: 'CNY', entryType: 'main' });
    expect(editionRules('edu')).toMatchObject({ entryType: 'edu', region: 'CN' });
    // 'abc!!!' has letters and specials: enough for China, not for the letter-and-digit rule.
    expect(validateEditionPassword('main-intl', 'abc!!!')?.code).toBe('password.letterAndDigit');
    expect(validateEditionPassword('main-cn', 'abc!!!')).toBeNull();
    expect(validateEditionPassword('main-cn', 'abcdef')?.code).toBe('password.twoKinds');
    for (const edition of EDITIONS) expect(editionRules(edition).appDir).toBe(edition === 'shop-cn' ? 'shop' : edition);
    // The China shop is the shop app with the China site's money, language and toast.
    expect(editionRules('shop-cn')).toMatchObject({ appDir: 'shop', region: 'CN', currency: 'CNY', defaultLocale: 'zh-Hans', toastMs: 2000, entryType: 'main' });
    expect(editionRules('shop')).toMatchObject({ appDir: 'shop', region: 'EN', currency: 'USD', defaultLocale: 'en-US', toastMs: 3000 });
  });
});

describe('host map', () => {
  it('maps the four local hosts, ignoring port and case', () => {
    expect(editionOfHost('localhost:3000', DEFAULT_SITE_HOSTS)).toBe('main-intl');
    expect(editionOfHost('CN.localhost:3000', DEFAULT_SITE_HOSTS)).toBe('main-cn');
    expect(editionOfHost('edu.localhost', DEFAULT_SITE_HOSTS)).toBe('edu');
    expect(editionOfHost('shop.localhost:80', DEFAULT_SITE_HOSTS)).toBe('shop');
    expect(editionOfHost('Shop.CN.localhost:3000', DEFAULT_SITE_HOSTS)).toBe('shop-cn');
    expect(editionOfHost('moon.localhost:3000', DEFAULT_SITE_HOSTS)).toBeUndefined();
    expect(bareHost('[::1]:3000')).toBe('[::1]');
  });

  it('parses SITE_HOSTS and rejects unknown editions', () => {
    expect(parseSiteHosts(undefined)).toBe(DEFAULT_SITE_HOSTS);
    expect(parseSiteHosts(' ')).toBe(DEFAULT_SITE_HOSTS);
    expect(parseSiteHosts('Makeable.app=main-intl, shop.makeable.app:443=shop')).toEqual({
      'makeable.app': 'main-intl',
      'shop.makeable.app': 'shop',
    });
    expect(() => parseSiteHosts('makeable.app=moon')).toThrow(/makeable.app=moon/);
    expect(() => parseSiteHosts('makeable.app')).toThrow(/host=edition/);
  });

  it('tells the shop edition by host, and refuses a host map that disagrees', () => {
    expect(shopEditionOfHost('shop.localhost:3000')).toBe('shop');
    expect(shopEditionOfHost('shop.cn.localhost:3000')).toBe('shop-cn');
    expect(shopEditionOfHost('shop.makeable.cn')).toBe('shop-cn');
    expect(shopEditionOfHost('shop.makeable.app')).toBe('shop');
    expect(parseSiteHosts('shop.makeable.cn=shop-cn,shop.makeable.app=shop')).toEqual({ 'shop.makeable.cn': 'shop-cn', 'shop.makeable.app': 'shop' });
    expect(() => parseSiteHosts('shop.makeable.app=shop-cn')).toThrow(/shop.makeable.app=shop-cn/);
    expect(() => parseSiteHosts('shop.makeable.cn=shop')).toThrow(/shop.makeable.cn=shop/);
    for (const [host, edition] of Object.entries(DEFAULT_SITE_HOSTS)) {
      if (edition === 'shop' || edition === 'shop-cn') expect(shopEditionOfHost(host)).toBe(edition);
    }
  });

  it('tells a request edition from Entry-Type first, then the host', () => {
    expect(editionOfRequest('localhost:3000', 'edu', DEFAULT_SITE_HOSTS)).toBe('edu');
    expect(editionOfRequest('cn.localhost', 'main', DEFAULT_SITE_HOSTS)).toBe('main-cn');
    expect(editionOfRequest('moon.localhost', undefined, DEFAULT_SITE_HOSTS)).toBe('main-intl');
    expect(editionOfRequest(undefined, undefined, DEFAULT_SITE_HOSTS)).toBe('main-intl');
  });
});
