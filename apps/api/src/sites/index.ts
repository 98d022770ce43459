/** The web apps of the editions, served by host (docs/architecture.md "Editions and hosts"). */
export { notBuiltPage, registerSites, siteDist, type PageMarkup } from './sites';
export { serverRenderer, SERVER_RENDER_TTL_MS, type ServerRenderer } from './serverRender';
