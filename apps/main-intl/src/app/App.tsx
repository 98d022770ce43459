import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { I18nProvider } from '@aigc/i18n';
import type { AppStore } from '@aigc/store';

/** The app's providers: the store, Lingui (already activated) and the router. */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>
  );
}
