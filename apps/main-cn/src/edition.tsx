import { shopOriginFor } from '@aigc/shell';
import type { ShellConfig, ShellLinks } from '@aigc/shell';
import { mainSiteConfig } from '@aigc/main-site';
import { BRAND_NAME } from './brand';
import { env } from './env';
import { chinaLogin } from './login';
import { ROUTE_TABLE } from './routes';

/**
 * The China edition's values for the shared site shell (docs/product.md §1, §2): the
 * China shop host (`VITE_SHOP_CN_ORIGIN`, else `shop.` + the site's host:
 * `shop.makeable.cn`, locally `shop.cn.localhost`, the `shop-cn` edition of
 * docs/architecture.md "Editions and hosts"), the WeChat group, the lifestyle
 * app, the WeChat official account and the mini-program behind the scan
 * codes, and the company registration line (the 'more info' popup and the
 * footer).
 */
export function editionLinks(location: { protocol: string; host: string } = window.location): ShellLinks {
  return {
    shopOrigin: env.shopOrigin ?? shopOriginFor(location),
    miniProgramUrl: 'https://makeable.cn/mp',
    social: {
      groupChat: 'https://makeable.cn/community/wechat-group',
      lifestyleApp: 'https://makeable.cn/community/xiaohongshu',
      officialAccount: 'https://makeable.cn/community/wechat-official-account',
    },
    companyRegistration: '造物有趣（上海）设计有限公司 · 沪ICP备00000000号-1',
  };
}

/**
 * What the China edition tells the shell (docs/product.md §1 'Editions'): the main
 * site's config (`@aigc/main-site`: the same community, generator, publish
 * dialog, tickets and notices as the international site) as `main-cn` —
 * Chinese by default, the 2 s China toast, CN prices and official sender
 * (`editionRules`) — with its wordmark, links and the phone / account /
 * WeChat login flavour.
 */
export function editionConfig(location: Location = window.location): ShellConfig {
  return mainSiteConfig({
    edition: 'main-cn',
    brandName: BRAND_NAME,
    links: editionLinks(location),
    login: chinaLogin,
    routes: ROUTE_TABLE,
    location,
  });
}
