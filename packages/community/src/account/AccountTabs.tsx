import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { PersonList } from '../people/PersonList';
import { UserSeriesList } from '../series/UserSeriesList';
import { HistoryPanel } from './HistoryPanel';
import { PostsPanel } from './PostsPanel';
import type { SelectableItem } from './selection';
import type { AccountTab } from './useAccountTab';

/** Props of {@link AccountTabs}. */
export interface AccountTabsProps {
  userId: string;
  isSelf: boolean;
  tab: AccountTab;
  /** The tabs this viewer sees (no 'history' for a visitor). */
  tabs: readonly AccountTab[];
  onTabChange: (tab: string) => void;
  /** Each tab's empty state. */
  empties: Record<AccountTab, ReactNode>;
  /** 'Post' on selected history items (owner only). */
  onPost: (items: SelectableItem[]) => void;
}

/**
 * The account page's tabs (docs/product.md §2 'Account/profile'): posts (with the
 * user's series above), products, likes and wants as post grids; history
 * for the owner; following and followers as person lists. Only the open
 * tab's panel is mounted, so each loads when first shown.
 */
export function AccountTabs({ userId, isSelf, tab, tabs, onTabChange, empties, onPost }: AccountTabsProps) {
  const { t } = useLingui();
  const tabLabels: Record<AccountTab, string> = {
    posts: t`Posts`,
    product: t`Products`,
    history: t`History`,
    likes: t`Likes`,
    wants: t`Wants`,
    following: t`Following`,
    followers: t`Followers`,
  };
  return (
    <Tabs value={tab} onValueChange={onTabChange} className="ac-tabs">
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
        <TabsContent value="history">{tab === 'history' ? <HistoryPanel onPost={onPost} empty={empties.history} /> : null}</TabsContent>
      ) : null}
      {(['following', 'followers'] as const).map((x) => (
        <TabsContent key={x} value={x}>
          {tab === x ? <PersonList userId={userId} kind={x} empty={empties[x]} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
