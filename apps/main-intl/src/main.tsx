import '@aigc/ui/styles.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@aigc/i18n';
import { collectorAdapter, createAppStore, gtagAdapter, initAnalytics, loadSession } from '@aigc/store';
import { App } from './app/App';
import { env } from './env';
import { createAppRouter } from './app/router';
import { installViewport } from '@aigc/ui';

async function start() {
  installViewport(window);
  // docs/product.md §7 'Tracking': our own collector, plus the third-party collector when configured.
  initAnalytics({ adapters: [collectorAdapter(), ...(env.gaMeasurementId ? [gtagAdapter(env.gaMeasurementId)] : [])] });
  // docs/product.md §9: the locale (domain's chooseLocale: host, saved choice, browser
  // languages) is activated before the first render, so no text flips.
  await initI18n();

  const store = createAppStore({ entryType: 'main' });
  // docs/product.md §4: user info silently, then the ticket count; failures = visitor.
  void store.dispatch(loadSession());
  const router = createAppRouter(store);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

void start();
