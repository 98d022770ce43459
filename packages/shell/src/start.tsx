import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { editionRules } from '@aigc/domain';
import { initI18n } from '@aigc/i18n';
import { createAppStore, initAnalytics, loadSession } from '@aigc/store';
import type { AnalyticsAdapter } from '@aigc/store';
import { installViewport } from '@aigc/ui';
import type { ShellConfig } from './config';
import { createEditionRouter } from './routes/router';
import type { AppRoute } from './routes/table';
import { ShellApp } from './ShellApp';

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
 * Starts an edition in the browser: the viewport (docs/product.md §2 'Layout', §9 root
 * font), analytics, the locale (docs/product.md §9: host, saved choice, browser
 * languages, then the edition's default) activated before the first render
 * so no text flips, the store sending the edition's `Entry-Type` (docs/product.md §7)
 * with the session loading silently (docs/product.md §4: user info, then tickets; a
 * failure means visitor) and the live stream of a signed-in user
 * (docs/live-stream.md), the router, and the first render.
 * @throws Error when there is no root element (`#root` missing from index.html).
 */
export async function startEdition({ config, routes, analytics, root }: StartEditionOptions): Promise<void> {
  const rules = editionRules(config.edition);
  installViewport(window);
  initAnalytics(analytics ? { adapters: analytics } : {});
  await initI18n({ defaultLocale: rules.defaultLocale });

  const store = createAppStore({ entryType: rules.entryType, live: true });
  void store.dispatch(loadSession());
  const router = createEditionRouter(store, config, routes);

  const container = root ?? document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ShellApp store={store} router={router} config={config} />
    </StrictMode>,
  );
}
