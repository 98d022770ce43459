import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@aigc/ui';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** `hasPassword` false: the password item reads 'Set a password'. */
  user: { nickName: string; avatar?: string | null; hasPassword?: boolean };
  /** The shop's order list URL ('My orders' goes there, docs/product.md §2). */
  ordersUrl: string;
  /** Logs out; the menu shows the item disabled while `busy`. */
  onLogout: () => void;
  busy?: boolean;
  /** Opens the 'Change password' dialog (docs/product.md §6: China; 'Set a password' for an account without one); without it the item is not shown. */
  onChangePassword?: () => void;
}

/**
 * The signed-in user's dropdown in the header (docs/product.md §2 'User dropdown'):
 * the name, 'Personal homepage' (`/account`), 'My orders' (the shop's order
 * list), 'Change password' where the edition offers it (docs/product.md §6)
 * and 'Log out'.
 */
export function UserMenu({ user, ordersUrl, onLogout, busy = false, onChangePassword }: UserMenuProps) {
  const { t } = useLingui();
  return (
    <DropdownMenu
      align="end"
      trigger={
        <button type="button" className="site-user-trigger" aria-label={t`Account menu for ${user.nickName}`}>
          <Avatar src={user.avatar ?? undefined} name={user.nickName} size="sm" />
        </button>
      }
    >
      <DropdownMenuLabel>{user.nickName}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/account">
          <Trans>Personal homepage</Trans>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={ordersUrl}>
          <Trans>My orders</Trans>
        </a>
      </DropdownMenuItem>
      {onChangePassword ? (
        <DropdownMenuItem onSelect={onChangePassword}>
          {user.hasPassword === false ? <Trans>Set a password</Trans> : <Trans>Change password</Trans>}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={busy} onSelect={onLogout}>
        <Trans>Log out</Trans>
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
