// Budget for the JavaScript a visitor downloads before the first screen
// (≤ 150 KB gzip, docs/architecture.md 'Tests'). The initial set is read from the built
// index.html: the entry script plus every chunk it modulepreloads; lazily
// loaded routes and locale catalogs are not part of it.
const { readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  throw new Error('apps/main-intl/dist/index.html is missing: run the build first.');
}
const html = readFileSync(indexHtml, 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)]
  .map((m) => join(dist, m[1].replace(/^\//, '')));

module.exports = [
  {
    name: 'main-intl initial JavaScript',
    path: files,
    limit: '150 KB',
    gzip: true,
  },
];
