import '@aigc/ui/styles.css';
import './styles/edu.css';
import { startEdition } from '@aigc/shell';
import { editionConfig } from './edition';
import { ROUTE_TABLE } from './routes';

// The education edition: the shared shell over the edu route table, in Chinese by
// default, with our own collector only (docs/product.md §7 'Tracking').
void startEdition({ config: editionConfig(), routes: ROUTE_TABLE });
