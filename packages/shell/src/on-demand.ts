/**
 * @aigc/shell/on-demand — the shell parts that carry dropdown, popover or
 * dialog code, or show only on some pages; import them lazily
 * (`lazy(() => import('@aigc/shell/on-demand'))`) so they stay out of the
 * entry chunk: the desktop menu groups and the whole desktop menu (docs/product.md §2
 * 'Header menu'), the user dropdown, the 'more info' popup, the mini-program invitation for mobile visitors
 * (docs/product.md §1), the footer with its language switch, the 404 page, the route's document title and the
 * toast slot (`ToastViewport` of `@aigc/ui`: a toast waits in the store until it is there).
 */
export { SiteNav, SiteNavMenus } from './components/SiteNav';
export { UserMenu } from './components/UserMenu';
export type { UserMenuProps } from './components/UserMenu';
export { SessionUserMenu } from './components/SessionUserMenu';
export { MoreInfo } from './components/MoreInfo';
export { MiniProgramInvite, MINI_PROGRAM_DISMISSED_KEY } from './components/MiniProgramInvite';
export type { MiniProgramInviteProps } from './components/MiniProgramInvite';
export { Footer } from './components/Footer';
export { NotFoundPage } from './components/NotFoundPage';
export { RouteDocumentTitle } from './components/RouteDocumentTitle';
export { ToastViewport } from '@aigc/ui';
import './styles/shell.css';
