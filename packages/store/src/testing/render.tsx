import { act } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { I18nProvider } from '@aigc/i18n';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { EntryType } from '../baseQuery';
import { ticketsLoaded } from '../endpoints/tickets';
import { createAppStore, type AppStore, type RootState } from '../store';

/** Options of {@link renderWithProviders}. */
export interface ProvidersOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** Initial state for a fresh store (ignored when `store` is given). */
  preloadedState?: Partial<RootState>;
  /**
   * Seeds the want-ticket balance (the ticket-count cache, as if fetched):
   * components then show it without asking the server. Leave it out to let
   * them fetch it.
   */
  tickets?: number;
  /** Use this store instead of a fresh one. */
  store?: AppStore;
  /** Entry type of a fresh store; default 'main'. */
  entryType?: EntryType;
  /** Extra wrapper inside the providers (e.g. a MemoryRouter). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/**
 * Renders `ui` inside the Redux Provider (a fresh app store unless one is
 * given) and Lingui's I18nProvider (docs/style.md 'Tests'). Answer the store's
 * calls with `stubFetch` (./fetch).
 *
 * @returns Testing Library's render result plus the `store`.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { store, Wrapper, renderOptions } = providers(options);
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/**
 * Renders the hook `use(props)` inside the same providers as
 * {@link renderWithProviders} (a fresh app store unless one is given).
 *
 * @returns Testing Library's renderHook result plus the `store`.
 */
export function renderHookWithProviders<Result, Props>(
  use: (props: Props) => Result,
  options: ProvidersOptions & { initialProps?: Props } = {},
) {
  const { initialProps, ...rest } = options;
  const { store, Wrapper } = providers(rest);
  return { store, ...renderHook(use, { wrapper: Wrapper, initialProps }) };
}

function providers(options: ProvidersOptions) {
  const { preloadedState, entryType = 'main', tickets, wrapper: Inner, store: given, ...renderOptions } = options;
  const store = given ?? createAppStore({ entryType, preloadedState });
  if (tickets !== undefined) store.dispatch(ticketsLoaded(tickets));
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nProvider>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
      </Provider>
    );
  }
  return { store, Wrapper, renderOptions };
}

/**
 * Draws `ui` as a server render does (`renderToString`) into a new element
 * attached to the document, for {@link hydrateDrawn}. Nothing runs in it.
 */
export function drawnOnServer(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/**
 * Hydrates the markup in `container` (from {@link drawnOnServer}) with `ui`,
 * as the browser does a server-drawn page (React's `hydrateRoot`), inside
 * `act` so its effects have run when it resolves. Resolves with `errors`,
 * what React reported while hydrating (`onRecoverableError`: a markup that
 * differs from `ui`'s first render), and `unmount`, which also removes the
 * container.
 */
export async function hydrateDrawn(container: HTMLElement, ui: ReactElement): Promise<{ errors: unknown[]; unmount: () => void }> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = true;
  const errors: unknown[] = [];
  try {
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) }));
    return {
      errors,
      unmount: () => {
        env.IS_REACT_ACT_ENVIRONMENT = true;
        act(() => root.unmount());
        env.IS_REACT_ACT_ENVIRONMENT = before;
        container.remove();
      },
    };
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
