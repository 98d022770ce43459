import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PostDetail } from '@aigc/api-client';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import { useSetFollowMutation } from '@aigc/store/follows';
import { Avatar, Button, ConfirmDialog, CreatorTierBadge } from '@aigc/ui';
import { RelativeTime } from '../RelativeTime';

/**
 * The creator of a post (docs/product.md §2 'creator with follow'): avatar and name
 * (link to their profile), the publish date and a Follow / Following button
 * for everyone but the author. Visitors get the login dialog (docs/product.md §5 'Login
 * is required before following'); unfollowing asks for confirmation (§4).
 * The state flips after the server answers (§4), through `setFollow`.
 */
export function CreatorBar({ post }: { post: PostDetail }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [setFollow, { isLoading }] = useSetFollowMutation();
  const [confirming, setConfirming] = useState(false);
  const { author } = post;

  const toggle = () => {
    if (!isLogin) {
      dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
      return;
    }
    if (post.authorFollowed) setConfirming(true);
    else void setFollow({ userId: author.userId, follow: true });
  };

  return (
    <div className="cm-creator">
      <Link to={`/account/${author.userId}`} className="cm-author">
        <Avatar src={author.avatar} name={author.nickName} size="md" />
        <span className="cm-creator__text">
          <span className="cm-author__name">
            {author.nickName}
            <CreatorTierBadge tier={author.creatorTier} />
          </span>
          <RelativeTime className="cm-muted cm-small" iso={post.createTime} />
        </span>
      </Link>
      {post.isAuthor ? null : (
        <Button
          size="sm"
          variant={post.authorFollowed ? 'secondary' : 'primary'}
          loading={isLoading}
          onClick={toggle}
          aria-pressed={post.authorFollowed}
        >
          {post.authorFollowed ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Unfollow ${author.nickName}?`}
        message={t`You will no longer see their new designs among the people you follow.`}
        confirmLabel={t`Unfollow`}
        cancelLabel={t`Cancel`}
        loading={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void setFollow({ userId: author.userId, follow: false }).then(() => setConfirming(false));
        }}
      />
    </div>
  );
}
