import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { activateLocale, I18nProvider } from '@aigc/i18n';
import type { Locale } from '@aigc/i18n';
import '../src/styles.css';

/**
 * Toolbar switches: theme (system = follow prefers-color-scheme, or force
 * light/dark; the same tokens) and locale (en-US /
 * zh-Hans catalogs). Every story renders inside the i18n provider.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Text language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English' },
          { value: 'zh-Hans', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  loaders: [
    async ({ globals }) => {
      await activateLocale((globals.locale as Locale | undefined) ?? 'en-US', { persist: false });
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      const g = context.globals.theme as string | undefined;
      const theme = g === 'dark' || g === 'light' ? g : 'system';
      return (
        <ThemeRoot theme={theme}>
          <I18nProvider>
            <Story />
          </I18nProvider>
        </ThemeRoot>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

function ThemeRoot({ theme, children }: { theme: 'light' | 'dark' | 'system'; children: React.ReactNode }) {
  useEffect(() => {
    // 'system' = no data-theme: the tokens follow prefers-color-scheme.
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <>{children}</>;
}

export default preview;
