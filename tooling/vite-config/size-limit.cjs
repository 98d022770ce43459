// The initial-JS budget of an edition app (docs/architecture.md 'Tests'):
// the JavaScript a visitor downloads before the first screen, read from the
// built index.html — the entry script plus every chunk it modulepreloads;
// lazily loaded routes and locale catalogs are not part of it.
const { readFileSync, existsSync } = require('node:fs');
const { basename, join } = require('node:path');

/**
 * The size-limit entries of the app in `appDir` (its `.size-limit.cjs`
 * passes `__dirname`): one check, '<app> initial JavaScript' ≤ `limit` gzip.
 * @param {string} appDir absolute path of the app (its `dist/` must be built)
 * @param {string} [limit] size-limit's notation; default '150 KB'
 * @returns {{ name: string, path: string[], limit: string, gzip: true }[]}
 * @throws Error when `dist/index.html` is missing (run the build first)
 */
function initialJsBudget(appDir, limit = '150 KB') {
  const app = basename(appDir);
  const dist = join(appDir, 'dist');
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`apps/${app}/dist/index.html is missing: run the build first.`);
  }
  const html = readFileSync(indexHtml, 'utf8');
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
    ),
  ].map((m) => join(dist, m[1].replace(/^\//, '')));
  return [{ name: `${app} initial JavaScript`, path: files, limit, gzip: true }];
}

module.exports = { initialJsBudget };
