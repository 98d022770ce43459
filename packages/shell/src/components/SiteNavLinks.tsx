import { Fragment } from 'react';
import type { ButtonHTMLAttributes, Key, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LayoutMode } from '@aigc/ui';
import type { ShellLinks } from '../links';
import { groupHasMessages } from '../menu';
import type { MenuItem, SiteMenu } from '../menu';

/** Props of the site menu ({@link SiteNavLinks}, {@link SiteNavMobile}, and `SiteNav`/`SiteNavMenus` of SiteNav.tsx). */
export interface SiteNavProps {
  /** Desktop: a row with dropdowns; mobile: a vertical list with group headings. */
  layout: LayoutMode;
  /** The edition's menu (e.g. `MAIN_SITE_MENU`). */
  menu: SiteMenu;
  /** The edition's links (external items such as 'Shop' read their URL here). */
  links: ShellLinks;
  /** Whether a user is signed in ('Messages' needs login, docs/product.md §2). */
  isLogin: boolean;
  /** Opens the login dialog (a visitor chose 'Messages'). */
  onRequireLogin: () => void;
  /** Opens the notice panel (a signed-in user chose 'Messages'). */
  onOpenMessages: () => void;
  /** Called after any item is chosen (closes the mobile panel). */
  onNavigate?: () => void;
  /** The unread badge shown beside 'Messages' and on the group holding it (docs/product.md §9 '99+'). */
  messagesBadge?: ReactNode;
}

/** What rendering a menu item needs: the location, the links, the callbacks and the translator. */
export interface MenuItemContext {
  pathname: string;
  links: ShellLinks;
  onNavigate?: () => void;
  openMessages: () => void;
  label: (descriptor: MessageDescriptor) => string;
  /** The unread badge of the 'messages' entry, if any. */
  messagesBadge?: ReactNode;
}

export function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'site-nav__link is-active' : 'site-nav__link';
}

/** 'Messages': the notice panel for a signed-in user, the login dialog for a visitor (docs/product.md §2). */
function useOpenMessages({ isLogin, onRequireLogin, onOpenMessages, onNavigate }: SiteNavProps) {
  return () => {
    onNavigate?.();
    if (isLogin) onOpenMessages();
    else onRequireLogin();
  };
}

/** The {@link MenuItemContext} of a menu rendered with `props`. */
export function useMenuItemContext(props: SiteNavProps): MenuItemContext {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return {
    pathname,
    links: props.links,
    onNavigate: props.onNavigate,
    openMessages: useOpenMessages(props),
    label: (descriptor) => i18n._(descriptor),
    messagesBadge: props.messagesBadge,
  };
}

/** One item as a row link (the desktop row and the mobile list). No dropdown code. */
function rowItem(item: MenuItem, key: Key, ctx: MenuItemContext): ReactNode {
  const label = ctx.label(item.label);
  switch (item.kind) {
    case 'route': {
      if (!item.isActive) {
        return (
          <NavLink key={key} to={item.to} className={linkClass} onClick={ctx.onNavigate}>
            {label}
          </NavLink>
        );
      }
      const active = item.isActive(ctx.pathname);
      return (
        <NavLink
          key={key}
          to={item.to}
          className={() => linkClass({ isActive: active })}
          aria-current={active ? 'page' : undefined}
          onClick={ctx.onNavigate}
        >
          {label}
        </NavLink>
      );
    }
    case 'external':
      return (
        <a key={key} href={item.href(ctx.links)} className="site-nav__link" onClick={ctx.onNavigate}>
          {label}
        </a>
      );
    case 'messages':
      return (
        <button key={key} type="button" className="site-nav__link" onClick={ctx.openMessages}>
          {label}
          {ctx.messagesBadge ? <> {ctx.messagesBadge}</> : null}
        </button>
      );
  }
}

/**
 * The menu's direct links (docs/product.md §2 'Header menu'; for the main editions
 * Community, Creators and Shop). No dropdown code: it renders with the
 * entry chunk.
 */
export function SiteNavLinks(props: SiteNavProps) {
  const ctx = useMenuItemContext(props);
  return <>{props.menu.links.map((item, index) => rowItem(item, index, ctx))}</>;
}

/** A group's trigger button ('Other', 'Mine'); `badge` sits after the label (the unread badge on 'Mine'). */
export function GroupTrigger({
  children,
  badge,
  ...rest
}: { children: ReactNode; badge?: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="site-nav__link site-nav__trigger" {...rest}>
      {children}
      {badge ? <> {badge}</> : null}
      <span className="site-nav__caret" aria-hidden="true" />
    </button>
  );
}

/** The group whose placeholder was clicked before the dropdown code arrived (see {@link takePendingMenuGroup}). */
let pendingMenuGroup: string | null = null;

/**
 * The id of the group the user clicked while its dropdown was still a
 * placeholder, once (then null): `SiteNavMenus` opens that dropdown when it
 * mounts, so an early click is not lost.
 */
export function takePendingMenuGroup(): string | null {
  const id = pendingMenuGroup;
  pendingMenuGroup = null;
  return id;
}

/**
 * The group triggers ('Other', 'Mine') as plain buttons, shown while the
 * dropdown code (`SiteNavMenus`) loads, so the header does not shift. A
 * press (pointer down, or a keyboard click) on one is remembered and opens that group's dropdown as soon as the
 * code is there.
 */
export function SiteNavMenuPlaceholders({ menu, messagesBadge }: { menu: SiteMenu; messagesBadge?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <>
      {menu.groups.map((group) => (
        <GroupTrigger
          key={group.id}
          aria-haspopup="menu"
          aria-expanded={false}
          // Replaced by the real trigger when the dropdown code arrives.
          aria-busy="true"
          // A pointer press is enough: the dropdown opens on press, and the
          // real trigger may replace this one before the button is released.
          onPointerDown={(event) => {
            if (event.button === 0) pendingMenuGroup = group.id;
          }}
          onClick={() => {
            pendingMenuGroup = group.id;
          }}
          badge={groupHasMessages(group) ? messagesBadge : undefined}
        >
          {i18n._(group.label)}
        </GroupTrigger>
      ))}
    </>
  );
}

/**
 * The whole menu on the mobile layout (docs/product.md §2 'Header menu', 'Layout'): a
 * vertical list — the direct links, then each group under its heading, a
 * submenu as a subheading over its items. No dropdown code.
 */
export function SiteNavMobile(props: SiteNavProps) {
  const { t } = useLingui();
  const ctx = useMenuItemContext(props);
  return (
    <nav className="site-nav site-nav--mobile" aria-label={t`Main`}>
      {props.menu.links.map((item, index) => rowItem(item, index, ctx))}
      {props.menu.groups.map((group) => {
        const headingId = `site-nav-${group.id}`;
        return (
          <section key={group.id} className="site-nav__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="site-nav__heading">
              {ctx.label(group.label)}
            </h2>
            {group.entries.map((entry, index) =>
              entry.kind === 'submenu' ? (
                <Fragment key={index}>
                  <p className="site-nav__subheading">{ctx.label(entry.label)}</p>
                  {entry.items.map((item, itemIndex) => rowItem(item, itemIndex, ctx))}
                </Fragment>
              ) : (
                rowItem(entry, index, ctx)
              ),
            )}
          </section>
        );
      })}
    </nav>
  );
}
