import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import { useSetFollowMutation } from '@aigc/store/follows';
import { Button, ConfirmDialog } from '@aigc/ui';

/** Props of {@link FollowButton}. */
export interface FollowButtonProps {
  /** The user to follow. */
  userId: string;
  /** Their nickname (for the unfollow confirmation). */
  nickName: string;
  /** The caller follows them now (from the server). */
  isFollowing: boolean;
  /** They follow the caller: the button offers 'Follow back'. */
  followsYou?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Follow / Following / Follow back (docs/product.md §2, §4 'Follow toggles between
 * following and not following after a successful call. Unfollowing asks
 * for confirmation', §5 'Login is required before following'). A visitor
 * gets the login dialog. The state flips only when the call succeeds;
 * failures are toasted by the store (docs/product.md §8 'Follow failure').
 */
export function FollowButton({ userId, nickName, isFollowing, followsYou = false, size = 'sm', className }: FollowButtonProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [setFollow, { isLoading }] = useSetFollowMutation();
  const [following, setFollowing] = useState(isFollowing);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setFollowing(isFollowing), [isFollowing]);

  const run = async (follow: boolean) => {
    const res = await setFollow({ userId, follow });
    if ('data' in res && res.data) setFollowing(res.data.isFollowing);
  };

  const onClick = () => {
    if (!isLogin) {
      dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
      return;
    }
    if (following) setConfirming(true);
    else void run(true);
  };

  return (
    <>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size={size}
        loading={isLoading}
        onClick={onClick}
        className={className}
        aria-pressed={following}
        aria-label={following ? t`Following ${nickName}. Unfollow` : followsYou ? t`Follow ${nickName} back` : t`Follow ${nickName}`}
      >
        {following ? <Trans>Following</Trans> : followsYou ? <Trans>Follow back</Trans> : <Trans>Follow</Trans>}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Unfollow ${nickName}?`}
        message={t`Their new designs will no longer be counted among the creators you follow.`}
        confirmLabel={t`Unfollow`}
        cancelLabel={t`Cancel`}
        danger
        loading={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(false);
        }}
      />
    </>
  );
}
