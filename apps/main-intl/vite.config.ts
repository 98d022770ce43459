import { linguiVitePlugins } from '@aigc/i18n/vite';
import { editionViteConfig } from '@aigc/vite-config';

/**
 * The international edition (docs/product.md §2): the shared edition build of
 * `@aigc/vite-config` — `vite` on port 5173 proxying `/aigc` and `/__dev` to
 * the API (`API_PORT`, default 3100), `dist/` for the server — with
 * Lingui's macro and catalog loader (`linguiVitePlugins()`).
 */
export default editionViteConfig({ port: 5173, plugins: linguiVitePlugins() });
