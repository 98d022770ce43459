import { startTransition, StrictMode, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { editionRules, webVitalRoute } from '@aigc/domain';
import { initI18n } from '@aigc/i18n';
import {
  captureHtSource,
  createAppStore,
  initAnalytics,
  loadSession,
  refetchSeededWhenSignedIn,
  seedFirstScreen,
  seedFirstScreenData,
} from '@aigc/store';
import type { AnalyticsAdapter } from '@aigc/store';
import { installViewport, ServerRenderContext, setHydrating } from '@aigc/ui';
import type { ShellConfig } from './config';
import { createEditionRouter } from './routes/router';
import type { AppRoute } from './routes/table';
import { ShellApp } from './ShellApp';
import { unregisterServiceWorkers } from './util/serviceWorkers';

/** What an edition's entry passes to {@link startEdition}. */
export interface StartEditionOptions {
  /** The edition's shell config (edition, menu, login flavour, links, footer). */
  config: ShellConfig;
  /** The edition's route table. */
  routes: readonly AppRoute[];
  /** Where tracked events go (docs/product.md §7 'Tracking'); default: our own collector. */
  analytics?: AnalyticsAdapter[];
  /** The element React renders into; default `#root`. */
  root?: HTMLElement;
}

/**
 * Starts an edition in the browser: any service worker unregistered (docs/product.md §7), the
 * campaign source `ht_source` copied from the URL into session storage (docs/product.md §3), the viewport (docs/product.md §2 'Layout', §9 root
 * font), analytics, the locale (docs/product.md §9: host, saved choice, browser
 * languages, then the edition's default) activated before the first render
 * so no text flips, the store sending the edition's `Entry-Type` (docs/product.md §7)
 * and closing its toasts after the edition's `toastMs` (docs/product.md §4: China 2 s),
 * seeded with the first-screen data of the page (a visitor's first feed page,
 * fetched again if the session turns out signed in; the answers for the
 * landed page's own endpoints once its code has loaded), with the session loading silently (docs/product.md §4: user info, then tickets; a
 * failure means visitor) and the live stream of a signed-in user
 * (docs/live-stream.md), the router, the page load's Core Web Vitals
 * reported under its route pattern, and the first render (which hydrates a
 * first screen the server drew once the landed page's code is there, or
 * draws it anew when it is in another language than the chosen one).
 * @throws Error when there is no root element (`#root` missing from index.html).
 */
export async function startEdition({
  config,
  routes,
  analytics,
  root,
}: StartEditionOptions): Promise<void> {
  const rules = editionRules(config.edition);
  // The layout a first screen drawn by the server is in (its <html data-layout>), read before the viewport sets it.
  const drawnLayout = document.documentElement.dataset.layout;
  installViewport(window);
  void unregisterServiceWorkers();
  captureHtSource(window.location.search);
  initAnalytics(analytics ? { adapters: analytics } : {});
  // The landed page's code downloads while the locale's catalog does (docs/architecture.md 'Page speed on phones').
  loadLandedPage(routes, window.location.pathname);
  // The language a first screen drawn by the server is in (its <html lang>), read before the activation sets it.
  const drawnIn = document.documentElement.lang;
  const locale = await initI18n({ defaultLocale: rules.defaultLocale });

  const store = createAppStore({ entryType: rules.entryType, live: true, toastMs: rules.toastMs });
  // The first feed page the server put in a visitor's page (docs/architecture.md "First screen").
  const seed = seedFirstScreen(store.dispatch);
  void store
    .dispatch(loadSession())
    .then((action) => refetchSeededWhenSignedIn(store.dispatch, seed, action.payload === true));
  const router = createEditionRouter(store, config, routes);
  // Answers for the landed page's own endpoints are seeded once its code has added them, before it draws.
  const pageLoaded = new Promise<void>((resolve) => {
    const loaded = () =>
      router.state.initialized && (unsubscribe(), seedFirstScreenData(store.dispatch, { queries: seed.later }), resolve());
    const unsubscribe = router.subscribe(loaded);
    loaded();
  });
  // Real-user metrics of this page load, under the route it landed on (docs/architecture.md 'Real-user metrics').
  // Its code (and the web-vitals library) loads after start-up, out of the entry chunk.
  const landedOn = webVitalRoute(router.state.matches.map((m) => m.route.path));
  void import('@aigc/store/web-vitals')
    .then(({ reportWebVitals }) => reportWebVitals(landedOn))
    .catch(() => {});

  const container = root ?? document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <ShellApp store={store} router={router} config={config} />
    </StrictMode>
  );
  // A first screen drawn in another language than the reader's choice (a choice the server did not know) is
  // drawn anew, not hydrated: React replaces it at its first commit.
  if (!isServerDrawn(container) || drawnIn !== locale) {
    delete container.dataset.drawn;
    createRoot(container).render(app);
    return;
  }
  // A first screen the server drew stays as it is until the page's code has loaded; React then hydrates it
  // (keeps its elements and adds what answers), in slices that leave the main thread free between them. Its
  // buttons take no tap until then (layout.css); links work throughout (docs/architecture.md "Server rendering").
  await pageLoaded;
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(
      container,
      // The layout the server drew is the hydration's too (`useLayoutMode`); the window's follows after it.
      <ServerRenderContext value={{ userAgent: window.navigator.userAgent, layout: drawnLayout === 'mobile' || drawnLayout === 'desktop' ? drawnLayout : undefined }}>
        <AfterCommit
          run={() => {
            setHydrating(false);
            container.dataset.drawn = 'hydrated';
          }}
        >
          {app}
        </AfterCommit>
      </ServerRenderContext>,
    );
  });
}

/** Renders `children` and runs `run` once they are committed (drawn, or hydrated). */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  const once = useRef(run);
  useEffect(() => once.current(), []);
  return children;
}

/** True when `container` holds a first screen the server drew (`data-drawn="server"`, docs/architecture.md "Server rendering"). */
export function isServerDrawn(container: HTMLElement): boolean {
  return container.dataset.drawn === 'server' && container.firstChild !== null;
}

/**
 * Starts loading the page component of the route at `pathname` (its chunk and
 * the chunks it imports), without waiting for it. The router's `lazy` later
 * calls the same loader and gets the module the browser already has, so the
 * page's code no longer waits for the locale's catalog before it starts
 * downloading. No page code translates at module level, so evaluating it
 * before the locale is active is safe. A failed load is ignored here (the
 * router loads again and shows its error).
 */
export function loadLandedPage(routes: readonly AppRoute[], pathname: string): void {
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const page = matched?.[0]?.route.route.page;
  if (page) void page().catch(() => {});
}
