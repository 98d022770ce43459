import type { StorybookConfig } from '@storybook/react-vite';
import { linguiVitePlugins } from '@aigc/i18n/vite';

/** Storybook for @aigc/notices: the Lingui macro is compiled as in the apps. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: linguiVitePlugins() });
  },
};

export default config;
