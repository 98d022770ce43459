import { linguiVitePlugins } from '@aigc/i18n/vite';
import { editionViteConfig } from '@aigc/vite-config';

/**
 * The education edition (docs/edu.md, docs/architecture.md 'Editions and
 * hosts'): the shared edition build of `@aigc/vite-config` — `vite` on port
 * 5176 proxying `/aigc` and `/__dev` to the API, `dist/` for the server
 * (served on `edu.localhost`) — with Lingui's macro and catalog loader.
 */
export default editionViteConfig({ port: 5176, plugins: linguiVitePlugins() });
