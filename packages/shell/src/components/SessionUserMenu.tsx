import { Suspense, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import type { User } from '@aigc/api-client';
import { useAppDispatch } from '@aigc/store';
import { useShellConfig } from '../config';
import { metaOfMatches } from '../routes/meta';
import { UserMenu } from './UserMenu';

/**
 * The signed-in user's dropdown (docs/product.md §2 'User dropdown') wired to the
 * session: 'My orders' goes to the shop's order list; 'Log out' calls the
 * edition's login flavour, and logging out on a login-only page goes back
 * to the community (`/`); 'Change password' opens the flavour's
 * `ChangePasswordDialog` when it has one (docs/product.md §6, China).
 */
export function SessionUserMenu({ user, ordersUrl }: { user: User; ordersUrl: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { login } = useShellConfig();
  const meta = metaOfMatches(useMatches());
  const [busy, setBusy] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordMounted, setPasswordMounted] = useState(false);
  const ChangePassword = login.ChangePasswordDialog;

  const signOut = async () => {
    setBusy(true);
    try {
      await login.logout(dispatch);
    } finally {
      setBusy(false);
    }
    if (meta.needLogin) void navigate('/', { replace: true });
  };

  return (
    <>
      <UserMenu
        user={user}
        ordersUrl={ordersUrl}
        busy={busy}
        onLogout={() => void signOut()}
        onChangePassword={
          ChangePassword
            ? () => {
                setPasswordMounted(true);
                setPasswordOpen(true);
              }
            : undefined
        }
      />
      {ChangePassword && passwordMounted ? (
        <Suspense fallback={null}>
          <ChangePassword open={passwordOpen} onOpenChange={setPasswordOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
