import { renderEditionPage } from '@aigc/shell/server';
import type { ServerRender } from '@aigc/shell/server';
import { editionConfig } from './edition';
import { EDU_PAGE_SOURCES } from './pageSources';
import { ROUTE_TABLE } from './routes';

/**
 * The education edition's server render (docs/architecture.md "Server
 * rendering"): the first screen of a visitor's page (`EDU_DRAWN_PAGES` of
 * @aigc/domain) as the browser would draw it at `url`, built by
 * `vite build --ssr` into `dist-server/server.js`, which the server imports.
 */
export const render: ServerRender = (input) => {
  const url = new URL(input.url);
  return renderEditionPage(editionConfig(url), ROUTE_TABLE, EDU_PAGE_SOURCES, input);
};
