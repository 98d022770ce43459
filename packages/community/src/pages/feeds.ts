/** The feed pages `/` and `/feeds` (docs/product.md §2), as their own chunk: the route loads only what this page uses. */
export { FeedsPage } from '../FeedsPage';
