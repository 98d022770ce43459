// Plain JavaScript on purpose: Vite loads config files (and the workspace
// packages they import) with Node itself. Types are in index.d.ts.
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

/**
 * Text files of the build also written gzip- and Brotli-compressed
 * (`<file>.gz`, `<file>.br`, at their best levels: this runs once per build,
 * not per request). The server sends them as they are to a browser that
 * accepts the encoding (docs/architecture.md 'Editions and hosts', caching and compression).
 */
function precompressed() {
  return compression({
    include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('gzip', { level: 9 }),
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
    logLevel: 'silent',
  });
}

/**
 * The Vite config of an edition app (see index.d.ts): dev server on `port`,
 * `/aigc` and `/__dev` proxied to the API on `API_PORT` (default 3100) in
 * `vite` and `vite preview`, and a production build in `dist/` with the
 * first screen's JavaScript in one chunk and its text files precompressed
 * (`.gz`, `.br` beside each); `vite build --ssr` builds the server render
 * without the precompressed copies.
 * @param {import('./index').EditionViteOptions} options
 * @returns {import('vite').UserConfig}
 */
export function editionViteConfig({ port, plugins, apiPort = process.env.API_PORT ?? '3100' }) {
  const apiTarget = `http://127.0.0.1:${apiPort}`;
  const proxy = {
    '/aigc': { target: apiTarget, changeOrigin: false },
    '/__dev': { target: apiTarget, changeOrigin: false },
  };
  return defineConfig(({ isSsrBuild }) => ({
    // The server render's build (`vite build --ssr`, docs/architecture.md "Server rendering") is read by the
    // server from disk, never sent: no precompressed copies.
    plugins: isSsrBuild ? plugins : [...plugins, precompressed()],
    server: { port, proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // dist/.vite/manifest.json: which stylesheets each page's chunk needs, linked in server-drawn pages
      // (docs/architecture.md "Server rendering"); the server never serves dot-folders.
      manifest: !isSsrBuild,
      // dist/.vite/ssr-manifest.json: the client chunk each module ended up in, for a page module that shares a
      // chunk with others (the manifest keys only entries and lazily loaded chunks of their own).
      ssrManifest: !isSsrBuild,
      // No modulepreload polyfill: every browser of the es2022 target but
      // Safari 16 preloads modules natively, and there the polyfill would only
      // start fetches earlier; its bytes sit in the entry (initial-JS budget).
      modulePreload: { polyfill: false },
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
  }));
}
