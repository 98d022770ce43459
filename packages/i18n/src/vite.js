// Plain JavaScript on purpose: Vite loads config files (and everything they
// import from packages) with Node itself, and Node 20 cannot run TypeScript.
// Types are in vite.d.ts beside this file.
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';

/** Absolute path of the one Lingui config (packages/i18n/lingui.config.ts). */
export const linguiConfigPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * `[babel(lingui macro), react(), lingui()]` — see vite.d.ts for the contract.
 * @param {import('./vite').LinguiVitePluginsOptions} [options]
 * @returns {import('vite').PluginOption[]}
 */
export function linguiVitePlugins(options = {}) {
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  return [
    babel({
      // Production bundles carry messages by id only (the macro's default
      // there): every message is in both compiled catalogs, which the app
      // and the server render load before drawing, and catalog.test.ts
      // fails when one is not. Development and tests keep the English text.
      plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      exclude: /[/\\]node_modules[/\\]/,
    }),
    ...(options.react === false ? [] : [react()]),
    lingui({ configPath: linguiConfigPath }),
  ];
}
