import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserProfile } from '@aigc/api-client';
import { Avatar, Button, CreatorTierBadge, Skeleton } from '@aigc/ui';
import { StatItem } from '../components/StatItem';
import { TitleSkeleton } from '../components/TitleSkeleton';
import { FollowButton } from '../people/FollowButton';
import { formatDate } from '../util/format';

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  /** The profile; skeletons while undefined. */
  profile: UserProfile | undefined;
  isSelf: boolean;
  /** The Followers / Following counts open their tab. */
  onShowPeople: (tab: 'followers' | 'following') => void;
  /** 'Edit profile' (owner only). */
  onEdit: () => void;
  /** 'Copy link'. */
  onCopyLink: () => void;
}

/**
 * The account page's header (docs/product.md §2 'Account/profile'): avatar, name,
 * joined date ('Follows you' for a visitor followed by this creator), the
 * counts of posts, followers, following and wants received; Edit profile
 * and Create a design for the owner, Follow / Follow back for a visitor;
 * Copy link for both.
 */
export function ProfileHeader({ profile, isSelf, onShowPeople, onEdit, onCopyLink }: ProfileHeaderProps) {
  const { i18n } = useLingui();
  if (!profile) {
    return (
      <header className="cm-account__header ac-header">
        <Skeleton className="cm-account__avatar-skeleton" />
        <div className="cm-account__who">
          <TitleSkeleton />
        </div>
      </header>
    );
  }
  const peopleLink = (tab: 'followers' | 'following', label: ReactNode) => (
    <button type="button" className="ac-stat-link" onClick={() => onShowPeople(tab)}>
      {label}
    </button>
  );
  return (
    <header className="cm-account__header ac-header">
      <Avatar src={profile.avatar} name={profile.nickName} size="xl" />
      <div className="cm-account__who">
        <h1 className="cm-account__name">
          {profile.nickName}
          <CreatorTierBadge tier={profile.creatorTier} />
        </h1>
        <p className="cm-muted">
          <Trans>
            Joined <time dateTime={profile.joinedAt}>{formatDate(profile.joinedAt, i18n.locale)}</time>
          </Trans>
          {profile.followsYou && !isSelf ? (
            <span className="ac-follows-you">
              {' · '}
              <Trans>Follows you</Trans>
            </span>
          ) : null}
        </p>
        <dl className="cm-stats">
          <StatItem label={<Trans>Posts</Trans>} value={profile.postCount} />
          <StatItem label={peopleLink('followers', <Trans>Followers</Trans>)} value={profile.followerCount} />
          <StatItem label={peopleLink('following', <Trans>Following</Trans>)} value={profile.followingCount} />
          <StatItem label={<Trans>Wants received</Trans>} value={profile.wantReceivedCount} />
        </dl>
      </div>
      <div className="ac-header__actions">
        {isSelf ? (
          <>
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Trans>Edit profile</Trans>
            </Button>
            <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
              <Trans>Create a design</Trans>
            </Link>
          </>
        ) : (
          <FollowButton
            userId={profile.userId}
            nickName={profile.nickName}
            isFollowing={profile.isFollowing}
            followsYou={profile.followsYou}
            size="md"
          />
        )}
        <Button variant="ghost" size="sm" onClick={onCopyLink}>
          <Trans>Copy link</Trans>
        </Button>
      </div>
    </header>
  );
}
