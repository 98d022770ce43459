import { MAIN_SITE_PAGE_SOURCES } from '@aigc/main-site/page-sources';
import { renderEditionPage } from '@aigc/shell/server';
import type { ServerRender } from '@aigc/shell/server';
import { editionConfig } from './edition';
import { ROUTE_TABLE } from './routes';

/**
 * The China edition's server render (docs/architecture.md "Server
 * rendering"): the first screen of a page as the browser would draw it at
 * `url`, built by `vite build --ssr` into `dist-server/server.js`, which
 * the server imports.
 */
export const render: ServerRender = (input) => {
  const url = new URL(input.url);
  return renderEditionPage(editionConfig(url as unknown as Location), ROUTE_TABLE, MAIN_SITE_PAGE_SOURCES, input);
};
