import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShellLinks } from './links';

/**
 * One entry of the header menu. Labels are Lingui message descriptors
 * (`msg` macro), translated when rendered.
 * - `route`: a page of this app; shown active when the location matches `to`,
 *   or, when given, when `isActive(pathname)` says so.
 * - `external`: a page on another host (the shop); `href` reads the edition's links.
 * - `messages`: opens the notice panel; a visitor is asked to sign in first (docs/product.md §2).
 */
export type MenuItem =
  | { kind: 'route'; to: string; label: MessageDescriptor; isActive?: (pathname: string) => boolean }
  | { kind: 'external'; href: (links: ShellLinks) => string; label: MessageDescriptor }
  | { kind: 'messages'; label: MessageDescriptor };

/** A submenu inside a group: a nested dropdown on the desktop, a subheading over its items on mobile. */
export interface MenuSubmenu {
  kind: 'submenu';
  label: MessageDescriptor;
  items: readonly MenuItem[];
}

/** A menu group: a dropdown on the desktop, a section under a heading on mobile. */
export interface MenuGroup {
  /** Unique in the menu; names the mobile heading's element id (`site-nav-<id>`). */
  id: string;
  label: MessageDescriptor;
  entries: readonly (MenuItem | MenuSubmenu)[];
}

/**
 * An edition's header menu (docs/product.md §2 'Header menu', 'Layout'): direct links,
 * then dropdown groups, and the call to create. The shell lays it out as a
 * row with dropdowns on the desktop and a vertical list behind a menu button
 * on the mobile layout; only the dropdowns load on demand.
 */
export interface SiteMenu {
  /** Direct links, in order. */
  links: readonly MenuItem[];
  /** Dropdown groups, in order, after the links. */
  groups: readonly MenuGroup[];
  /** The call to create: a pill in the header's actions (desktop) and at the end of the mobile list. */
  create?: { to: string; label: MessageDescriptor };
}

/**
 * The header menu of the main editions (docs/product.md §2 'Header menu'): Community
 * (`/`, also active on `/feeds` and a post), Creators (`/creator`), Shop
 * (the shop host), the group 'Other' with its 'creation mode upgrade'
 * submenu (how to make good things, upgrade, tool tutorial, about us), the
 * group 'Mine' (creation history `/my-history`; Messages, which needs
 * login) and the Generator (`/generator`) as the call to create.
 */
export const MAIN_SITE_MENU: SiteMenu = {
  links: [
    {
      kind: 'route',
      to: '/',
      label: msg`Community`,
      isActive: (pathname) => pathname === '/' || pathname === '/feeds' || pathname.startsWith('/content/'),
    },
    { kind: 'route', to: '/creator', label: msg`Creators` },
    { kind: 'external', href: (links) => links.shopOrigin, label: msg`Shop` },
  ],
  groups: [
    {
      id: 'other',
      label: msg`Other`,
      entries: [
        {
          kind: 'submenu',
          label: msg`Creation mode upgrade`,
          items: [
            { kind: 'route', to: '/courseForMakeIt', label: msg`How to make good things` },
            { kind: 'route', to: '/createUpgrade', label: msg`Upgrade` },
            { kind: 'route', to: '/tool', label: msg`Tool tutorial` },
            { kind: 'route', to: '/about', label: msg`About us` },
          ],
        },
      ],
    },
    {
      id: 'mine',
      label: msg`Mine`,
      entries: [
        { kind: 'route', to: '/my-history', label: msg`Creation history` },
        { kind: 'route', to: '/creatorDetail/earnings', label: msg`My earnings` },
        { kind: 'messages', label: msg`Messages` },
      ],
    },
  ],
  create: { to: '/generator', label: msg`Generator` },
};

/** True when `group` (or a submenu in it) holds the 'messages' entry. */
export function groupHasMessages(group: MenuGroup): boolean {
  return group.entries.some((entry) =>
    entry.kind === 'submenu' ? entry.items.some((item) => item.kind === 'messages') : entry.kind === 'messages',
  );
}

/**
 * `menu` without its 'messages' entries (for an edition without a notice
 * centre); a group or submenu left empty is dropped.
 */
export function menuWithoutMessages(menu: SiteMenu): SiteMenu {
  const keep = (item: MenuItem) => item.kind !== 'messages';
  const groups = menu.groups
    .map((group) => ({
      ...group,
      entries: group.entries
        .map((entry) => (entry.kind === 'submenu' ? { ...entry, items: entry.items.filter(keep) } : entry))
        .filter((entry) => (entry.kind === 'submenu' ? entry.items.length > 0 : keep(entry))),
    }))
    .filter((group) => group.entries.length > 0);
  return { ...menu, links: menu.links.filter(keep), groups };
}
