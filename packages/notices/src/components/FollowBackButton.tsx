import { Trans, useLingui } from '@lingui/react/macro';
import { useSetFollowMutation } from '@aigc/store/follows';
import { Button } from '@aigc/ui';

/** Props of {@link FollowBackButton}. */
export interface FollowBackButtonProps {
  /** The follower to follow back. */
  userId: string;
  /** Their name, for the button's accessible label. */
  nickName: string;
}

/**
 * 'Follow back' on a follow notice (type 10) whose sender the user does not
 * follow yet (`userInfo.following` false, docs/product.md §3): follows them with the
 * store's `setFollow` (not optimistic, docs/product.md §4). On success the store sets
 * `userInfo.following` in every cached message about them, so the button
 * disappears; a failure is toasted by the base query.
 */
export function FollowBackButton({ userId, nickName }: FollowBackButtonProps) {
  const { t } = useLingui();
  const [setFollow, { isLoading }] = useSetFollowMutation();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={isLoading}
      aria-label={t`Follow ${nickName} back`}
      onClick={() => void setFollow({ userId, follow: true })}
    >
      <Trans>Follow back</Trans>
    </Button>
  );
}
