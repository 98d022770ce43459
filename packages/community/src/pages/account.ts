/** A user's page `/account/:userId?` (docs/product.md §2), as its own chunk. */
export { AccountPage } from '../AccountPage';
