import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserPostCard, UserPostKind, UserPostTab, UserProductTab } from '@aigc/api-client';
import type { SelectionAction } from '@aigc/domain';
import { toastShown, useAppDispatch, useBatchDeletePostsMutation, useGetAccountPostsInfiniteQuery } from '@aigc/store';
import { Badge, ConfirmDialog } from '@aigc/ui';
import { plural } from '@lingui/core/macro';
import { MasonryFeed } from '../components/MasonryFeed';
import { WantDialog } from '../components/WantDialog';
import { useWantDialog } from '../hooks/useWantDialog';
import { SelectionBar, SelectOverlay } from './SelectionBar';
import { useSelection, type SelectableItem } from './selection';
import { useSelectionMessage } from './useSelectionMessage';
import { useDownloadItems } from './useDownloadItems';
import { ProductStatusBadge } from './ProductStatusBadge';

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
  const dispatch = useAppDispatch();
  const message = useSelectionMessage();
  const [kind, setKind] = useState<UserPostKind>('all');
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
  const [batchDelete, { isLoading: deleting }] = useBatchDeletePostsMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const want = useWantDialog();
  const { stop } = selection;

  // A new filter, tab or user starts a fresh selection.
  useEffect(() => stop(), [userId, tab, kind, productTab, stop]);

  const actions: SelectionAction[] = tab === 'posts' ? ['download', 'delete'] : ['download'];
  const onAction = (action: SelectionAction) => {
    if (action === 'download') {
      void download(selection.items).then(() => selection.stop());
    } else if (action === 'delete') {
      setConfirmDelete(true);
    }
  };
  const doDelete = async () => {
    const ids = selection.items.map((i) => i.id);
    const res = await batchDelete({ contentIds: ids });
    setConfirmDelete(false);
    if ('data' in res && res.data) {
      const n = res.data.deletedIds.length;
      dispatch(toastShown({ message: t({ message: plural(n, { one: '# post deleted', other: '# posts deleted' }) }), kind: 'success' }));
      selection.stop();
    }
  };

  const filters: { value: UserPostKind; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'image', label: t`Images` },
    { value: 'model', label: t`3D` },
  ];
  const loading = isLoading || (isFetching && posts.length === 0);
  const filteredEmpty =
    kind === 'model' ? (
      <p className="ac-empty-filter">
        <Trans>No 3D models here yet.</Trans>
      </p>
    ) : kind === 'image' ? (
      <p className="ac-empty-filter">
        <Trans>No images here yet.</Trans>
      </p>
    ) : null;

  return (
    <div className="ac-panel">
      <div className="ac-panel__bar">
        {tab === 'product' ? (
          <div className="ac-chips" role="radiogroup" aria-label={t`Product status`}>
            {(
              [
                ['in_production', t`In production`],
                ['on_sale', t`On sale`],
              ] as const
            ).map(([value, text]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={productTab === value}
                className={productTab === value ? 'ac-chip ac-chip--on' : 'ac-chip'}
                onClick={() => setProductTab(value)}
              >
                {text}
              </button>
            ))}
          </div>
        ) : (
          <div className="ac-chips" role="radiogroup" aria-label={t`Show`}>
            {filters.map((f) => (
              <button
                key={f.value}
                type="button"
                role="radio"
                aria-checked={kind === f.value}
                className={kind === f.value ? 'ac-chip ac-chip--on' : 'ac-chip'}
                onClick={() => setKind(f.value)}
              >
                {f.label}
              </button>
            ))}
          </div>
        )}
        {isSelf && posts.length > 0 ? (
          <SelectionBar
            selection={selection}
            actions={actions}
            onAction={onAction}
            busy={downloading ? 'download' : deleting ? 'delete' : null}
          />
        ) : null}
      </div>
      <MasonryFeed
        label={label}
        posts={posts}
        loading={loading}
        hasMore={Boolean(hasNextPage)}
        loadingMore={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        onWant={selection.active ? undefined : want.request}
        empty={(kind === 'all' ? empty : filteredEmpty) ?? empty}
        renderOverlay={(post) => {
          const card = byId.get(post.contentId);
          if (!card) return null;
          return (
            <>
              {card.productStatus ? <ProductStatusBadge status={card.productStatus} /> : null}
              {card.isModel ? (
                <Badge tone="overlay" className="ac-model-badge">
                  3D
                </Badge>
              ) : null}
              {selection.active ? (
                <SelectOverlay
                  selected={selection.has(card.contentId)}
                  label={card.title || t`Untitled post`}
                  onToggle={() => {
                    const issue = selection.toggle(toItem(card));
                    if (issue) dispatch(toastShown({ message: message(issue), kind: 'error' }));
                  }}
                />
              ) : null}
            </>
          );
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t({ message: plural(selection.items.length, { one: 'Delete # post?', other: 'Delete # posts?' }) })}
        message={t`They disappear from the community and your challenges. Want-tickets sent to them are refunded to the people who sent them. This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        loading={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void doDelete()}
      />
      <WantDialog post={want.post} open={want.open} onOpenChange={want.setOpen} />
    </div>
  );
}
