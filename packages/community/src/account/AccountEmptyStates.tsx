import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@aigc/ui';
import type { AccountTab } from './useAccountTab';

const linkButton = (to: string, text: string) => (
  <Link to={to} className="cm-link-button cm-link-button--primary">
    {text}
  </Link>
);

/**
 * The empty state of each account tab (docs/product.md §2 'Account/profile'): the
 * owner gets encouragement with a way forward (create, Make It Real,
 * explore, discover creators); a visitor gets a sentence naming the
 * creator (`name`). 'history' exists for the owner only.
 */
export function useAccountEmptyStates(isSelf: boolean, name: string): Record<AccountTab, ReactNode> {
  const { t } = useLingui();
  if (!isSelf) {
    return {
      posts: <EmptyState title={t`No posts yet`} description={t`This creator has not published anything yet.`} />,
      product: <EmptyState title={t`No products yet`} description={t`None of ${name}'s designs is being made yet.`} />,
      history: null,
      likes: <EmptyState title={t`No likes yet`} description={t`${name} has not liked any design yet.`} />,
      wants: <EmptyState title={t`No wants yet`} description={t`${name} has not wanted any design yet.`} />,
      following: <EmptyState title={t`Not following anyone yet`} description={t`${name} does not follow any creator yet.`} />,
      followers: <EmptyState title={t`No followers yet`} description={t`Be the first to follow ${name}.`} />,
    };
  }
  return {
    posts: (
      <EmptyState
        title={t`You have not posted yet`}
        description={t`Generate an image from a prompt and publish it to the community.`}
        action={linkButton('/generator/image', t`Create your first design`)}
      />
    ),
    product: (
      <EmptyState
        title={t`None of your designs is being made yet`}
        description={t`A post that collects more than 100 wants is made into a real product, free for you.`}
        action={linkButton('/make-real', t`How Make It Real works`)}
      />
    ),
    history: (
      <EmptyState
        title={t`No creations yet`}
        description={t`Everything you generate is kept here, ready to post or download.`}
        action={linkButton('/generator/image', t`Start creating`)}
      />
    ),
    likes: (
      <EmptyState
        title={t`You have not liked any design yet`}
        description={t`Tap the heart on a design you love; it will be kept here.`}
        action={linkButton('/', t`Explore the community`)}
      />
    ),
    wants: (
      <EmptyState
        title={t`You have not wanted any design yet`}
        description={t`Send a want-ticket to a design you would like to own; at 100 wants it is made real.`}
        action={linkButton('/', t`Explore the community`)}
      />
    ),
    following: (
      <EmptyState
        title={t`You are not following anyone yet`}
        description={t`Follow creators to keep up with their new designs.`}
        action={linkButton('/creator', t`Discover creators`)}
      />
    ),
    followers: (
      <EmptyState
        title={t`No followers yet`}
        description={t`Share your profile link and publish designs to get your first followers.`}
      />
    ),
  };
}
