import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useLocation } from 'react-router';
import type { PostDetail } from '@aigc/api-client';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector, useSetLikeMutation } from '@aigc/store';
import { Button, HeartIcon } from '@aigc/ui';

/** Props of {@link LikeButton}. */
export interface LikeButtonProps {
  post: PostDetail;
  /** sm in the post's action row, md in the phone's bottom bar. Default sm. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The like toggle of a post page (docs/product.md §2 'Content detail'): heart
 * icon (filled when liked), 'Like' / 'Liked', the like count, `aria-pressed`.
 * A visitor gets the login dialog (back to this page afterwards); a user
 * toggles through `useSetLikeMutation`, which updates the post optimistically
 * and undoes on failure. Used by the action row and by the bottom bar of
 * narrow screens, so both act and look the same.
 */
export function LikeButton({ post, size = 'sm', className }: LikeButtonProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [setLike] = useSetLikeMutation();

  const like = () => {
    if (!isLogin) {
      dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
      return;
    }
    void setLike({ contentId: post.contentId, liked: !post.liked });
  };

  return (
    <Button
      variant="secondary"
      size={size}
      onClick={like}
      aria-pressed={post.liked}
      className={clsx('cm-actions__like', post.liked && 'cm-actions__like--on', className)}
    >
      <HeartIcon filled={post.liked} width={18} height={18} />
      <span>{post.liked ? <Trans>Liked</Trans> : <Trans>Like</Trans>}</span>
      <span className="cm-actions__count" aria-label={t({ message: plural(post.likeCount, { one: '# like', other: '# likes' }) })}>
        {post.likeCount}
      </span>
    </Button>
  );
}
