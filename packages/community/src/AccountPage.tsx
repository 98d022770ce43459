import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectUserId, useAppSelector, useGetUserProfileQuery } from '@aigc/store';
import { EmptyState, useDocumentTitle } from '@aigc/ui';
import { AccountTabs } from './account/AccountTabs';
import { useAccountEmptyStates } from './account/AccountEmptyStates';
import { EditProfileDialog } from './account/EditProfileDialog';
import { ProfileHeader } from './account/ProfileHeader';
import type { SelectableItem } from './account/selection';
import { useAccountTab } from './account/useAccountTab';
import { CopyFallbackDialog } from './components/detail/CopyFallbackDialog';
import { useCopyText } from './components/detail/useCopy';
import './styles/community.css';
import './styles/account.css';

const AccountPublish = lazy(() => import('./account/AccountPublish').then((m) => ({ default: m.AccountPublish })));

export { ACCOUNT_TABS, type AccountTab } from './account/useAccountTab';

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
  const { t } = useLingui();
  const params = useParams();
  const selfId = useAppSelector(selectUserId);
  const userId = params.userId ?? selfId;
  const { data: profile, isLoading, isError } = useGetUserProfileQuery(userId ?? '', { skip: !userId });
  useDocumentTitle(profile?.nickName);
  const isSelf = profile?.isSelf ?? (Boolean(selfId) && userId === selfId);
  const { tab, tabs, setTab } = useAccountTab(isSelf);
  const empties = useAccountEmptyStates(isSelf, profile?.nickName ?? '');
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

  const shareLink = () => `${window.location.origin}/customer/account/${encodeURIComponent(userId)}`;

  return (
    <div className="cm-page cm-account">
      <ProfileHeader
        profile={isLoading ? undefined : profile}
        isSelf={isSelf}
        onShowPeople={setTab}
        onEdit={() => setEditing(true)}
        onCopyLink={() => void copy(shareLink(), t`Link copied`)}
      />
      <AccountTabs userId={userId} isSelf={isSelf} tab={tab} tabs={tabs} onTabChange={setTab} empties={empties} onPost={setPublishItems} />
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
