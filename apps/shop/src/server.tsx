import { renderEditionPage } from '@aigc/shell/server';
import type { ServerRender } from '@aigc/shell/server';
import { editionConfig } from './edition';
import { SHOP_PAGE_SOURCES } from './pageSources';
import { ROUTE_TABLE } from './routes';

/**
 * The shop's server render (docs/architecture.md "Server rendering"): a
 * visitor's catalogue as the browser would draw it at `url`, on either shop
 * host (the edition by host), built by `vite build --ssr` into
 * `dist-server/server.js`, which the server imports.
 */
export const render: ServerRender = (input) => {
  const url = new URL(input.url);
  return renderEditionPage(editionConfig(url as unknown as Location), ROUTE_TABLE, SHOP_PAGE_SOURCES, input);
};
