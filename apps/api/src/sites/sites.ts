import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { DEFAULT_EDITION, editionOfHost, editionOfRequest, editionRules, type Edition, type SiteHosts } from '@aigc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the server adds to an edition's `index.html` for one request (see `registerSites`' `headFor`). */
export interface PageMarkup {
  /** Inserted before `</head>`. */
  head: string;
  /**
   * The server-drawn first screen, put inside the empty `<div id="root"></div>`,
   * which is marked `data-drawn="server"` (the app hydrates it); absent or
   * null: none.
   */
  root?: string | null;
  /** Attributes set on `<html>` with a drawn `root` (e.g. `lang`, `data-layout`), replacing the page's own of the same name. */
  htmlAttributes?: Record<string, string> | null;
}

/** Where the built app of each edition lives, and whether it is there. */
export interface SiteDirs {
  /** `<webRoot>/<appDir>/dist` when it holds an `index.html`, else undefined (not built, or no such app yet). */
  dist: Readonly<Record<Edition, string | undefined>>;
}

/**
 * Finds each edition's built app under `webRoot` (`<webRoot>/<appDir>/dist`
 * with an `index.html`). Looked up per request, so an app built while the
 * server runs is served without a restart.
 */
export function siteDist(webRoot: string, edition: Edition): string | undefined {
  const dist = resolve(webRoot, editionRules(edition).appDir, 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}

/** Escapes text for an HTML page. */
function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page a host answers while its edition's app is not built (HTTP 503):
 * it names the edition and the command that builds it, and never serves
 * another edition's app in its place.
 */
export function notBuiltPage(edition: Edition, host: string): string {
  const { name, appDir } = editionRules(edition);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(name)} is not built yet</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1d1d1f}code{background:#f2f2f4;padding:.1em .3em;border-radius:4px}</style>
</head><body>
<h1>${html(name)} is not built yet</h1>
<p><code>${html(host)}</code> serves the ${html(name)} (<code>apps/${html(appDir)}</code>), and its built app is not there.</p>
<p>Run <code>npm start</code>, which builds every app that exists, or <code>pnpm --filter ./apps/${html(appDir)} build</code> when the app exists.</p>
</body></html>`;
}

/** True for the server's own paths, which never fall back to an app. */
function isServerPath(path: string, apiPrefix: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`) || path.startsWith('/__dev');
}

/**
 * Decorates every request with its edition (`request.edition`: `Entry-Type:
 * edu` first, then the host map, else the international site) and, when
 * `webRoot` is set, serves each edition's built app by the request's host:
 * an existing file of `<webRoot>/<app>/dist`, else its `index.html` for app
 * routes (SPA fallback, GET/HEAD only), or the "not built yet" page (503)
 * when that app is missing. Hashed build files are cached for a year
 * (`immutable`), the rest `no-cache` with an ETag; a precompressed `.br` /
 * `.gz` beside a file is sent when the browser accepts that encoding. Hosts not in the map (e.g. a challenge shortcut
 * host `moon.localhost`) get the international site.
 *
 * Must be registered last: it owns the not-found handler. Server paths
 * (`apiPrefix`, `/__dev`) and other methods get the 404 envelope `{ code:
 * 404, msg: 'Not found', data: null }`.
 */
export async function registerSites(
  app: FastifyInstance,
  options: {
    webRoot: string | undefined;
    siteHosts: SiteHosts;
    apiPrefix: string;
    notFound: (reply: FastifyReply) => unknown;
    /**
     * Extra markup for an app route of `edition` at `path`, or null:
     * `head`, inserted before `</head>` (e.g. the preload of the page's LCP
     * image, the first screen's data), and `root`, the server-drawn first
     * screen put inside `<div id="root">` (docs/architecture.md "Server
     * rendering"); `request` gives the query and cookies. When given,
     * `index.html` is sent with them, `no-cache` with an ETag of the page
     * sent and `Vary: Cookie, Accept-Language` (the markup may depend on the
     * session and on the language). Errors are logged and the plain page is sent.
     */
    headFor?: (edition: Edition, path: string, request: FastifyRequest) => Promise<PageMarkup | null>;
  },
): Promise<void> {
  const { webRoot, siteHosts, apiPrefix, headFor } = options;
  app.decorateRequest('edition', DEFAULT_EDITION);
  app.addHook('onRequest', async (request) => {
    const entryType = request.headers['entry-type'];
    request.edition = editionOfRequest(request.headers.host, Array.isArray(entryType) ? entryType[0] : entryType, siteHosts);
  });

  if (webRoot) {
    // Files are sent with @fastify/static's sendFile from the edition's own dist (its `send` guards the path);
    // `preCompressed` sends the build's `<file>.br` / `<file>.gz` to a browser that accepts them.
    await app.register(fastifyStatic, { root: webRoot, serve: false, preCompressed: true });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!webRoot || !isPage || isServerPath(path, apiPrefix)) return options.notFound(reply);
    const edition = editionOfHost(request.headers.host, siteHosts) ?? DEFAULT_EDITION;
    const dist = siteDist(webRoot, edition);
    if (!dist) {
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(edition, request.headers.host ?? ''));
    }
    const file = fileIn(dist, path) ?? 'index.html';
    if (isHashedAsset(file)) return reply.sendFile(file, dist, { maxAge: HASHED_ASSET_MAX_AGE_MS, immutable: true });
    const markup = file === 'index.html' && headFor ? await headFor(edition, path, request).catch((err: unknown) => {
      request.log.warn({ err, path }, 'sites: no first-screen head for this page');
      return null;
    }) : null;
    if (markup) return sendPageWithHead(request, reply, join(dist, 'index.html'), markup);
    return reply.header('cache-control', 'no-cache').sendFile(file, dist, { cacheControl: false });
  });
}

/** `index.html` of each dist, read once per modification time. */
const pageCache = new Map<string, { mtimeMs: number; html: string }>();

/** Pages with a head kept compressed, by ETag and encoding (a page changes when its head does, e.g. with the feed). */
const compressedPages = new Map<string, Buffer>();
/** Compressed pages kept at most; the oldest go first. */
const COMPRESSED_PAGES_MAX = 64;
/** Pages smaller than this (bytes) are sent as they are, like @fastify/compress's threshold. */
const COMPRESS_MIN_BYTES = 1024;

/** `body` compressed with `encoding`, made once per ETag (Brotli at quality 5: a 20 KB page in about a millisecond). */
function compressedPage(etag: string, encoding: 'br' | 'gzip', body: string): Buffer {
  const key = `${etag}\u0000${encoding}`;
  let bytes = compressedPages.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body);
    if (compressedPages.size >= COMPRESSED_PAGES_MAX) compressedPages.delete(compressedPages.keys().next().value!);
    compressedPages.set(key, bytes);
  }
  return bytes;
}

/** The root element every edition's `index.html` has, empty, for the app to draw into. */
const ROOT_OPEN = '<div id="root">';
const EMPTY_ROOT = `${ROOT_OPEN}</div>`;
/** The root element holding a first screen the server drew (the shell's `startEdition` hydrates such a root). */
const DRAWN_ROOT_OPEN = '<div id="root" data-drawn="server">';

/**
 * Sends the app's `index.html` at `file` with `markup.head` inserted before
 * `</head>` and `markup.root` inside its empty root element: `no-cache`, ETag of the bytes, `Vary: Accept-Encoding, Cookie, Accept-Language`,
 * 304 on a match; Brotli or gzip when the browser accepts it (the not-found
 * handler is not a route, so @fastify/compress does not see it).
 */
function sendPageWithHead(request: FastifyRequest, reply: FastifyReply, file: string, { head, root, htmlAttributes }: PageMarkup) {
  const mtimeMs = statSync(file).mtimeMs;
  let cached = pageCache.get(file);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    pageCache.set(file, cached);
  }
  const at = cached.html.indexOf('</head>');
  let body = at < 0 ? cached.html : cached.html.slice(0, at) + head + cached.html.slice(at);
  const rootAt = root ? body.indexOf(EMPTY_ROOT) : -1;
  if (rootAt >= 0) {
    // Marked, so the app hydrates it rather than drawing the page afresh (docs/architecture.md "Server rendering").
    body = `${body.slice(0, rootAt)}${DRAWN_ROOT_OPEN}${root}</div>${body.slice(rootAt + EMPTY_ROOT.length)}`;
    if (htmlAttributes) body = withHtmlAttributes(body, htmlAttributes);
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Accept-Encoding, Cookie, Accept-Language');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  reply.type('text/html; charset=utf-8');
  const encoding = body.length >= COMPRESS_MIN_BYTES ? negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'] as const) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressedPage(etag, encoding, body));
}

/** `page` with `attributes` set on its `<html>` tag (values HTML-escaped), replacing those of the same name. */
function withHtmlAttributes(page: string, attributes: Record<string, string>): string {
  return page.replace(/<html\b([^>]*)>/i, (_tag, own: string) => {
    const kept = own.replace(/\s([\w-]+)(?:="[^"]*")?/g, (attr: string, name: string) => (name.toLowerCase() in attributes ? '' : attr));
    const added = Object.entries(attributes).map(([name, value]) => ` ${name}="${html(value)}"`).join('');
    return `<html${kept}${added}>`;
  });
}

/** How long a browser or CDN keeps a hashed build file: one year, in ms (its name changes when its bytes do). */
export const HASHED_ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * True for a build file whose name carries its content hash: Vite writes
 * them under `assets/` (`assets/index-B_UNz8O6.js`). Those are cached for a
 * year as `immutable`; everything else (`index.html` for every app route,
 * `favicon.svg`…) is sent `no-cache`, i.e. revalidated with its ETag.
 */
export function isHashedAsset(relativePath: string): boolean {
  return /^assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i.test(relativePath);
}

/** The path of an existing file of `dist` named by a URL path, relative to `dist`, or undefined. */
function fileIn(dist: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, '');
  // Dot-folders and dot-files (the build's `.vite/manifest.json`) are the build's own, never sent.
  if (relative === '' || relative.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const full = resolve(dist, relative);
  if (!full.startsWith(dist + sep)) return undefined;
  try {
    return statSync(full).isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}
