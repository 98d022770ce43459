import { createContext } from 'react';

/** What a server render knows of the browser it draws for (docs/architecture.md "Server rendering"). */
export interface ServerRenderHints {
  /** The request's `User-Agent`: phones and tablets get the mobile layout (`layoutModeFor`). */
  userAgent: string;
}

/**
 * Set (to the request's {@link ServerRenderHints}) inside a page the server
 * draws; null in the browser. Inside it the layout mode is the user agent's
 * (the server has no window to measure). (An `Image` in the server render's
 * build starts as loaded: no script runs in that HTML to reveal it.)
 */
export const ServerRenderContext = createContext<ServerRenderHints | null>(null);
