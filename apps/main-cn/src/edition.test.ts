import { describe, expect, it } from 'vitest';
import { editionRules } from '@aigc/domain';
import { editionConfig, editionLinks } from './edition';
import { ROUTE_TABLE } from './routes';

describe('the China edition (docs/product.md §1, §4, §9)', () => {
  it('is main-cn: Chinese by default, 2 s toasts, CN region', () => {
    const config = editionConfig({ hostname: 'cn.localhost', protocol: 'http:', host: 'cn.localhost:3000', search: '' } as Location);
    expect(config.edition).toBe('main-cn');
    const rules = editionRules(config.edition);
    expect(rules.defaultLocale).toBe('zh-Hans');
    expect(rules.toastMs).toBe(2000);
    expect(rules.region).toBe('CN');
  });

  it('offers Change password to signed-in users (docs/product.md §6)', () => {
    const config = editionConfig({ hostname: 'makeable.cn', protocol: 'https:', host: 'makeable.cn', search: '' } as Location);
    expect(config.login.ChangePasswordDialog).toBeDefined();
  });

  it('puts the China shop on shop. + the site host (cn.localhost → shop.cn.localhost)', () => {
    expect(editionLinks({ protocol: 'https:', host: 'www.makeable.cn' }).shopOrigin).toBe('https://shop.makeable.cn');
    expect(editionLinks({ protocol: 'http:', host: 'cn.localhost:3000' }).shopOrigin).toBe('http://shop.cn.localhost:3000');
    expect(editionLinks().companyRegistration).toMatch(/ICP/);
  });

  it('has the main site routes with its own /login page', () => {
    for (const path of ['/', '/feeds', '/content/:contentId', '/login', '/make-real', '/generator/image']) {
      expect(ROUTE_TABLE.some((r) => r.path === path), path).toBe(true);
    }
  });
});
