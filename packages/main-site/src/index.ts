/**
 * @aigc/main-site — what the main editions (international `apps/main-intl`,
 * China `apps/main-cn`) share above the shell (docs/product.md §2 'Main site
 * routes'): the route table (with the documents of `/docs`, legal pages
 * included) and the shell config builder.
 * An edition app adds its wordmark, links and login flavour. The only
 * public door of the package; it sits in the apps' entry chunk (every page
 * it names is loaded lazily).
 */
export { hasRoute, mainSiteRoutes } from './routes';
export type { MainSiteRouteOptions } from './routes';
export { hasSubdomain, mainSiteConfig } from './config';
export type { MainSiteConfigOptions } from './config';
