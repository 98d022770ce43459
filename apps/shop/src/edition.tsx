import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { shopEditionOfHost } from '@aigc/domain';
import { shopOriginFor } from '@aigc/shell';
import type { ShellConfig, ShellLinks, SiteMenu } from '@aigc/shell';
import { BRAND_NAME } from './brand';
import { env } from './env';
import { shopLogin } from './login';

/**
 * The shop's header menu: the catalogue, 'My orders', and the way back to
 * the community (the main site: this host without `shop.`).
 */
export const SHOP_MENU: SiteMenu = {
  links: [
    { kind: 'route', to: '/', label: msg`Shop`, isActive: (pathname) => pathname === '/' || pathname.startsWith('/detail/') },
    { kind: 'route', to: '/order/list', label: msg`My orders`, isActive: (pathname) => pathname.startsWith('/order/') },
    { kind: 'external', href: (links) => links.shopOrigin.replace('//shop.', '//'), label: msg`Community` },
  ],
  groups: [],
};

/**
 * The shop's links: its own origin as the shop host (`VITE_SHOP_ORIGIN`, or
 * `VITE_SHOP_CN_ORIGIN` on the China shop, else this page's), and the main
 * site's scan-code targets.
 */
export function editionLinks(location: { protocol: string; host: string } = window.location): ShellLinks {
  const configured = shopEditionOfHost(location.host) === 'shop-cn' ? env.shopCnOrigin : env.shopOrigin;
  return {
    shopOrigin: configured ?? shopOriginFor(location),
    miniProgramUrl: 'https://makeable.app/mp',
    social: {
      groupChat: 'https://makeable.app/community/chat',
      lifestyleApp: 'https://makeable.app/community/lifestyle',
      officialAccount: 'https://makeable.app/community/official',
    },
    companyRegistration: 'Makeable Design Ltd. · Registered in England and Wales, No. 15238841',
  };
}

/**
 * What the shop tells the shell (docs/architecture.md 'Editions and hosts'):
 * its edition by host (`shopEditionOfHost`: `shop` — English by default,
 * USD — on `shop.localhost` / `shop.makeable.app`; `shop-cn` — Chinese, the
 * 2 s toast, CNY prices from the server — on `shop.cn.localhost` /
 * `shop.makeable.cn`), its menu, and its main site's login (e-mail, or the
 * China phone / account dialog) over the shared session.
 */
export function editionConfig(location: Location = window.location): ShellConfig {
  const edition = shopEditionOfHost(location.host);
  return {
    brandName: BRAND_NAME,
    links: editionLinks(location),
    menu: SHOP_MENU,
    login: shopLogin(edition),
    routeTitles: () => import('./routeTitles').then((m) => m.ROUTE_TITLES),
    footer: {
      copyright: (year) => (
        <Trans>
          © {year} {BRAND_NAME}. Ideas, made real.
        </Trans>
      ),
    },
    edition,
  };
}
