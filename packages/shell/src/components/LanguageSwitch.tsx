import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALES } from '@aigc/domain';
import type { Locale } from '@aigc/domain';
import { useLocale } from '@aigc/i18n';

/** Each locale's name, written in that language (so anyone can find their own). */
const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'zh-Hans': '简体中文',
};

/**
 * The footer's language switch (docs/product.md §9): English / 简体中文. Choosing one
 * loads its catalog, activates it and saves it under `locale`.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  return (
    <label className="app-lang">
      <span className="app-lang__icon" aria-hidden="true">
        文A
      </span>
      <select
        className="app-lang__select"
        aria-label={t`Language`}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void setLocale(next);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
