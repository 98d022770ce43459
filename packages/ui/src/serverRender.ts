import { createContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { LayoutMode } from './layout/viewport';

/** What a server render knows of the browser it draws for (docs/architecture.md "Server rendering"). */
export interface ServerRenderHints {
  /** The request's `User-Agent`: phones and tablets get the mobile layout (`layoutModeFor`). */
  userAgent: string;
  /** The layout the page is drawn in (`serverLayoutFor`: the user agent's, or mobile when the browser said so); by the user agent when absent. */
  layout?: LayoutMode;
}

/**
 * The browser a page is drawn for, as the server saw it (docs/architecture.md
 * "Server rendering"): set to the request's {@link ServerRenderHints} inside a
 * page the server draws, and to the browser's own user agent and the drawn
 * page's layout while the browser hydrates that page, so both drawings pick
 * the same layout
 * (`useLayoutMode`, `useIsMobileAgent`); null in a page the browser draws
 * alone, where the layout is measured from the window.
 */
export const ServerRenderContext = createContext<ServerRenderHints | null>(null);

const never = () => () => {};

let hydrating = false;

/**
 * Marks the browser's hydration of a server-drawn page as running (`true`,
 * before `hydrateRoot`) or done (`false`, once the hydrated root's first
 * commit has run its effects): see {@link useServerDrawn}. The shell's
 * start-up calls it.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * True while a component is drawn as the server draws it: in the server
 * render itself and in the browser's hydration of that markup; false in a
 * component mounted after it and in a page the browser draws alone. Use it
 * for a first state that must match the server's HTML (an `Image` starts as
 * loaded: no script revealed the server's picture). A hydrated component
 * keeps the value it started with: it is read for first states only, so
 * nothing is drawn again when hydration ends.
 */
export function useServerDrawn(): boolean {
  return useSyncExternalStore(
    never,
    () => hydrating,
    () => true,
  );
}

/**
 * False while a component is drawn as the server draws it (the server render
 * and the browser's hydration of that markup, see {@link useServerDrawn}),
 * true once it is live: after its first commit, with one more render. True
 * from the start in a component mounted later and in a page the browser
 * draws alone (no extra render). Use it for what must be drawn as the server
 * drew it until the page is live, then differently: a part whose code loads
 * on demand, a time relative to now.
 */
export function useHydrated(): boolean {
  const [live, setLive] = useState(!useServerDrawn());
  useEffect(() => setLive(true), []);
  return live;
}
