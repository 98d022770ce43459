import { TOAST_CN_MS, TOAST_MS } from './limits';
import { isChinaHost, type Locale } from './locale';
import type { Currency } from './makeReal';

/**
 * The editions one `/aigc` server serves (docs/architecture.md
 * "Editions and hosts"): the international and China main sites, the
 * education site, and the international and China shops. Each main site and
 * the education site is a built app under `apps/`; both shops are the one
 * shop app (`apps/shop`), which takes its edition from its host
 * ({@link shopEditionOfHost}).
 */
export const EDITIONS = ['main-intl', 'main-cn', 'edu', 'shop', 'shop-cn'] as const;

/** One of {@link EDITIONS}. */
export type Edition = (typeof EDITIONS)[number];

/** Value of the `Entry-Type` request header (docs/product.md §7): the education client sends `edu`, every other client `main`. */
export type EntryType = 'main' | 'edu';

/** The rules that differ by edition, looked up with {@link editionRules}. */
export interface EditionRules {
  /** Human name, shown e.g. on the "not built yet" page. */
  name: string;
  /** The built app's folder under `apps/`. */
  appDir: string;
  /** Region of the official messages' sender and of prices (docs/product.md §6): `CN` or `EN`. */
  region: 'CN' | 'EN';
  /** Locale used when neither the user nor the browser chose one (docs/product.md §9). */
  defaultLocale: Locale;
  /** The `Entry-Type` this edition's client sends (docs/product.md §7). */
  entryType: EntryType;
  /** The currency of prices (docs/product.md §1): USD on the international site and shop, CNY on the China site and shop. */
  currency: Currency;
  /** How long a toast stays, in ms (docs/product.md §4/§9: 3000, the China-style toast 2000; 0 = sticky). */
  toastMs: number;
  /** Display name of the sender of official messages (docs/product.md §6: depends on the region). */
  officialSender: string;
  /**
   * The password rule of this edition's sign-up and reset forms (docs/product.md §5):
   * `letter-and-digit` (international), `two-kinds` (China and the education
   * accounts it issues: two of letters, digits and special characters).
   * `validateEditionPassword` of ./validation applies it.
   */
  passwordRule: PasswordRule;
}

/** The password rules of docs/product.md §5 (see {@link EditionRules.passwordRule}). */
export type PasswordRule = 'letter-and-digit' | 'two-kinds';

const INTERNATIONAL = {
  region: 'EN',
  defaultLocale: 'en-US',
  currency: 'USD',
  toastMs: TOAST_MS,
  officialSender: 'Makeable Official',
  passwordRule: 'letter-and-digit',
} as const satisfies Partial<EditionRules>;

const CHINA = {
  region: 'CN',
  defaultLocale: 'zh-Hans',
  currency: 'CNY',
  toastMs: TOAST_CN_MS,
  officialSender: 'Makeable 官方',
  passwordRule: 'two-kinds',
} as const satisfies Partial<EditionRules>;

/** The one table of per-edition rules. */
export const EDITION_RULES: Readonly<Record<Edition, EditionRules>> = {
  'main-intl': { ...INTERNATIONAL, name: 'International site', appDir: 'main-intl', entryType: 'main' },
  'main-cn': { ...CHINA, name: 'China site', appDir: 'main-cn', entryType: 'main' },
  edu: { ...CHINA, name: 'Education site', appDir: 'edu', entryType: 'edu' },
  shop: { ...INTERNATIONAL, name: 'Shop', appDir: 'shop', entryType: 'main' },
  'shop-cn': { ...CHINA, name: 'China shop', appDir: 'shop', entryType: 'main' },
};

/** The two shop editions: the same app (`apps/shop`), told apart by host. */
export type ShopEdition = Extract<Edition, 'shop' | 'shop-cn'>;

/**
 * The shop edition of a shop host (docs/architecture.md "Editions and
 * hosts"): `shop-cn` (CN prices in CNY, Chinese, the 2 s toast, WeChat Pay)
 * on a China host (`isChinaHost`: a `.cn` domain, `shop.cn.localhost`
 * locally), else `shop`. The shop app reads it from `location.hostname`
 * before it starts; the server's host map must agree (`parseSiteHosts`
 * refuses a map where it does not), so the server's price region and the
 * app's language and toast always come from one rule.
 * @param host a host name, port allowed, any case.
 */
export function shopEditionOfHost(host: string): ShopEdition {
  return isChinaHost(bareHost(host)) ? 'shop-cn' : 'shop';
}

/**
 * `<meta name>` the server puts in a shop page's head when the page needs no
 * session handoff from its main site (docs/auth.md 'Sessions across hosts'):
 * the request is signed in on the shop host already, or the host shares the
 * main site's session cookie (SESSION_COOKIE_DOMAIN). The shop app then
 * starts at once instead of going through the handoff's redirects.
 */
export const NO_HANDOFF_META = 'aigc-no-session-handoff';

/** True for the two shop editions. */
export function isShopEdition(edition: Edition): edition is ShopEdition {
  return edition === 'shop' || edition === 'shop-cn';
}

/** The rules of one edition. */
export function editionRules(edition: Edition): EditionRules {
  return EDITION_RULES[edition];
}

/** Whether a value names an edition. */
export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}

/** The edition served for hosts missing from the host map (e.g. challenge shortcut hosts like `moon.localhost`). */
export const DEFAULT_EDITION: Edition = 'main-intl';

/** Host name (no port, lower case) → edition. */
export type SiteHosts = Readonly<Record<string, Edition>>;

/** The local host map (docs/architecture.md): used when `SITE_HOSTS` is not set. */
export const DEFAULT_SITE_HOSTS: SiteHosts = {
  localhost: 'main-intl',
  'cn.localhost': 'main-cn',
  'edu.localhost': 'edu',
  'shop.localhost': 'shop',
  'shop.cn.localhost': 'shop-cn',
};

/**
 * Parses a `SITE_HOSTS` setting: comma-separated `host=edition` pairs, e.g.
 * `makeable.app=main-intl,makeable.cn=main-cn,edu.makeable.cn=edu,shop.makeable.app=shop,shop.makeable.cn=shop-cn`.
 * Host names are lower-cased and stripped of a port. Empty or missing → {@link DEFAULT_SITE_HOSTS}.
 * @throws Error naming the bad pair when a pair has no `=`, names an unknown
 * edition, or names a shop edition its host does not have ({@link shopEditionOfHost}:
 * the China shop must be on a China host, the international one must not).
 */
export function parseSiteHosts(setting: string | undefined): SiteHosts {
  if (setting === undefined || setting.trim() === '') return DEFAULT_SITE_HOSTS;
  const map: Record<string, Edition> = {};
  for (const pair of setting.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [host, edition] = pair.split('=').map((s) => s.trim());
    if (!host || !isEdition(edition)) {
      throw new Error(`SITE_HOSTS: "${pair}" is not host=edition (editions: ${EDITIONS.join(', ')})`);
    }
    if (isShopEdition(edition) && shopEditionOfHost(host) !== edition) {
      throw new Error(`SITE_HOSTS: "${pair}": the shop app on ${bareHost(host)} is the ${shopEditionOfHost(host)} edition (a China shop needs a .cn host)`);
    }
    map[bareHost(host)] = edition;
  }
  return map;
}

/** `Cn.LocalHost:3000` → `cn.localhost`; `[::1]:3000` → `[::1]`. */
export function bareHost(host: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '');
}

/**
 * The edition a request is for: an `Entry-Type: edu` header means the
 * education client whatever the host (docs/product.md §7); otherwise the host map
 * decides; hosts not in the map (IP addresses, challenge shortcut hosts)
 * get {@link DEFAULT_EDITION}.
 * @param host the `Host` header (port allowed), or undefined.
 * @param entryType the `Entry-Type` header, or undefined.
 */
export function editionOfRequest(host: string | undefined, entryType: string | undefined, hosts: SiteHosts): Edition {
  if (entryType?.trim().toLowerCase() === 'edu') return 'edu';
  return (host && hosts[bareHost(host)]) || DEFAULT_EDITION;
}

/**
 * The edition whose app is served at a host, or undefined when the host is
 * not in the map (the caller then serves {@link DEFAULT_EDITION}).
 */
export function editionOfHost(host: string | undefined, hosts: SiteHosts): Edition | undefined {
  return host ? hosts[bareHost(host)] : undefined;
}
