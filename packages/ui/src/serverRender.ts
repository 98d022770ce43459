import { createContext, useSyncExternalStore } from 'react';

/** What a server render knows of the browser it draws for (docs/architecture.md "Server rendering"). */
export interface ServerRenderHints {
  /** The request's `User-Agent`: phones and tablets get the mobile layout (`layoutModeFor`). */
  userAgent: string;
}

/**
 * The browser a page is drawn for, as the server saw it (docs/architecture.md
 * "Server rendering"): set to the request's {@link ServerRenderHints} inside a
 * page the server draws, and to the browser's own user agent while the
 * browser hydrates that page, so both drawings pick the same layout
 * (`useLayoutMode`, `useIsMobileAgent`); null in a page the browser draws
 * alone, where the layout is measured from the window.
 */
export const ServerRenderContext = createContext<ServerRenderHints | null>(null);

const never = () => () => {};

/**
 * True while a component is drawn as the server draws it: in the server
 * render itself and in the browser's hydration of that markup; false in every
 * later render and in a page the browser draws alone. Use it for a first
 * state that must match the server's HTML (an `Image` starts as loaded:
 * no script revealed the server's picture). The value turns false in the
 * render right after hydration.
 */
export function useServerDrawn(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
