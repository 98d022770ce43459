import '@aigc/ui/styles.css';
import { startEdition } from '@aigc/shell';
import { collectorAdapter, gtagAdapter } from '@aigc/store';
import { editionConfig } from './edition';
import { GA_MEASUREMENT_ID } from './env';
import { ROUTE_TABLE } from './routes';

// The international edition: the shared shell over the main site's route table.
// docs/product.md §7 'Tracking': our own collector, plus the third-party collector when configured.
void startEdition({
  config: editionConfig(),
  routes: ROUTE_TABLE,
  analytics: [
    collectorAdapter(),
    ...(GA_MEASUREMENT_ID ? [gtagAdapter(GA_MEASUREMENT_ID)] : []),
  ],
});
