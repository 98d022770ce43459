/**
 * @aigc/shell — the site shell every edition composes (docs/product.md §2): the header
 * with its menu, the footer, the mobile layout, the route metadata and the
 * navigation guard, the progress bar, keep-alive, the error and 404 screens,
 * and the start-up of an edition. An edition app passes a `ShellConfig`
 * (its edition, links, menu, login flavour, footer text) and its route
 * table to `startEdition`. This door is in every page's entry chunk; what
 * needs dropdown, popover or dialog code (the desktop menu groups, the user
 * dropdown, the 'more info' popup, the mobile invitation, the 404 page) has
 * its own door (the notice panel comes from the edition's config, `notices`), `@aigc/shell/on-demand`, to be imported
 * lazily.
 */
export { startEdition } from './start';
export type { StartEditionOptions } from './start';
export { ShellApp } from './ShellApp';
export { ShellConfigProvider, useShellConfig } from './config';
export type { FooterConfig, LoginFlavour, NoticePanelProps, NoticesConfig, ShellConfig, TicketWidgetConfig } from './config';
export { sessionLoginFlavour } from './login';
export { MAIN_SITE_MENU, groupHasMessages, menuWithoutMessages } from './menu';
export type { MenuGroup, MenuItem, MenuSubmenu, SiteMenu } from './menu';
export { legacyRedirect, mainSiteOriginFor, shopOriginFor, shopOrdersUrl } from './links';
export type { ShellLinks } from './links';
export { ShellLinksProvider, useShellLinks } from './components/ShellLinksContext';
export { SiteNavLinks, SiteNavMenuPlaceholders, SiteNavMobile } from './components/SiteNavLinks';
export type { SiteNavProps } from './components/SiteNavLinks';
export { DEFAULT_META, metaOfMatches, routeMeta, useRouteMeta } from './routes/meta';
export type { RouteMeta } from './routes/meta';
export { loginUrl, requireLogin } from './routes/guard';
export type { GuardDeps } from './routes/guard';
export { buildRoutes } from './routes/table';
export type { AppRoute } from './routes/table';
export { createEditionRouter } from './routes/router';
export { RootLayout } from './components/RootLayout';
export { KeepAliveOutlet } from './components/KeepAliveOutlet';
export { BootFallback, RouteError } from './components/RouteError';
export { pageKindFor } from './util/pageKind';
import './styles/layout.css';
import './styles/shell.css';
