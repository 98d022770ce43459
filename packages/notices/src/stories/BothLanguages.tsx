import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { loadCatalog, LOCALES, type Locale } from '@aigc/i18n';

/** A Lingui instance per locale with its compiled catalog, loaded once for all stories. */
let instances: Promise<Record<Locale, I18n>> | null = null;
function loadInstances() {
  instances ??= Promise.all(
    LOCALES.map(async (locale) => [locale, setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } })] as const),
  ).then((pairs) => Object.fromEntries(pairs) as Record<Locale, I18n>);
  return instances;
}

/**
 * Renders `children` once per locale (en-US, zh-Hans) side by side, each inside
 * its own Lingui instance, so a story shows both languages at once whatever
 * the toolbar says.
 */
export function BothLanguages({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState<Record<Locale, I18n> | null>(null);
  useEffect(() => {
    void loadInstances().then(setLoaded);
  }, []);
  if (!loaded) return null;
  return (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))' }}>
      {LOCALES.map((locale) => (
        <section key={locale} lang={locale} aria-label={locale} style={{ maxWidth: '25rem' }}>
          <h2 style={{ font: 'inherit', fontSize: '0.75rem', opacity: 0.6, margin: '0 0 0.5rem' }}>{locale}</h2>
          <I18nProvider i18n={loaded[locale]}>{children}</I18nProvider>
        </section>
      ))}
    </div>
  );
}
