import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, detectLocale, i18n, I18nProvider, LOCALE_STORAGE_KEY, useLocale } from './index';

/** The value of the locale cookie in this document, or undefined. */
function localeCookie(): string | undefined {
  return document.cookie.split('; ').find((c) => c.startsWith('locale='))?.slice('locale='.length);
}

afterEach(async () => {
  localStorage.clear();
  document.cookie = 'locale=; path=/; max-age=0';
  vi.restoreAllMocks();
  await activateLocale('en-US', { persist: false });
});

function LocaleProbe() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => void setLocale(locale === 'en-US' ? 'zh-Hans' : 'en-US')}>
      {locale}
    </button>
  );
}

describe('activateLocale', () => {
  it('loads the catalog, activates it, sets <html lang> and saves the choice', async () => {
    await activateLocale('zh-Hans');
    expect(i18n.locale).toBe('zh-Hans');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-Hans');
    // …and tells the server, whose drawn pages follow it.
    expect(localeCookie()).toBe('zh-Hans');
  });

  it('does not save when persist is false', async () => {
    await activateLocale('zh-Hans', { persist: false });
    expect(i18n.locale).toBe('zh-Hans');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(localeCookie()).toBeUndefined();
  });
});

describe('detectLocale (docs/product.md §9 in the browser)', () => {
  it('prefers the saved locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-Hans');
    expect(detectLocale()).toBe('zh-Hans');
  });

  it('falls back to the browser languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN', 'en']);
    expect(detectLocale()).toBe('zh-Hans');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(detectLocale()).toBe('en-US');
  });

  it('forces zh-Hans on the product domain', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    expect(detectLocale({ forcedDomains: [window.location.hostname] })).toBe('zh-Hans');
  });

  it("ends on the edition's default locale", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(detectLocale({ defaultLocale: 'zh-Hans' })).toBe('zh-Hans');
  });
});

describe('useLocale', () => {
  it('re-renders on a locale change and switches through the setter', async () => {
    render(
      <I18nProvider>
        <LocaleProbe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('en-US');
    await act(async () => {
      screen.getByRole('button').click();
      await vi.waitFor(() => expect(i18n.locale).toBe('zh-Hans'));
    });
    expect(screen.getByRole('button')).toHaveTextContent('zh-Hans');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-Hans');
  });
});
