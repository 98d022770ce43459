import { defineConfig } from 'vite';
import { linguiVitePlugins } from '@aigc/i18n/vite';

const apiPort = process.env.API_PORT ?? '3100';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * The international edition (docs/product.md §2). Lingui's macro runs through Babel
 * before React's transform and the catalog loader after it
 * (`linguiVitePlugins()`); `/aigc` and `/__dev` go to the API server in
 * development (`API_PORT`, default 3100). The build lands in `dist/`, which the
 * server serves in production.
 */
export default defineConfig({
  plugins: linguiVitePlugins(),
  server: {
    port: 5173,
    proxy: {
      '/aigc': { target: apiTarget, changeOrigin: false },
      '/__dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/aigc': { target: apiTarget, changeOrigin: false },
      '/__dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first screen statically needs in one chunk: left to
        // its heuristics, rolldown splits shared modules (react, the store,
        // the router) into extra initial chunks whenever a lazy chunk also
        // uses them, which costs gzip size against the initial-JS budget.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
