import { createContext } from 'react';

/** What a server render knows of the browser it draws for (docs/architecture.md "Server rendering"). */
export interface ServerRenderHints {
  /** The request's `User-Agent`: phones and tablets get the mobile layout (`layoutModeFor`). */
  userAgent: string;
}

/**
 * Set (to the request's {@link ServerRenderHints}) inside a page the server
 * draws; null in the browser. Inside it an `Image` starts as loaded (no
 * skeleton, no fade-in: no script runs in that HTML to reveal it), and the
 * layout mode is the user agent's (the server has no window to measure).
 */
export const ServerRenderContext = createContext<ServerRenderHints | null>(null);
