import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix, resolve } from 'node:path';
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
  /** The request's `LAYOUT_COOKIE` value, if any (`'mobile'`: the browser's window is narrow; the render then draws the mobile layout). */
  layout?: string | undefined;
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

/** Vite's SSR manifest of a client build (`dist/.vite/ssr-manifest.json`): each module's chunk and its stylesheets (`/`-rooted). */
type SsrManifest = Record<string, string[]>;

/** What {@link pageStylesheets} reads of a client build. */
export interface ClientManifests {
  /** The build manifest (`dist/.vite/manifest.json`): entries and chunks by key, with their stylesheets and imports. */
  manifest: Record<string, ManifestChunk>;
  /** The SSR manifest: the chunk a module ended up in, for a module that has no key of its own. */
  ssrManifest?: SsrManifest;
}

/**
 * The stylesheets (`/`-rooted hrefs) of the chunk of `pageSource` (a path
 * from the repository root) and of the chunks it imports statically, less
 * those of the entry chunks (which `index.html` links). Manifest keys are
 * relative to the app's directory (`appPath`, e.g. `apps/edu`): the app's
 * own modules are `src/pages/HomePage.tsx`, a package's
 * `../../packages/community/src/pages/feeds.ts`; each key is resolved
 * against `appPath` and compared whole. The chunk is the manifest's own key
 * for the module (a lazily loaded page of its own) or, for a module bundled
 * into a shared chunk (the generator, also imported by other pages), the
 * chunk the SSR manifest names. Empty when neither knows the module.
 */
export function pageStylesheets({ manifest, ssrManifest = {} }: ClientManifests, appPath: string, pageSource: string): string[] {
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
  const ofSource = (key: string) => posix.join(appPath, key) === pageSource;
  const chunkFile = Object.entries(ssrManifest).find(([key]) => ofSource(key))?.[1].find((file) => file.endsWith('.js'));
  const page =
    Object.keys(manifest).find(ofSource) ??
    (chunkFile ? Object.keys(manifest).find((key) => `/${manifest[key]!.file}` === chunkFile) : undefined);
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
 * locale, { userAgent, layout }, dataJson)` resolves to the drawn page (the markup that
 * goes inside `#root` and the `<html>` attributes), or null when the edition has no server render built (`dist-server/server.js`
 * missing) or its render declines the page. The module is imported once
 * (a rebuilt server render is picked up at the next start). A page
 * drawn for the same edition, URL, locale, user agent, layout cookie and data text is reused for
 * {@link SERVER_RENDER_TTL_MS}: the data changes whenever a write
 * invalidates the feed it comes from, so a cached page never shows an old
 * feed. Rejects when the module cannot be imported or the render throws
 * (the caller sends the page without it).
 */
export function serverRenderer(webRoot: string, now: () => number = Date.now) {
  const modules = new Map<string, Promise<RenderModule>>();
  const manifests = new Map<string, { mtimeMs: number; json: unknown }>();

  /** A JSON file of the client build's `dist/.vite` of `edition`, read once per modification time; null when there is none. */
  function buildFile(edition: Edition, name: string): unknown {
    const file = resolve(webRoot, editionRules(edition).appDir, 'dist', '.vite', name);
    try {
      const mtimeMs = statSync(file).mtimeMs;
      let entry = manifests.get(file);
      if (!entry || entry.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, json: JSON.parse(readFileSync(file, 'utf8')) as unknown };
        manifests.set(file, entry);
      }
      return entry.json;
    } catch {
      return null;
    }
  }

  /** The client build's manifests of `edition` (empty when it has none). */
  function manifestsOf(edition: Edition): ClientManifests {
    return {
      manifest: (buildFile(edition, 'manifest.json') ?? {}) as Record<string, ManifestChunk>,
      ssrManifest: (buildFile(edition, 'ssr-manifest.json') ?? {}) as SsrManifest,
    };
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
    { userAgent, layout }: Pick<ServerRenderInput, 'userAgent' | 'layout'>,
    dataJson: string,
  ): Promise<ServerRenderResult | null> {
    const loading = moduleOf(edition);
    if (!loading) return null;
    const key = createHash('sha1').update([edition, url, locale, userAgent, layout ?? '', dataJson].join('\u0000')).digest('base64url');
    const kept = drawn.get(key);
    if (kept && now() - kept.at < SERVER_RENDER_TTL_MS) return kept.page;
    const { render } = await loading;
    const rendered = await render({ url, locale, userAgent, layout, data: JSON.parse(dataJson) as unknown });
    const page = rendered && {
      root: rendered.root,
      htmlAttributes: rendered.htmlAttributes,
      stylesheets: rendered.pageSource
        ? pageStylesheets(manifestsOf(edition), `apps/${editionRules(edition).appDir}`, rendered.pageSource)
        : [],
    };
    drawn.delete(key);
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, { at: now(), page });
    return page;
  };
}

/** The function {@link serverRenderer} returns. */
export type ServerRenderer = ReturnType<typeof serverRenderer>;
