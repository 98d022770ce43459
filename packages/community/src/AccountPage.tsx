import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector, useGetUserProfileQuery } from '@aigc/store';
import { Avatar, Button, EmptyState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { EditProfileDialog } from './account/EditProfileDialog';
import { HistoryPanel } from './account/HistoryPanel';
import { PostsPanel } from './account/PostsPanel';
import type { SelectableItem } from './account/selection';
import { CopyFallbackDialog } from './components/detail/CopyFallbackDialog';
import { useCopyText } from './components/detail/useCopy';
import { FollowButton } from './people/FollowButton';
import { PersonList } from './people/PersonList';
import { UserSeriesList } from './series/UserSeriesList';
import { formatDate } from './util/format';
import './styles/community.css';
import './styles/account.css';

const AccountPublish = lazy(() => import('./account/AccountPublish').then((m) => ({ default: m.AccountPublish })));

/** The tabs of the account page, in order (docs/product.md §2 'Account/profile'). */
export const ACCOUNT_TABS = ['posts', 'product', 'history', 'likes', 'wants', 'following', 'followers'] as const;
/** One of {@link ACCOUNT_TABS}. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

function isTab(value: string | null): value is AccountTab {
  return value !== null && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/**
 * A creator's page — `/account/:userId?` (login required, kept alive) and
 * `/customer/account/:userId?` (docs/product.md §2 'Account/profile'): the profile
 * header (avatar, name, joined date, posts, followers, following, wants
 * received; edit profile for the owner, follow / follow back for visitors;
 * copy link), and the tabs posts, product (in production / on sale),
 * history (owner only), likes, wants, following and followers — the tab
 * lives in `?tab=` so a link or a reload keeps it. Without `userId` it shows
 * the signed-in user. Owner and visitor get their own empty states.
 */
export function AccountPage() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const selfId = useAppSelector((s) => s.session.user?.userId);
  const userId = params.userId ?? selfId;
  const { data: profile, isLoading, isError } = useGetUserProfileQuery(userId ?? '', { skip: !userId });
  const isSelf = profile?.isSelf ?? (Boolean(selfId) && userId === selfId);
  const requested = search.get('tab');
  const tab: AccountTab = isTab(requested) && (requested !== 'history' || isSelf) ? requested : 'posts';
  const [editing, setEditing] = useState(false);
  const [publishItems, setPublishItems] = useState<SelectableItem[] | null>(null);
  const { copy, fallbackText, closeFallback } = useCopyText();

  if (!userId || (isError && !profile)) {
    return (
      <div className="cm-page">
        <EmptyState
          title={t`This creator does not exist`}
          description={t`The link may be wrong, or the account was removed.`}
          action={
            <Link to="/" className="cm-link-button">
              <Trans>Back to the community</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  const name = profile?.nickName ?? '';
  const setTab = (value: string) => {
    const next = new URLSearchParams(search);
    next.set('tab', value);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const shareLink = () => `${window.location.origin}/customer/account/${encodeURIComponent(userId)}`;

  const tabLabels: Record<AccountTab, string> = {
    posts: t`Posts`,
    product: t`Products`,
    history: t`History`,
    likes: t`Likes`,
    wants: t`Wants`,
    following: t`Following`,
    followers: t`Followers`,
  };
  const tabs = ACCOUNT_TABS.filter((x) => x !== 'history' || isSelf);

  const linkButton = (to: string, text: string) => (
    <Link to={to} className="cm-link-button cm-link-button--primary">
      {text}
    </Link>
  );
  const empties: Record<Exclude<AccountTab, 'history'>, ReactNode> = isSelf
    ? {
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
      }
    : {
        posts: <EmptyState title={t`No posts yet`} description={t`This creator has not published anything yet.`} />,
        product: <EmptyState title={t`No products yet`} description={t`None of ${name}'s designs is being made yet.`} />,
        likes: <EmptyState title={t`No likes yet`} description={t`${name} has not liked any design yet.`} />,
        wants: <EmptyState title={t`No wants yet`} description={t`${name} has not wanted any design yet.`} />,
        following: <EmptyState title={t`Not following anyone yet`} description={t`${name} does not follow any creator yet.`} />,
        followers: <EmptyState title={t`No followers yet`} description={t`Be the first to follow ${name}.`} />,
      };

  return (
    <div className="cm-page cm-account">
      <header className="cm-account__header ac-header">
        {isLoading || !profile ? (
          <>
            <Skeleton className="cm-account__avatar-skeleton" />
            <div className="cm-account__who">
              <Skeleton className="cm-detail__skeleton-line" />
              <Skeleton className="cm-detail__skeleton-line cm-detail__skeleton-line--short" />
            </div>
          </>
        ) : (
          <>
            <Avatar src={profile.avatar} name={profile.nickName} size="xl" />
            <div className="cm-account__who">
              <h1 className="cm-account__name">{profile.nickName}</h1>
              <p className="cm-muted">
                <Trans>Joined {formatDate(profile.joinedAt, i18n.locale)}</Trans>
                {profile.followsYou && !isSelf ? (
                  <span className="ac-follows-you">
                    {' · '}
                    <Trans>Follows you</Trans>
                  </span>
                ) : null}
              </p>
              <dl className="cm-stats">
                <div className="cm-stats__item">
                  <dt>
                    <Trans>Posts</Trans>
                  </dt>
                  <dd>{profile.postCount}</dd>
                </div>
                <div className="cm-stats__item">
                  <dt>
                    <button type="button" className="ac-stat-link" onClick={() => setTab('followers')}>
                      <Trans>Followers</Trans>
                    </button>
                  </dt>
                  <dd>{profile.followerCount}</dd>
                </div>
                <div className="cm-stats__item">
                  <dt>
                    <button type="button" className="ac-stat-link" onClick={() => setTab('following')}>
                      <Trans>Following</Trans>
                    </button>
                  </dt>
                  <dd>{profile.followingCount}</dd>
                </div>
                <div className="cm-stats__item">
                  <dt>
                    <Trans>Wants received</Trans>
                  </dt>
                  <dd>{profile.wantReceivedCount}</dd>
                </div>
              </dl>
            </div>
            <div className="ac-header__actions">
              {isSelf ? (
                <>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
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
              <Button variant="ghost" size="sm" onClick={() => void copy(shareLink(), t`Link copied`)}>
                <Trans>Copy link</Trans>
              </Button>
            </div>
          </>
        )}
      </header>

      <Tabs value={tab} onValueChange={setTab} className="ac-tabs">
        <TabsList aria-label={t`Profile sections`} className="ac-tabs__list">
          {tabs.map((x) => (
            <TabsTrigger key={x} value={x}>
              {tabLabels[x]}
            </TabsTrigger>
          ))}
        </TabsList>
        {(['posts', 'product', 'likes', 'wants'] as const).map((x) => (
          <TabsContent key={x} value={x}>
            {tab === x ? (
              <>
                {x === 'posts' ? <UserSeriesList userId={userId} isSelf={isSelf} /> : null}
                <PostsPanel userId={userId} tab={x} isSelf={isSelf} empty={empties[x]} label={tabLabels[x]} />
              </>
            ) : null}
          </TabsContent>
        ))}
        {isSelf ? (
          <TabsContent value="history">
            {tab === 'history' ? (
              <HistoryPanel
                onPost={setPublishItems}
                empty={
                  <EmptyState
                    title={t`No creations yet`}
                    description={t`Everything you generate is kept here, ready to post or download.`}
                    action={linkButton('/generator/image', t`Start creating`)}
                  />
                }
              />
            ) : null}
          </TabsContent>
        ) : null}
        {(['following', 'followers'] as const).map((x) => (
          <TabsContent key={x} value={x}>
            {tab === x ? <PersonList userId={userId} kind={x} empty={empties[x]} /> : null}
          </TabsContent>
        ))}
      </Tabs>

      {profile && isSelf ? (
        <EditProfileDialog open={editing} onOpenChange={setEditing} nickName={profile.nickName} avatar={profile.avatar} />
      ) : null}
      {publishItems ? (
        <Suspense fallback={null}>
          <AccountPublish items={publishItems} onClose={() => setPublishItems(null)} />
        </Suspense>
      ) : null}
      <CopyFallbackDialog text={fallbackText} onClose={closeFallback} />
    </div>
  );
}
