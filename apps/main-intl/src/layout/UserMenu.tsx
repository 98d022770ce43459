import { useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import type { User } from '@aigc/api-client';
import { UserMenu as SiteUserMenu } from '@aigc/community/shell/on-demand';
import { logout, useAppDispatch } from '@aigc/store';
import { metaOfMatches } from '../routes/meta';

/**
 * The signed-in user's dropdown (docs/product.md §2 'User dropdown') wired to this
 * edition: 'My orders' goes to the shop's order list; logging out on a
 * login-only page goes back to the community.
 */
export function UserMenu({ user, ordersUrl }: { user: User; ordersUrl: string }) {
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

  return <SiteUserMenu user={user} ordersUrl={ordersUrl} busy={busy} onLogout={() => void signOut()} />;
}
