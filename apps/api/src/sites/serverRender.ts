import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { editionRules, type Edition, type Locale } from '@aigc/domain';

/**
 * What an edition's server render takes (the `render` export of
 * `<webRoot>/<appDir>/dist-server/server.js`, built by `vite build --ssr`;
 * docs/architecture.md "Server rendering").
 */
export interface ServerRenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The language the page is drawn in. */
  locale: Locale;
  /** The first-screen data the page carries, parsed (`FirstScreenData`). */
  data: unknown;
}

type RenderModule = { render: (input: ServerRenderInput) => Promise<string | null> };

/** How long a drawn first screen is reused for the same page and data, in ms (it shows relative times such as "3 min ago"). */
export const SERVER_RENDER_TTL_MS = 60_000;
/** Drawn first screens kept at most; the oldest go first. */
const DRAWN_MAX = 64;

/**
 * The server render of the editions under `webRoot`: `draw(edition, input,
 * dataJson)` resolves to the markup that goes inside the page's `#root`, or
 * null when the edition has no server render built (`dist-server/server.js`
 * missing) or its render declines the page. The module is imported once
 * per modification time (a rebuild is picked up without a restart). A page
 * drawn for the same edition, URL, locale and data text is reused for
 * {@link SERVER_RENDER_TTL_MS}: the data changes whenever a write
 * invalidates the feed it comes from, so a cached page never shows an old
 * feed. Rejects when the module cannot be imported or the render throws
 * (the caller sends the page without it).
 */
export function serverRenderer(webRoot: string, now: () => number = Date.now) {
  const modules = new Map<string, { mtimeMs: number; module: Promise<RenderModule> }>();
  const drawn = new Map<string, { at: number; html: string | null }>();

  function moduleOf(edition: Edition): Promise<RenderModule> | null {
    const file = resolve(webRoot, editionRules(edition).appDir, 'dist-server', 'server.js');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    let entry = modules.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<RenderModule>;
      entry = { mtimeMs, module };
      modules.set(file, entry);
    }
    return entry.module;
  }

  return async function draw(edition: Edition, url: string, locale: Locale, dataJson: string): Promise<string | null> {
    const loading = moduleOf(edition);
    if (!loading) return null;
    const key = createHash('sha1').update(`${edition}\u0000${url}\u0000${locale}\u0000${dataJson}`).digest('base64url');
    const kept = drawn.get(key);
    if (kept && now() - kept.at < SERVER_RENDER_TTL_MS) return kept.html;
    const { render } = await loading;
    const html = await render({ url, locale, data: JSON.parse(dataJson) as unknown });
    drawn.delete(key);
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, { at: now(), html });
    return html;
  };
}

/** The function {@link serverRenderer} returns. */
export type ServerRenderer = ReturnType<typeof serverRenderer>;
