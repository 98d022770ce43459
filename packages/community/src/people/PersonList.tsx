import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PersonCard } from '@aigc/api-client';
import { useGetFollowListInfiniteQuery, type FollowListKind } from '@aigc/store/follows';
import { Avatar, Badge, Button, LoadMore, Skeleton } from '@aigc/ui';
import { FollowButton } from './FollowButton';

/** The profile URL of a user: their own account page, or the customer account of someone else. */
export function profilePath(userId: string, isSelf: boolean): string {
  return isSelf ? '/account' : `/customer/account/${encodeURIComponent(userId)}`;
}

/** One row of a people list: avatar, name, counts, 'Follows you', and the follow button. */
export function PersonRow({ person }: { person: PersonCard }) {
  const { t } = useLingui();
  const followers = person.followerCount;
  const posts = person.postCount;
  return (
    <li className="pp-person">
      <Link to={profilePath(person.userId, person.isSelf)} className="pp-person__who">
        <Avatar src={person.avatar} name={person.nickName} size="md" />
        <span className="pp-person__text">
          <span className="pp-person__name">{person.nickName}</span>
          <span className="pp-person__meta">
            {t({ message: plural(followers, { one: '# follower', other: '# followers' }) })} ·{' '}
            {t({ message: plural(posts, { one: '# post', other: '# posts' }) })}
          </span>
        </span>
      </Link>
      {person.followsYou ? (
        <Badge tone="neutral" className="pp-person__badge">
          <Trans>Follows you</Trans>
        </Badge>
      ) : null}
      {person.isSelf ? null : (
        <FollowButton
          userId={person.userId}
          nickName={person.nickName}
          isFollowing={person.isFollowing}
          followsYou={person.followsYou}
        />
      )}
    </li>
  );
}

/** Props of {@link PersonList}. */
export interface PersonListProps {
  userId: string;
  kind: FollowListKind;
  /** Shown when the list is empty (owner and visitor versions differ). */
  empty: ReactNode;
}

/**
 * The followers or following list of a profile (docs/product.md §2 'following and
 * followers' tabs): paged from the server, loaded on scroll, each row with
 * follow / follow back.
 */
export function PersonList({ userId, kind, empty }: PersonListProps) {
  const { t } = useLingui();
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, isError, refetch } = useGetFollowListInfiniteQuery({
    userId,
    kind,
  });
  const people = data?.pages.flatMap((p) => p.dataList) ?? [];

  if (isLoading) {
    return (
      <ul className="pp-people" aria-busy="true" aria-label={t`Loading`}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="pp-person">
            <Skeleton className="pp-person__skeleton-avatar" />
            <Skeleton className="pp-person__skeleton-line" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && people.length === 0) {
    return (
      <div className="pp-error">
        <p>
          <Trans>The list could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (people.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="pp-people" aria-label={kind === 'followers' ? t`Followers` : t`Following`}>
        {people.map((p) => (
          <PersonRow key={p.userId} person={p} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
    </>
  );
}
