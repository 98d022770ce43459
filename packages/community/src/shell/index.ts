/**
 * @aigc/community/shell — the site shell both main editions compose
 * (docs/product.md §2 'Header menu', redirects). A separate door from the package
 * index, because the shell is in every page's entry chunk while the screens
 * load on demand. What needs dropdown/popover code (the desktop menu groups,
 * the user dropdown, the 'more info' popup, the notice panel, the mobile
 * invitation) has its own door, `@aigc/community/shell/on-demand`, to be
 * imported lazily.
 */
export { SiteNavLinks, SiteNavMenuPlaceholders, SiteNavMobile, UPGRADE_PAGES } from './SiteNavLinks';
export type { SiteNavProps } from './SiteNavLinks';
export { legacyRedirect, shopOriginFor, shopOrdersUrl } from './links';
export { ShellLinksProvider, useShellLinks } from './ShellLinksContext';
export type { ShellLinks } from './links';
import './shell.css';
