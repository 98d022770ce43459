import { useState } from 'react';
import { Link, useMatches, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { logout, useAppDispatch } from '@aigc/store';
import { Avatar, DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@aigc/ui';
import { metaOfMatches } from '../routes/meta';

/**
 * The signed-in user's dropdown in the header (spec §2 'User dropdown'):
 * the name, 'Personal homepage' (`/account`) and 'Log out'. Logging out on a
 * login-only page goes back to the community.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const meta = metaOfMatches(useMatches());
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    try {
      await dispatch(logout());
    } finally {
      setBusy(false);
    }
    if (meta.needLogin) void navigate('/', { replace: true });
  };

  return (
    <DropdownMenu
      align="end"
      trigger={
        <button type="button" className="app-user-trigger" aria-label={t`Account menu for ${user.nickName}`}>
          <Avatar src={user.avatar} name={user.nickName} size="sm" />
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
      <DropdownMenuItem disabled={busy} onSelect={() => void signOut()}>
        <Trans>Log out</Trans>
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
