import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstScreenData, Locale } from '@aigc/domain';
import { editionRules } from '@aigc/domain';
import { I18nProvider, i18n, loadCatalog } from '@aigc/i18n';
import { createAppStore, seedFirstScreenData } from '@aigc/store';
import { rootStyleFor, serverLayoutFor, ServerRenderContext } from '@aigc/ui';
import { ShellConfigProvider } from './config';
import type { ShellConfig } from './config';
import { editionRoutes } from './routes/router';
import type { AppRoute } from './routes/table';

let drawing: Promise<unknown> = Promise.resolve();

/** Runs `draw` after every draw started before it has settled, so two never interleave. */
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const result = drawing.then(draw);
  drawing = result.catch(() => undefined);
  return result;
}

/** What the server passes to an edition's {@link renderEditionPage}. */
export interface ServerRenderInput {
  /** The page's absolute URL (`http://localhost:3000/?sort=new`). */
  url: string;
  /** The language the page is drawn in (the server's choice for the request, docs/product.md §9). */
  locale: Locale;
  /** The first-screen answers the page carries (docs/architecture.md "First screen"); the render draws from them only. */
  data: FirstScreenData;
  /** The request's `User-Agent` (phones and tablets get the mobile layout). */
  userAgent: string;
  /** The request's `LAYOUT_COOKIE` value, if any: `'mobile'` when the browser last chose the mobile layout by its window's width. */
  layout?: string | undefined;
}

/** A page drawn by {@link renderEditionPage}. */
export interface ServerRenderResult {
  /** The markup that goes inside `#root`. */
  root: string;
  /**
   * Attributes of `<html>` the browser's start-up would set, so the drawn
   * page is laid out as the browser's render will be: `lang` (the locale),
   * `data-layout` (`mobile` or `desktop`, `serverLayoutFor`) and, on the
   * mobile layout, `style` (`rootStyleFor`: the root font and minimum page size).
   */
  htmlAttributes: Record<string, string>;
  /** The landed route's page module (from `pageSources`), whose stylesheets the server links. */
  pageSource?: string;
}

/** An edition's server-render function (see {@link renderEditionPage}). */
export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderResult | null>;

/**
 * Draws the first screen of an edition's page on the server, with the
 * edition's config, route table and `pageSources` (route path pattern → its
 * page module from the repository root, e.g. `MAIN_SITE_PAGE_SOURCES`)
 * (docs/architecture.md "Server rendering"): the same components, route
 * table and store the browser uses, the store seeded with the page's
 * first-screen answers (`seedFirstScreenData`), a visitor, the locale's
 * catalog active, and no effect run (nothing is fetched; pictures show as
 * they load, and the layout is `serverLayoutFor` the user agent and the
 * browser's `LAYOUT_COOKIE`, `ServerRenderContext`).
 * The shell's on-demand parts (`OnDemand`: the footer, the header's menus
 * and ticket widget) are drawn as their placeholders, so no control is in the
 * page before its code can answer; React's `prerender` waits for any other
 * lazy part, so the markup is complete, and the browser hydrates it. Pages
 * are drawn one at a time (the locale is the one Lingui instance's).
 * A component that throws inside a `Suspense` boundary leaves that part to
 * the browser. Returns the HTML that goes inside `#root`, the `<html>` attributes the
 * browser's start-up would set and the route's page module, or null when
 * the page cannot be drawn this way: the route redirects, fails, needs a
 * sign-in or has no page component (the browser then draws the page itself,
 * as without this). Rejects when the locale's catalog cannot be loaded or a
 * component throws; the server then sends the page undrawn.
 */
export async function renderEditionPage(
  config: ShellConfig,
  table: readonly AppRoute[],
  pageSources: Readonly<Record<string, string>>,
  { url, locale, data, userAgent, layout }: ServerRenderInput,
): Promise<ServerRenderResult | null> {
  const rules = editionRules(config.edition);
  const store = createAppStore({
    entryType: rules.entryType,
    toastMs: rules.toastMs,
    serverRender: true,
  });
  const seed = seedFirstScreenData(store.dispatch, data);
  const handler = createStaticHandler(editionRoutes(store, config, table, () => null));
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
  if (context instanceof Response || context.errors) return null;
  // The page's code is loaded now, with the endpoints it adds to the store: their answers go in too.
  seedFirstScreenData(store.dispatch, { queries: seed.later });
  const leaf = context.matches[context.matches.length - 1];
  if (!leaf?.route.Component || leaf.route.loader) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await loadCatalog(locale);
  const mode = serverLayoutFor(userAgent, layout);
  // The server's one Lingui instance serves every request: one page is drawn at a time, from activating its
  // locale until its markup is complete.
  const root = await oneAtATime(async () => {
    i18n.loadAndActivate({ locale, messages });
    const { prelude } = await prerender(
      <StrictMode>
        <Provider store={store}>
          <I18nProvider>
            <ShellConfigProvider config={config}>
              <ServerRenderContext value={{ userAgent, layout: mode }}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ServerRenderContext>
            </ShellConfigProvider>
          </I18nProvider>
        </Provider>
      </StrictMode>,
      // Every part inline, in place: no script is needed to put a part where it belongs (the CSP allows none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  });
  // The style the browser's start-up gives <html> (drawn pages are of the default kind), so it restyles nothing;
  // none on desktop, where base.css styles the page by the window's width until the start-up does.
  const style = rootStyleFor(mode, 'default', null)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return {
    root,
    htmlAttributes: { lang: locale, 'data-layout': mode, ...(style ? { style } : {}) },
    pageSource: pageSources[leaf.route.id],
  };
}
