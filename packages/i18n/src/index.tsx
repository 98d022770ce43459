/**
 * @aigc/i18n: the one Lingui setup of the product (docs/architecture.md "Strings").
 *
 * Write strings with the Lingui macros (`<Trans>`, `useLingui().t`) in
 * English; this package owns the `i18n` instance, the locale choice of docs/product.md §9
 * and the on-demand loading of each locale's compiled catalog.
 */
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { I18nProvider as LinguiI18nProvider } from '@lingui/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { choiceCookie, chooseLocale, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@aigc/domain';
import type { Locale } from '@aigc/domain';

export { i18n };
export type { Locale };
export { LOCALES, LOCALE_STORAGE_KEY, localeHeaderValue } from '@aigc/domain';

/** Each locale's compiled catalog, a separate chunk loaded on demand. */
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('./locales/en-US/messages'),
  'zh-Hans': () => import('./locales/zh-Hans/messages'),
};

function readSavedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (privacy mode): behave as if nothing is saved
  }
}

/**
 * Tells the server the chosen locale (the {@link LOCALE_COOKIE} cookie,
 * `choiceCookie`: the whole site, a year), so the pages it draws are in that
 * language (docs/architecture.md "Server rendering"). Does nothing outside
 * a browser.
 */
function sendChoiceToServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = choiceCookie(LOCALE_COOKIE, locale);
}

/** How an edition starts its locale choice (docs/product.md §9). */
export interface LocaleOptions {
  /** The product's own domains that force zh-Hans. */
  forcedDomains?: readonly string[];
  /** The edition's default locale, when host, saved choice and browser languages do not decide. Default en-US. */
  defaultLocale?: Locale;
}

/**
 * The locale to start with, from the page's host, the saved choice, the
 * browser languages and the edition's default (docs/product.md §9, via `chooseLocale`
 * of @aigc/domain). Outside a browser it returns the edition's default.
 */
export function detectLocale({ forcedDomains, defaultLocale }: LocaleOptions = {}): Locale {
  if (typeof window === 'undefined') return defaultLocale ?? DEFAULT_LOCALE;
  const nav = window.navigator;
  return chooseLocale({
    hostname: window.location.hostname,
    saved: readSavedLocale(),
    browserLanguages: nav.languages?.length ? nav.languages : [nav.language].filter(Boolean),
    forcedDomains,
    defaultLocale,
  });
}

/**
 * The compiled catalog of `locale` (a lazy chunk), without activating it: for
 * a second Lingui instance beside the shared one, e.g. a story that shows a
 * component in both languages at once. Rejects when the chunk cannot be fetched.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await catalogLoaders[locale]()).messages;
}

/** Options of {@link activateLocale}. */
export interface ActivateOptions {
  /** Save the choice under `locale` in local storage (docs/product.md §3) and in the locale cookie for the server. Default true. */
  persist?: boolean;
}

/**
 * Load `locale`'s compiled catalog (a lazy chunk) and make it the active
 * locale of {@link i18n}; also sets `<html lang>`, and with `persist` saves
 * the choice (local storage and the locale cookie). Resolves once the texts
 * have switched. Rejects only when the catalog chunk cannot be fetched.
 */
export async function activateLocale(locale: Locale, options: ActivateOptions = {}): Promise<void> {
  const { messages } = await catalogLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (options.persist ?? true) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    sendChoiceToServer(locale);
  }
}

let starting: Promise<Locale> | null = null;

/**
 * Detect the locale (docs/product.md §9) and activate it, once; later calls return the
 * same promise, which never rejects: if the catalog cannot be loaded, en-US
 * is activated (its catalog, or none when that fails too: then development
 * builds show their inline English and production builds the messages' ids). Does not save
 * the detected locale: only a user's choice is saved; a choice saved before
 * the server read the locale cookie is sent to it now. Call before the first
 * render, or let {@link I18nProvider} do it.
 */
export function initI18n(options: LocaleOptions = {}): Promise<Locale> {
  starting ??= (async () => {
    const saved = readSavedLocale();
    if (isLocale(saved)) sendChoiceToServer(saved);
    const locale = detectLocale(options);
    try {
      await activateLocale(locale, { persist: false });
      return locale;
    } catch {
      // The catalog chunk could not be fetched (offline, a deploy in between): English, from its own catalog
      // when that one loads (production bundles carry messages by id only), else with no catalog at all.
      await activateLocale(DEFAULT_LOCALE, { persist: false }).catch(() =>
        i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} }),
      );
      return DEFAULT_LOCALE;
    }
  })();
  return starting;
}

/** The active locale; en-US until one is activated. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

/**
 * The active locale and a setter that loads, activates and saves another one
 * (docs/product.md §9). Re-renders when the locale changes.
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  const setLocale = useCallback((next: Locale) => activateLocale(next), []);
  return { locale, setLocale };
}

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  children: ReactNode;
  /** The product's own domains that force zh-Hans (docs/product.md §9). */
  forcedDomains?: readonly string[];
}

/**
 * Lingui's provider bound to the shared {@link i18n} instance. When no locale
 * is active yet it starts {@link initI18n} and renders nothing until the
 * catalog has loaded (so no English flash on a Chinese page).
 */
export function I18nProvider({ children, forcedDomains }: I18nProviderProps): ReactNode {
  useEffect(() => {
    if (!i18n.locale) void initI18n({ forcedDomains });
  }, [forcedDomains]);
  return <LinguiI18nProvider i18n={i18n}>{children}</LinguiI18nProvider>;
}
