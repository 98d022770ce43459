import '@aigc/ui/styles.css';
import { startEdition } from '@aigc/shell';
import { editionConfig } from './edition';
import { ROUTE_TABLE } from './routes';

// The shop host: the shared shell over the shop's route table (docs/shop.md).
void startEdition({ config: editionConfig(), routes: ROUTE_TABLE });
