import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { I18nProvider } from '@aigc/i18n';
import type { AppStore } from '@aigc/store';
import { ShellConfigProvider } from './config';
import type { ShellConfig } from './config';

/** An edition's providers: the store, Lingui (already activated), the shell config and the router. */
export function ShellApp({ store, router, config }: { store: AppStore; router: DataRouter; config: ShellConfig }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <ShellConfigProvider config={config}>
          <RouterProvider router={router} />
        </ShellConfigProvider>
      </I18nProvider>
    </Provider>
  );
}
