import '@aigc/ui/styles.css';
import { startEdition } from '@aigc/shell';
import { editionConfig } from './edition';
import { ROUTE_TABLE } from './routes';

// The China edition: the shared shell over the main site's route table, in Chinese
// by default (docs/product.md §9), with our own collector only (docs/product.md §7 'Tracking').
void startEdition({ config: editionConfig(), routes: ROUTE_TABLE });
