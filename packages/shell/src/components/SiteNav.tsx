import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSub } from '@aigc/ui';
import { groupHasMessages } from '../menu';
import type { MenuItem } from '../menu';
import { GroupTrigger, SiteNavLinks, SiteNavMobile, useMenuItemContext } from './SiteNavLinks';
import type { MenuItemContext, SiteNavProps } from './SiteNavLinks';

/** One item inside a dropdown. */
function dropdownItem(item: MenuItem, key: Key, ctx: MenuItemContext): ReactNode {
  const label = ctx.label(item.label);
  switch (item.kind) {
    case 'route':
      return (
        <DropdownMenuItem key={key} asChild>
          <Link to={item.to}>{label}</Link>
        </DropdownMenuItem>
      );
    case 'external':
      return (
        <DropdownMenuItem key={key} asChild>
          <a href={item.href(ctx.links)}>{label}</a>
        </DropdownMenuItem>
      );
    case 'messages':
      return (
        <DropdownMenuItem key={key} onSelect={ctx.openMessages}>
          {label}
          {ctx.messagesBadge ? <> {ctx.messagesBadge}</> : null}
        </DropdownMenuItem>
      );
  }
}

/**
 * The desktop dropdown groups (docs/product.md §2 'Header menu'): one dropdown per
 * group of the menu, a submenu as a nested dropdown. For the main editions:
 * 'Other' with its 'creation mode upgrade' submenu (how to make good
 * things, upgrade, tool tutorial, about us) and 'Mine' (creation history
 * `/my-history`; Messages, which opens the notice panel and asks a visitor
 * to sign in first).
 */
export function SiteNavMenus(props: SiteNavProps) {
  const ctx = useMenuItemContext(props);
  return (
    <>
      {props.menu.groups.map((group) => (
        <DropdownMenu
          key={group.id}
          align="start"
          trigger={
            <GroupTrigger badge={groupHasMessages(group) ? ctx.messagesBadge : undefined}>
              {ctx.label(group.label)}
            </GroupTrigger>
          }
        >
          {group.entries.map((entry, index) =>
            entry.kind === 'submenu' ? (
              <DropdownMenuSub key={index} label={ctx.label(entry.label)}>
                {entry.items.map((item, itemIndex) => dropdownItem(item, itemIndex, ctx))}
              </DropdownMenuSub>
            ) : (
              dropdownItem(entry, index, ctx)
            ),
          )}
        </DropdownMenu>
      ))}
    </>
  );
}

/**
 * The site's main menu (docs/product.md §2 'Header menu'): desktop, a row with the
 * direct links and the group dropdowns; mobile, {@link SiteNavMobile}. A
 * header that keeps the dropdown code out of its entry composes
 * {@link SiteNavLinks} and a lazy {@link SiteNavMenus} itself.
 */
export function SiteNav(props: SiteNavProps) {
  const { t } = useLingui();
  if (props.layout === 'mobile') return <SiteNavMobile {...props} />;
  return (
    <nav className="site-nav" aria-label={t`Main`}>
      <SiteNavLinks {...props} />
      <SiteNavMenus {...props} />
    </nav>
  );
}
