import { linguiVitePlugins } from '@aigc/i18n/vite';
import { editionViteConfig } from '@aigc/vite-config';

/**
 * The China edition (docs/product.md §1 'Editions'): the shared edition build of
 * `@aigc/vite-config` — `vite` on port 5174 proxying `/aigc` and `/__dev` to
 * the API (`API_PORT`, default 3100), `dist/` for the server (served on
 * `cn.localhost`) — with Lingui's macro and catalog loader.
 */
export default editionViteConfig({ port: 5174, plugins: linguiVitePlugins() });
