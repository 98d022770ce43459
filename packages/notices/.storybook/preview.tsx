import type { Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { activateLocale, I18nProvider } from '@aigc/i18n';
import type { Locale } from '@aigc/i18n';
import { createAppStore } from '@aigc/store';
import '@aigc/ui/styles.css';

/**
 * Every story renders inside a fresh app store (the follow-back button and the
 * panel use its hooks; the panel's calls are answered by the story's own fetch
 * stub), a memory router (the rows are links) and the i18n provider. The
 * toolbar switches the locale (en-US / zh-Hans) of the stories that show one
 * language; the per-type stories show both side by side.
 */
const preview: Preview = {
  globalTypes: {
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
  initialGlobals: { locale: 'en-US' },
  loaders: [
    async ({ globals }) => {
      await activateLocale((globals.locale as Locale | undefined) ?? 'en-US', { persist: false });
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <Providers>
        <Story />
      </Providers>
    ),
  ],
  parameters: { layout: 'padded', controls: { expanded: true } },
};

function Providers({ children }: { children: React.ReactNode }) {
  const store = useMemo(() => createAppStore({ entryType: 'main' }), []);
  return (
    <Provider store={store}>
      <MemoryRouter>
        <I18nProvider>{children}</I18nProvider>
      </MemoryRouter>
    </Provider>
  );
}

export default preview;
