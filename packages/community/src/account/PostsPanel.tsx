import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UserPostCard, UserPostTab, UserProductTab } from '@aigc/api-client';
import type { SelectionAction } from '@aigc/domain';
import { useGetAccountPostsInfiniteQuery } from '@aigc/store/account';
import { ProductStatusBadge } from '@aigc/tickets';
import { ConfirmDialog } from '@aigc/ui';
import { plural } from '@lingui/core/macro';
import { MasonryFeed } from '../components/MasonryFeed';
import { LazyWantDialog } from '../components/LazyWantDialog';
import { useWantDialog } from '../hooks/useWantDialog';
import { ChipGroup, FilteredEmpty, KindChips, type CreationKind } from './ChipGroup';
import { SelectionBar, SelectOverlay } from './SelectionBar';
import { useSelection, type SelectableItem, type Selection } from './selection';
import { useDownloadItems } from './useDownloadItems';
import { useDeleteSelectedPosts } from './useDeleteSelectedPosts';

/** Props of {@link PostsPanel}. */
export interface PostsPanelProps {
  userId: string;
  tab: UserPostTab;
  /** The signed-in user looks at their own page (select, download, delete). */
  isSelf: boolean;
  /** Empty state for the unfiltered list (owner and visitor versions differ). */
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
}

function toItem(post: UserPostCard): SelectableItem {
  return {
    id: post.contentId,
    isModel: post.isModel,
    image: post.posterImage,
    modelUrl: post.modelUrl,
    topicId: post.topic?.uniqueTopicId ?? null,
    published: true,
  };
}

/**
 * A post tab of the account page (docs/product.md §2): posts, product (with the
 * user-products page's in-production / on-sale tabs), likes or wants, with
 * the image / 3D sub-filter, the shared masonry (paged from the server) and,
 * for the owner, multi-select to download (≤ 9, one model file) and — own
 * posts only — delete (≤ 50; confirmation; refused by the server while a
 * product is evaluated or configured, docs/product.md §8).
 */
export function PostsPanel({ userId, tab, isSelf, empty, label }: PostsPanelProps) {
  const { t } = useLingui();
  const [kind, setKind] = useState<CreationKind>('all');
  const [productTab, setProductTab] = useState<UserProductTab>('in_production');
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetAccountPostsInfiniteQuery({
    userId,
    tab,
    kind,
    ...(tab === 'product' ? { productTab } : {}),
  });
  const posts = data?.pages.flatMap((p) => p.dataList) ?? [];
  const byId = new Map(posts.map((p) => [p.contentId, p]));
  const selection = useSelection();
  const { download, downloading } = useDownloadItems();
  const deletion = useDeleteSelectedPosts(selection);
  const want = useWantDialog();
  const { stop } = selection;

  // A new filter, tab or user starts a fresh selection.
  useEffect(() => stop(), [userId, tab, kind, productTab, stop]);

  const actions: SelectionAction[] = tab === 'posts' ? ['download', 'delete'] : ['download'];
  const onAction = (action: SelectionAction) => {
    if (action === 'download') {
      void download(selection.items).then(() => selection.stop());
    } else if (action === 'delete') {
      deletion.ask();
    }
  };

  return (
    <div className="ac-panel">
      <div className="ac-panel__bar">
        {tab === 'product' ? (
          <ChipGroup
            label={t`Product status`}
            options={[
              { value: 'in_production', label: t`In production` },
              { value: 'on_sale', label: t`On sale` },
            ]}
            value={productTab}
            onChange={setProductTab}
          />
        ) : (
          <KindChips value={kind} onChange={setKind} />
        )}
        {isSelf && posts.length > 0 ? (
          <SelectionBar
            selection={selection}
            actions={actions}
            onAction={onAction}
            busy={downloading ? 'download' : deletion.deleting ? 'delete' : null}
          />
        ) : null}
      </div>
      <MasonryFeed
        label={label}
        posts={posts}
        loading={isLoading || (isFetching && posts.length === 0)}
        hasMore={Boolean(hasNextPage)}
        loadingMore={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        onWant={selection.active ? undefined : want.request}
        empty={kind === 'all' ? empty : <FilteredEmpty kind={kind} />}
        renderOverlay={(post) => {
          const card = byId.get(post.contentId);
          return card ? <PostOverlay card={card} selection={selection} /> : null;
        }}
      />
      <ConfirmDialog
        open={deletion.confirming}
        title={t({ message: plural(selection.items.length, { one: 'Delete # post?', other: 'Delete # posts?' }) })}
        message={t`They disappear from the community and your challenges. Want-tickets sent to them are refunded to the people who sent them. This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        loading={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
      <LazyWantDialog post={want.post} open={want.open} onOpenChange={want.setOpen} />
    </div>
  );
}

/** What sits on a post card of an account list: its product status and the select box while selecting (the card itself shows the 3D badge). */
function PostOverlay({ card, selection }: { card: UserPostCard; selection: Selection }) {
  const { t } = useLingui();
  return (
    <>
      {card.productStatus ? <ProductStatusBadge status={card.productStatus} className="ac-status" /> : null}
      <SelectOverlay selection={selection} item={toItem(card)} label={card.title || t`Untitled post`} />
    </>
  );
}
