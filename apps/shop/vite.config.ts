import { linguiVitePlugins } from '@aigc/i18n/vite';
import { editionViteConfig } from '@aigc/vite-config';

/**
 * The shop (docs/shop.md): the shared edition build of `@aigc/vite-config`
 * — `vite` on port 5175 proxying `/aigc` and `/__dev` to the API, `dist/`
 * for the server (served on the shop host) — with Lingui's macro and
 * catalog loader.
 */
export default editionViteConfig({ port: 5175, plugins: linguiVitePlugins() });
