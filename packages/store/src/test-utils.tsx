import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from '@aigc/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import { createAppStore, type AppStore, type RootState } from './store';
import type { EntryType } from './baseQuery';

/** Options of {@link renderWithProviders}. */
export interface ProvidersOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** Initial state for a fresh store (ignored when `store` is given). */
  preloadedState?: Partial<RootState>;
  /** Use this store instead of a fresh one. */
  store?: AppStore;
  /** Entry type of a fresh store; default 'main'. */
  entryType?: EntryType;
  /** Extra wrapper inside the providers (e.g. a MemoryRouter). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/**
 * Renders `ui` inside the Redux Provider (a fresh app store unless one is
 * given) and Lingui's I18nProvider (docs/style.md 'Tests'). Stub `fetch` with
 * `vi.stubGlobal('fetch', …)` to answer the store's calls.
 *
 * @returns Testing Library's render result plus the `store`.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, entryType = 'main', wrapper: Inner, ...renderOptions } = options;
  const store = options.store ?? createAppStore({ entryType, preloadedState });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nProvider>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
