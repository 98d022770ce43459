/**
 * The page module of each shop route the server draws (docs/architecture.md
 * "Server rendering"), from the repository root: the server links that
 * module's stylesheets into the drawn page. A unit test checks it against
 * the route's loader.
 */
export const SHOP_PAGE_SOURCES: Readonly<Record<string, string>> = {
  '/': 'packages/shop-ui/src/index.ts',
};
