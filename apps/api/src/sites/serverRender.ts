import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { editionRules, type Edition, type Locale } from '@aigc/domain';

/**
 * What an edition's server render takes (the `render` export of
 * `<webRoot>/<appDir>/dist-server/server.js`, built by `vite build --ssr`;
 * docs/architecture.md "Server rendering"). The shapes here are the ones
 * `@aigc/shell/server` defines for that export, written out because the
 * server imports the built module, not the React packages.
 */
export interface ServerRenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The language the page is drawn in. */
  locale: Locale;
  /** The first-screen data the page carries, parsed (`FirstScreenData`). */
  data: unknown;
  /** The request's `User-Agent` (the render picks the mobile or desktop layout by it). */
  userAgent: string;
}

/** What an edition's render returns for a page it draws. */
interface RenderedPage {
  root: string;
  htmlAttributes: Record<string, string>;
  /** The landed route's page module, from the repository root (`packages/community/src/pages/feeds.ts`). */
  pageSource?: string;
}

/**
 * A drawn page: the markup inside `#root`, attributes for `<html>` (`lang`,
 * `data-layout`), and `stylesheets`, the hrefs of the page chunk's
 * stylesheets that `index.html` does not link already (the browser would
 * load them with the chunk; linked in the head, the drawn page is styled
 * from its first paint).
 */
export interface ServerRenderResult {
  root: string;
  htmlAttributes: Record<string, string>;
  stylesheets: string[];
}

type RenderModule = { render: (input: ServerRenderInput) => Promise<RenderedPage | null> };

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The stylesheets (`/`-rooted hrefs) of the manifest chunk of `pageSource`
 * (a path from the repository root; manifest keys are relative to the app)
 * and of the chunks it imports statically, less those of the entry chunks
 * (which `index.html` links). Empty when the module is not in the manifest.
 */
export function pageStylesheets(manifest: Record<string, ManifestChunk>, pageSource: string): string[] {
  const cssOf = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return css;
  };
  const page = Object.keys(manifest).find((key) => key === pageSource || key.endsWith(`/${pageSource}`));
  if (!page) return [];
  const linked = cssOf(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return [...cssOf([page])].filter((file) => !linked.has(file)).map((file) => `/${file}`);
}

/** How long a drawn first screen is reused for the same page and data, in ms (it shows relative times such as "3 min ago"). */
export const SERVER_RENDER_TTL_MS = 60_000;
/** Drawn first screens kept at most; the oldest go first. */
const DRAWN_MAX = 64;

/**
 * The server render of the editions under `webRoot`: `draw(edition, url,
 * locale, userAgent, dataJson)` resolves to the drawn page (the markup that
 * goes inside `#root` and the `<html>` attributes), or null when the edition has no server render built (`dist-server/server.js`
 * missing) or its render declines the page. The module is imported once
 * (a rebuilt server render is picked up at the next start). A page
 * drawn for the same edition, URL, locale, user agent and data text is reused for
 * {@link SERVER_RENDER_TTL_MS}: the data changes whenever a write
 * invalidates the feed it comes from, so a cached page never shows an old
 * feed. Rejects when the module cannot be imported or the render throws
 * (the caller sends the page without it).
 */
export function serverRenderer(webRoot: string, now: () => number = Date.now) {
  const modules = new Map<string, Promise<RenderModule>>();
  const manifests = new Map<string, { mtimeMs: number; manifest: Record<string, ManifestChunk> }>();

  /** The client build's manifest of `edition`, read once per modification time; empty when there is none. */
  function manifestOf(edition: Edition): Record<string, ManifestChunk> {
    const file = resolve(webRoot, editionRules(edition).appDir, 'dist', '.vite', 'manifest.json');
    try {
      const mtimeMs = statSync(file).mtimeMs;
      let entry = manifests.get(file);
      if (!entry || entry.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk> };
        manifests.set(file, entry);
      }
      return entry.manifest;
    } catch {
      return {};
    }
  }
  const drawn = new Map<string, { at: number; page: ServerRenderResult | null }>();

  function moduleOf(edition: Edition): Promise<RenderModule> | null {
    const file = resolve(webRoot, editionRules(edition).appDir, 'dist-server', 'server.js');
    let module = modules.get(file);
    if (!module) {
      if (!existsSync(file)) return null;
      // Imported by its plain URL: its chunks import it back by that URL, so a query string (to pick up a rebuild)
      // would load a second copy, with its own React contexts and Lingui instance.
      module = import(pathToFileURL(file).href) as Promise<RenderModule>;
      modules.set(file, module);
    }
    return module;
  }

  return async function draw(
    edition: Edition,
    url: string,
    locale: Locale,
    userAgent: string,
    dataJson: string,
  ): Promise<ServerRenderResult | null> {
    const loading = moduleOf(edition);
    if (!loading) return null;
    const key = createHash('sha1').update([edition, url, locale, userAgent, dataJson].join('\u0000')).digest('base64url');
    const kept = drawn.get(key);
    if (kept && now() - kept.at < SERVER_RENDER_TTL_MS) return kept.page;
    const { render } = await loading;
    const rendered = await render({ url, locale, userAgent, data: JSON.parse(dataJson) as unknown });
    const page = rendered && {
      root: rendered.root,
      htmlAttributes: rendered.htmlAttributes,
      stylesheets: rendered.pageSource ? pageStylesheets(manifestOf(edition), rendered.pageSource) : [],
    };
    drawn.delete(key);
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, { at: now(), page });
    return page;
  };
}

/** The function {@link serverRenderer} returns. */
export type ServerRenderer = ReturnType<typeof serverRenderer>;
