import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_HOSTS,
  EDITIONS,
  bareHost,
  editionOfHost,
  editionOfRequest,
  editionRules,
  parseSiteHosts,
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
    for (const edition of EDITIONS) expect(editionRules(edition).appDir).toBe(edition);
  });
});

describe('host map', () => {
  it('maps the four local hosts, ignoring port and case', () => {
    expect(editionOfHost('localhost:3000', DEFAULT_SITE_HOSTS)).toBe('main-intl');
    expect(editionOfHost('CN.localhost:3000', DEFAULT_SITE_HOSTS)).toBe('main-cn');
    expect(editionOfHost('edu.localhost', DEFAULT_SITE_HOSTS)).toBe('edu');
    expect(editionOfHost('shop.localhost:80', DEFAULT_SITE_HOSTS)).toBe('shop');
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

  it('tells a request edition from Entry-Type first, then the host', () => {
    expect(editionOfRequest('localhost:3000', 'edu', DEFAULT_SITE_HOSTS)).toBe('edu');
    expect(editionOfRequest('cn.localhost', 'main', DEFAULT_SITE_HOSTS)).toBe('main-cn');
    expect(editionOfRequest('moon.localhost', undefined, DEFAULT_SITE_HOSTS)).toBe('main-intl');
    expect(editionOfRequest(undefined, undefined, DEFAULT_SITE_HOSTS)).toBe('main-intl');
  });
});
