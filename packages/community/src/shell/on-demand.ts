/**
 * @aigc/community/shell/on-demand — the shell parts that carry dropdown,
 * popover or dialog code; import them lazily
 * (`lazy(() => import('@aigc/community/shell/on-demand'))`) so they stay out
 * of the entry chunk: the desktop menu groups and the whole desktop menu
 * (docs/product.md §2 'Header menu'), the user dropdown, the 'more info' popup, the
 * notice panel ('Mine → Messages') and the mini-program invitation for
 * mobile visitors (docs/product.md §1).
 */
export { SiteNav, SiteNavMenus } from './SiteNav';
export { UserMenu } from './UserMenu';
export type { UserMenuProps } from './UserMenu';
export { MoreInfo } from './MoreInfo';
export { MiniProgramInvite, MINI_PROGRAM_DISMISSED_KEY } from './MiniProgramInvite';
export type { MiniProgramInviteProps } from './MiniProgramInvite';
export { NoticePanel } from './NoticePanel';
export type { NoticePanelProps } from './NoticePanel';
import './shell.css';
