import { shopOriginFor } from '@aigc/shell';
import type { ShellConfig, ShellLinks } from '@aigc/shell';
import { mainSiteConfig } from '@aigc/main-site';
import { BRAND_NAME } from './brand';
import { env } from './env';
import { intlLogin } from './login';
import { ROUTE_TABLE } from './routes';

/**
 * The international edition's values for the shared site shell (docs/product.md §1, §2):
 * the shop host (`VITE_SHOP_ORIGIN`, else `shop.` + this host), the
 * mini-program and social scan-code targets, and the company registration
 * line. The China edition passes its own.
 */
export function editionLinks(
  location: { protocol: string; host: string } = window.location,
): ShellLinks {
  return {
    shopOrigin: env.shopOrigin ?? shopOriginFor(location),
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
 * What the international edition tells the shell (docs/product.md §1 'Editions'):
 * the main site's config (`@aigc/main-site`) as `main-intl` (English by
 * default, `Entry-Type: main`), with its wordmark, links and the e-mail and
 * Google login flavour (Google's way back ends on `/login` when more is
 * needed: docs/auth.md 'Google').
 */
export function editionConfig(location: Location = window.location): ShellConfig {
  return mainSiteConfig({
    edition: 'main-intl',
    brandName: BRAND_NAME,
    links: editionLinks(location),
    login: intlLogin,
    routes: ROUTE_TABLE,
    location,
  });
}
