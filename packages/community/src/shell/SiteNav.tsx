import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSub } from '@aigc/ui';
import { GroupTrigger, SiteNavLinks, SiteNavMobile, UPGRADE_PAGES, useOpenMessages, useUpgradeLabels } from './SiteNavLinks';
import type { SiteNavProps } from './SiteNavLinks';

/**
 * The desktop dropdown groups (docs/product.md §2 'Header menu'): 'Other' with its
 * 'creation mode upgrade' submenu (how to make good things, upgrade, tool
 * tutorial, about us) and 'Mine' (creation history `/my-history`; Messages,
 * which opens the notice panel and asks a visitor to sign in first).
 */
export function SiteNavMenus(props: SiteNavProps) {
  const labels = useUpgradeLabels();
  const openMessages = useOpenMessages(props);
  return (
    <>
      <DropdownMenu
        align="start"
        trigger={
          <GroupTrigger>
            <Trans>Other</Trans>
          </GroupTrigger>
        }
      >
        <DropdownMenuSub label={<Trans>Creation mode upgrade</Trans>}>
          {UPGRADE_PAGES.map((page) => (
            <DropdownMenuItem key={page.id} asChild>
              <Link to={page.to}>{labels[page.id]}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuSub>
      </DropdownMenu>
      <DropdownMenu
        align="start"
        trigger={
          <GroupTrigger>
            <Trans>Mine</Trans>
          </GroupTrigger>
        }
      >
        <DropdownMenuItem asChild>
          <Link to="/my-history">
            <Trans>Creation history</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={openMessages}>
          <Trans>Messages</Trans>
        </DropdownMenuItem>
      </DropdownMenu>
    </>
  );
}

/**
 * The site's main menu (docs/product.md §2 'Header menu'), shared by both main
 * editions: Community (`/`), Creators (`/creator`), Shop (the shop host),
 * the 'Other' group with its 'creation mode upgrade' submenu, and the 'Mine'
 * group (creation history, Messages — login required). Desktop: a row with
 * dropdowns; mobile: {@link SiteNavMobile}. An app that keeps the dropdown
 * code out of its entry composes {@link SiteNavLinks} and a lazy
 * {@link SiteNavMenus} itself.
 */
export function SiteNav(props: SiteNavProps) {
  const { t } = useLingui();
  if (props.layout === 'mobile') return <SiteNavMobile {...props} />;
  return (
    <nav className="site-nav" aria-label={t`Main`}>
      <SiteNavLinks shopOrigin={props.shopOrigin} onNavigate={props.onNavigate} />
      <SiteNavMenus {...props} />
    </nav>
  );
}
