/**
 * What an edition tells the shared site shell (docs/product.md §2 'Header menu', §1
 * scan codes): where its shop lives and what its scan codes open. Each main
 * edition (international, China) passes its own values.
 */
export interface ShellLinks {
  /** Origin of the shop host, e.g. `https://shop.example.com` (no trailing slash). */
  shopOrigin: string;
  /** The mini-program the mobile invitation and the 'more info' popup point to. */
  miniProgramUrl: string;
  /** Targets of the social scan codes in the 'more info' popup (docs/product.md §2). */
  social: {
    groupChat: string;
    lifestyleApp: string;
    officialAccount: string;
  };
  /** The company registration line shown in the 'more info' popup and the footer. */
  companyRegistration: string;
}

/** The shop's order list (docs/product.md §2: /order/list lives in the shop), for 'My orders'. */
export function shopOrdersUrl(links: Pick<ShellLinks, 'shopOrigin'>): string {
  return `${links.shopOrigin}/order/list`;
}

/**
 * The origin of the shop host for a main-site location (edition default
 * when no shop origin is configured): `shop.` in front of the host, without a
 * leading `www.` — `https://www.example.com` → `https://shop.example.com`,
 * `http://localhost:3000` → `http://shop.localhost:3000` (Chromium resolves
 * `*.localhost` to loopback).
 */
export function shopOriginFor(location: { protocol: string; host: string }): string {
  if (location.host.startsWith('shop.')) return `${location.protocol}//${location.host}`;
  const host = location.host.replace(/^www\./, '');
  return `${location.protocol}//shop.${host}`;
}

/**
 * The main site's origin for a shop-host location (the inverse of
 * {@link shopOriginFor}): `https://shop.makeable.app` → `https://makeable.app`,
 * `http://shop.cn.localhost:3000` → `http://cn.localhost:3000`. A host
 * without the `shop.` label is returned as it is.
 */
export function mainSiteOriginFor(location: { protocol: string; host: string }): string {
  return `${location.protocol}//${location.host.replace(/^shop\./, '')}`;
}

/**
 * Where an old or moved path goes (docs/product.md §2): any path containing
 * `/productDetail` goes to the same path with `/detail` instead (query and
 * hash kept); a path starting with `/order/detail/` or `/detail/` (a product
 * page: products live on the shop, docs/shop.md) goes to the shop host
 * (unless this already is the shop host: no redirect loop). Returns the
 * target (a path, or an absolute URL on the shop host), or `null` when the
 * path is not a legacy one.
 */
export function legacyRedirect(
  url: { pathname: string; search: string; hash?: string; origin?: string },
  shopOrigin: string,
): string | null {
  const rest = `${url.search}${url.hash ?? ''}`;
  if (/^\/(order\/)?detail\//.test(url.pathname)) {
    return url.origin === shopOrigin ? null : `${shopOrigin}${url.pathname}${rest}`;
  }
  if (url.pathname.includes('/productDetail'))
    return `${url.pathname.replaceAll('/productDetail', '/detail')}${rest}`;
  return null;
}
