/** Locale choice and locale header values (docs/product.md §3, §9). */

/** The two text languages: en-US is the source, zh-Hans the translation (docs/product.md §9). */
export type Locale = 'en-US' | 'zh-Hans';

/** Every supported locale, source first. */
export const LOCALES: readonly Locale[] = ['en-US', 'zh-Hans'];

/** The source locale and the fallback (docs/product.md §9). */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Local-storage key under which the chosen locale is saved (docs/product.md §3, §9). */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The cookie that carries the chosen locale to the server (docs/product.md §9):
 * written by the browser whenever it saves the choice under
 * {@link LOCALE_STORAGE_KEY}, so a page drawn by the server
 * (docs/architecture.md "Server rendering") is in the language the browser
 * will choose ({@link pageLocale}). Its value is a {@link Locale}.
 */
export const LOCALE_COOKIE = 'locale';

/** Region/language value of each locale as docs/product.md writes it (docs/product.md §3: "CN,zh-Hans" and "US,en"). */
export const LOCALE_HEADER_VALUES: Readonly<Record<Locale, string>> = {
  'zh-Hans': 'CN,zh-Hans',
  'en-US': 'US,en',
};

/** The product's header value for a locale ("CN,zh-Hans" | "US,en"). */
export function localeHeaderValue(locale: Locale): string {
  return LOCALE_HEADER_VALUES[locale];
}

/** True when `value` is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return value === 'en-US' || value === 'zh-Hans';
}

/**
 * Host-name suffixes that force Chinese (docs/product.md §9: "a Chinese country domain or
 * the product's own domain"). `.cn` is the country domain; `cn.localhost` is how
 * the China edition is served locally (docs/architecture.md). The product's own
 * production domain is not named in docs/product.md: pass it as `forcedDomains`.
 */
export const ZH_FORCED_HOST_SUFFIXES: readonly string[] = ['.cn', 'cn.localhost'];

/** Input of {@link chooseLocale}. */
export interface ChooseLocaleInput {
  /** `location.hostname`, e.g. "www.example.cn". */
  hostname: string;
  /** Value saved under {@link LOCALE_STORAGE_KEY}, or null. Unknown values are ignored. */
  saved: string | null | undefined;
  /** `navigator.languages` (or `[navigator.language]`). */
  browserLanguages: readonly string[];
  /** Extra host suffixes that force zh-Hans (the product's own domain). */
  forcedDomains?: readonly string[];
  /** The edition's default locale, when nothing above decides (docs/product.md §1: China edition zh-Hans, international en-US). Default {@link DEFAULT_LOCALE}. */
  defaultLocale?: Locale;
}

function hostMatches(hostname: string, suffix: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const bare = suffix.toLowerCase().replace(/^\./, '');
  return host === bare || host.endsWith(`.${bare}`);
}

/**
 * True for a host on the Chinese country domain or the local China hosts
 * ({@link ZH_FORCED_HOST_SUFFIXES}: `*.cn`, `cn.localhost`, `shop.cn.localhost`):
 * such a host forces Chinese, and a shop on it is the China shop
 * (`shopEditionOfHost`, docs/architecture.md "Editions and hosts").
 * @param hostname a host name without port, any case.
 */
export function isChinaHost(hostname: string): boolean {
  return ZH_FORCED_HOST_SUFFIXES.some((suffix) => hostMatches(hostname, suffix));
}

/**
 * Choose the text locale (docs/product.md §9): a host on a Chinese country domain or
 * the product's own domain forces zh-Hans; otherwise the saved locale;
 * otherwise zh-Hans when any browser language contains "zh"; else the
 * edition's default locale (en-US unless given).
 */
export function chooseLocale(input: ChooseLocaleInput): Locale {
  const forced = [...ZH_FORCED_HOST_SUFFIXES, ...(input.forcedDomains ?? [])];
  if (forced.some((suffix) => hostMatches(input.hostname, suffix))) return 'zh-Hans';
  if (isLocale(input.saved)) return input.saved;
  if (input.browserLanguages.some((lang) => lang.toLowerCase().includes('zh'))) return 'zh-Hans';
  return input.defaultLocale ?? DEFAULT_LOCALE;
}

/** Input of {@link requestLocale}. */
export interface RequestLocaleInput {
  /** The request's `accept-language` header ('CN,zh-Hans' | 'US,en' from our clients; a browser's own list otherwise), or undefined. */
  acceptLanguage: string | undefined;
  /** The request's host name without port, e.g. "cn.localhost". */
  hostname: string;
  /** The request edition's default locale (`editionRules(edition).defaultLocale`). */
  defaultLocale: Locale;
}

/**
 * The language the server answers official text in (docs/product.md §9):
 * a China host forces zh-Hans (as {@link chooseLocale} does in the browser);
 * otherwise the first language of `accept-language` that is Chinese (any
 * `zh…` tag) or English (`en…`) decides; otherwise the edition's default.
 * Our clients send {@link localeHeaderValue} of the active locale, so the
 * server answers in the language on the user's screen.
 */
export function requestLocale(input: RequestLocaleInput): Locale {
  if (isChinaHost(input.hostname)) return 'zh-Hans';
  for (const part of (input.acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-Hans';
    if (tag.startsWith('en')) return 'en-US';
  }
  return input.defaultLocale;
}

/** Input of {@link pageLocale}. */
export interface PageLocaleInput {
  /** The request's host name without port, e.g. "edu.localhost". */
  hostname: string;
  /** The {@link LOCALE_COOKIE} value, or undefined. Unknown values are ignored. */
  saved: string | undefined;
  /** The request's `accept-language` header (the browser's languages, in its order), or undefined. */
  acceptLanguage: string | undefined;
  /** The edition's default locale (`editionRules(edition).defaultLocale`). */
  defaultLocale: Locale;
}

/**
 * The language a page is drawn in on the server: the one the browser will
 * choose for it ({@link chooseLocale}: a China host, then the saved choice,
 * sent as the {@link LOCALE_COOKIE} cookie, then any Chinese language among
 * the browser's, then the edition's default), reading the browser's
 * languages from `accept-language` (tags in order, weights ignored). A page
 * drawn in another language than the browser's choice would be drawn again
 * by the browser, so this differs on purpose from {@link requestLocale},
 * which answers API calls in the first language of the header.
 */
export function pageLocale(input: PageLocaleInput): Locale {
  const browserLanguages = (input.acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return chooseLocale({ hostname: input.hostname, saved: input.saved, browserLanguages, defaultLocale: input.defaultLocale });
}

/** A text the product itself writes (official content: model descriptions, seeded challenges) in both languages. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** The text of `localized` in `locale`, the English source when the translation is empty. */
export function textIn(localized: LocalizedText, locale: Locale): string {
  return localized[locale] || localized[DEFAULT_LOCALE];
}
