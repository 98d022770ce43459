import '@aigc/ui/styles.css';
import { startEdition } from '@aigc/shell';
import { editionConfig } from './edition';
import { env } from './env';
import { handOffFromMainSite } from './handoff';
import { ROUTE_TABLE } from './routes';

// The shop host: first the main site's session (docs/auth.md 'Sessions across hosts'; not under
// `vite`, whose host is not the site's), then the shared shell over the shop's route table (docs/shop.md).
if (env.dev || !handOffFromMainSite(window.location, window.sessionStorage)) {
  void startEdition({ config: editionConfig(), routes: ROUTE_TABLE });
}
